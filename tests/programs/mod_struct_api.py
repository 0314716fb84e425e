try:
    import struct
    from struct import *
except ImportError:
    import struct
    from struct import *

print([n.__name__ for n in (pack, unpack, calcsize, pack_into, unpack_from, iter_unpack, Struct, error)])
print(pack('<hh', 1, 2), unpack('<hh', b'\x01\x00\x02\x00'), calcsize('<hh'))

class MyStruct(struct.Struct):
    def __init__(self, fmt, tag):
        super().__init__(fmt)
        self.tag = tag
    def pack_all(self, rows):
        return b''.join(self.pack(*r) for r in rows)

m = MyStruct('<Hb', 'rec')
data = m.pack_all([(1, -1), (2, -2), (65535, 127)])
print(m.tag, m.size, m.format, data, list(m.iter_unpack(data)))
p = m.pack
print(p(5, 5), struct.Struct('>I').unpack_from(b'\x00\x00\x00\x01\x00', 0))
print(isinstance(m, struct.Struct), type(struct.error('x')).__name__, str(struct.error('bad')))
try:
    raise struct.error('custom', 2)
except struct.error as e:
    print(e.args)
try:
    struct.unpack('>i', b'\x00')
except Exception as e:
    print(isinstance(e, struct.error), isinstance(e, Exception), e)

# a typical binary record reader / writer
header = struct.Struct('<4sIHH')
rec = struct.Struct('<qd10s?')
rows = [(i, i / 7, ('row%d' % i).encode(), i % 2 == 0) for i in range(20)]
blob = header.pack(b'TRLS', len(rows), 1, rec.size) + b''.join(rec.pack(*r) for r in rows)
magic, n, ver, rs = header.unpack_from(blob)
print(magic, n, ver, rs, len(blob))
for t in struct.iter_unpack('<qd10s?', blob[header.size:]):
    print(t)
buf = bytearray(header.size + n * rec.size)
header.pack_into(buf, 0, b'TRLS', n, 2, rec.size)
for i, r in enumerate(rows):
    rec.pack_into(buf, header.size + i * rec.size, *r)
print(bytes(buf) == blob.replace(b'\x01\x00', b'\x02\x00', 1), buf[:12])
print(struct.unpack('!BBH', b'\x45\x00\x00\x54'), struct.pack('!4B', 192, 168, 0, 1))
print(struct.pack('@bhiqd', 1, 2, 3, 4, 5.0).hex(), struct.calcsize('@bhiqd'), struct.calcsize('=bhiqd'))
print(struct.unpack('<3e', struct.pack('<3e', 0.1, 1000.5, -2.5e-5)))
print(struct.unpack('<2f', struct.pack('<2f', 0.1, 1e30)))
