try:
    import struct
except ImportError:
    import struct
import random

r = random.Random(2024)
RANGES = {'b': (-128, 127), 'B': (0, 255), 'h': (-2**15, 2**15 - 1), 'H': (0, 2**16 - 1), 'i': (-2**31, 2**31 - 1),
          'I': (0, 2**32 - 1), 'q': (-2**63, 2**63 - 1), 'Q': (0, 2**64 - 1), 'n': (-2**63, 2**63 - 1), 'N': (0, 2**64 - 1), 'P': (0, 2**64 - 1)}

def value(c, order, wild):
    if c in 'lL':
        big = order in '@' or order == ''
        c = {'l': 'q' if big else 'i', 'L': 'Q' if big else 'I'}[c]
    if c in RANGES:
        lo, hi = RANGES[c]
        if wild and r.random() < 0.2:
            return r.choice([lo - 1, hi + 1, lo - r.randrange(1, 2**70), hi + r.randrange(1, 2**70), 1.0, None])
        return r.choice([lo, hi, 0, r.randint(lo, hi), r.randint(lo, hi)])
    if c == '?':
        return r.choice([True, False, 0, 3, '', 'x', None])
    if c == 'c':
        return bytes([r.randrange(256)])
    if c in 'fde':
        k = r.random()
        if k < 0.3:
            return r.uniform(-10, 10)
        if k < 0.5:
            return r.uniform(-1e6, 1e6)
        if k < 0.6 and wild:
            return r.choice([1e40, -1e300, 65520.0, 70000])
        if k < 0.7:
            return r.choice([0.0, -0.0, float('inf'), -float('inf'), 1e-40, 1e-320, 5e-8])
        return r.randrange(-1000, 1000)
    raise ValueError(c)

for case in range(200):
    order = r.choice(['', '@', '=', '<', '>', '!'])
    codes = 'xcbB?hHiIlLqQefdsp' + ('nNP' if order in ('', '@') else '')
    parts = []
    vals = []
    wild = r.random() < 0.3
    for k in range(r.randrange(0, 8)):
        c = r.choice(codes)
        cnt = r.choice([None, None, 0, 1, 2, 3])
        parts.append((str(cnt) if cnt is not None else '') + c + r.choice(['', '', ' ']))
        n = 1 if cnt is None else cnt
        if c in 'sp':
            vals.append(bytes(r.randrange(256) for _ in range(r.randrange(0, n + 3))))
        elif c != 'x':
            vals.extend(value(c, order, wild) for _ in range(n))
    fmt = order + ''.join(parts)
    try:
        s = struct.Struct(fmt)
        data = struct.pack(fmt, *vals)
        back = struct.unpack(fmt, data)
        assert s.pack(*vals) == data
        assert s.unpack(data) == back
        buf = bytearray(len(data) + 5)
        struct.pack_into(fmt, buf, 3, *vals)
        assert bytes(buf[3:3 + len(data)]) == data
        assert struct.unpack_from(fmt, buf, 3) == back
        print(repr(fmt), struct.calcsize(fmt), data.hex(), back)
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
    if case % 10 == 0:
        try:
            rnd = bytes(r.randrange(256) for _ in range(struct.calcsize(fmt) * 3))
            res = list(struct.iter_unpack(fmt, rnd))
            print([tuple(x if x == x else 'nan' for x in t) for t in res])
        except Exception as e:
            print(type(e).__name__, e)
