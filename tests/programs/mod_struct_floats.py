try:
    import struct
except ImportError:
    import struct
import math
import random

def show(fmt, v):
    try:
        b = struct.pack(fmt, v)
        print(fmt, repr(v), b.hex(), repr(struct.unpack(fmt, b)[0]))
    except Exception as e:
        print(fmt, repr(v), type(e).__name__, e)

specials = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.0, 1e-300, 5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308,
            1.7976931348623157e308, -1.7976931348623157e308, float('inf'), float('-inf'), math.pi, -math.e, 0.1, 1/3,
            3.4028234663852886e38, 3.4028235677973362e38, 3.4028235677973366e38, 3.5e38, 1e39,
            1.1754943508222875e-38, 1.1754942106924411e-38, 1.401298464324817e-45, 7.006492321624085e-46, 7.006492321624087e-46, 1e-46, 2.1e-45,
            65504.0, 65519.99, 65520.0, 65536.0, 6.103515625e-05, 6.097555160522461e-05, 5.960464477539063e-08, 2.9802322387695312e-08, 2.98023223876953125e-08 * 1.0000001, 1e-8,
            1.0009765625, 1.00048828125, 1.00146484375, 1.000000059604644775390625, 1.0000001788139343, 16777217.0, 16777219.0, 2049.0, 2051.0,
            10**20, 7, True, -3]
for fmt in ['d', 'f', 'e', '<d', '>d', '<f', '>f', '!e', '<e', '=f', '@f', '@e', '@d']:
    for v in specials:
        show(fmt, v)
for fmt in ['d', 'f', 'e', '>f']:
    for v in [float('nan'), -float('nan')]:
        b = struct.pack(fmt, v)
        x = struct.unpack(fmt, b)[0]
        print(fmt, b.hex(), x, math.copysign(1.0, x))

r = random.Random(7)
for i in range(300):
    bits = r.getrandbits(64)
    x = struct.unpack('<d', bits.to_bytes(8, 'little'))[0]
    if x != x:
        continue
    out = [repr(x), struct.pack('<d', x).hex()]
    for fmt in ('<f', '>e', '@f'):
        try:
            out.append(struct.pack(fmt, x).hex())
        except OverflowError as e:
            out.append('OverflowError')
    print(' '.join(out))
for i in range(200):
    bits = r.getrandbits(32)
    x = struct.unpack('>f', bits.to_bytes(4, 'big'))[0]
    if x != x:
        print('nan', math.copysign(1.0, x))
        continue
    print(repr(x), struct.pack('>f', x) == bits.to_bytes(4, 'big'), struct.pack('<d', x).hex())
for bits in range(0, 65536, 7):
    x = struct.unpack('<e', bits.to_bytes(2, 'little'))[0]
    if x != x:
        print('nan', math.copysign(1.0, x))
        continue
    print(repr(x), struct.pack('<e', x) == bits.to_bytes(2, 'little'))
# values close to rounding boundaries
for i in range(300):
    e = r.randrange(-160, 130)
    m = r.getrandbits(24) | (1 << 23)
    frac = r.choice([0.5, 0.5, 0.25, 0.75, 0.4999999, 0.5000001, 0.0])
    x = math.ldexp(m + frac, e - 23)
    if r.random() < 0.5:
        x = -x
    for fmt in ('<f', '<e'):
        try:
            print(struct.pack(fmt, x).hex(), end=' ')
        except OverflowError as e:
            print('OVF', end=' ')
    print()
