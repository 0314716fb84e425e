try:
    import struct
except ImportError:
    import struct

def t(f, *a, **k):
    try:
        r = f(*a, **k)
        print('OK', repr(r))
    except Exception as e:
        print(type(e).__name__, e)

fmts = ['', '@', '<', '>', '=', '!', ' ', '0', 'i', 'ci', 'c0i', '<ci', '@c0q', 'hci', 'cq3s?d', '0s', 'e', '@ce', '@c?', '@cP',
        '@cn', '@c3x', '@cf', '@c5s', '@c5p', 'xxh', 'b h', '2 h', 'i i\n\th', '\x0bi\x0c', '00i', '3', 'i3', '3 i', 'Z', '<n', '!P',
        '>N', 'i@', '<>i', '99999999999999999999i', '9223372036854775807x', '9223372036854775808x', 'c9223372036854775807x',
        '2305843009213693951q', '2305843009213693952q', '@c2305843009213693951q', 'i\0', '\0', 'é', '<é', b'<i', b'\xe9', b'i\0',
        'llh', 'hll', '<llh', 'Qb', 'bQ', 'b0Q', '10s2p', '3c', '0c', 'x0x', '4?', '2e2f2d', 'qQnNP', '@hhhhb', 'bhbibqbebfbdbPbnbN',
        '=bhbibqbebfbd', '!bhbibqbebfbd', '12', '1 ', 'w', '$', 'i#', 'ii ', '  <i', '<  i', 5, None, 1.5, bytearray(b'i'), ['i']]
for f in fmts:
    print(repr(f), end=' ')
    t(struct.calcsize, f)
for f in fmts:
    try:
        s = struct.Struct(f)
        print(repr(f), repr(s.format), s.size)
    except Exception as e:
        print(repr(f), type(e).__name__, e)
s = struct.Struct('i'); s.__init__('hh'); print(s.format, s.size)
t(struct.Struct); t(lambda: type(struct.Struct(format='<q')).__name__); t(struct.Struct, 'i', 'x'); t(struct.Struct, 'i', 'x', 'y')
print(struct.Struct(format='<q').size)
t(setattr, struct.Struct('i'), 'size', 3); t(setattr, struct.Struct('i'), 'format', 'x'); t(delattr, struct.Struct('i'), 'size')
print(struct.Struct('i') == struct.Struct('i'), struct.Struct.__name__)
print(sorted(struct.__all__))
print(issubclass(struct.error, Exception), struct.error.__name__, struct.error.__mro__[1:])
try:
    struct.pack('i', 'x')
except struct.error as e:
    print('caught', e, e.args)
struct._clearcache()
for i in range(250):
    struct.calcsize('%dx' % i)
print(struct.calcsize('3x'))
