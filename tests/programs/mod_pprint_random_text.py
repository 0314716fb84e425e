try:
    import pprint
except ImportError:
    import pprint
import random

r = random.Random(99)
pieces = ['a', 'bb', 'word', 'x' * 12, ' ', '  ', '\t', '\n', '\r\n', '\x0b', '\u2028', "'", '"', '\\', 'é', '中', '\x00', '\x7f']
for case in range(60):
    s = ''.join(r.choice(pieces) for _ in range(r.randrange(0, 40)))
    b = bytes(r.randrange(256) for _ in range(r.randrange(0, 40)))
    w = r.randrange(1, 90)
    wrap = r.randrange(4)
    obj = [s, b, (s,), {'k': s, 'b': bytearray(b)}][wrap]
    print('#', case, w)
    print(pprint.pformat(obj, width=w, indent=r.choice([1, 2, 3])))
    print(pprint.pformat([s, b], width=w, compact=True))
