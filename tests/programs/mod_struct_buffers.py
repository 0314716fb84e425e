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

t(struct.unpack, 'i', b'abc'); t(struct.unpack, 'i', b'abcde'); t(struct.unpack, 'i', 'abcd'); t(struct.unpack, 'i', 5); t(struct.unpack, 'i', bytearray(b'abcd'))
t(struct.unpack, '', b''); t(struct.unpack, '', b'a'); t(struct.unpack, 'i', None); t(struct.unpack, '<hH', b'\xff\xff\xff\xff')
t(struct.unpack, '0p', b''); t(struct.unpack, '1p', b'\x05'); t(struct.unpack, '3p', b'\x05ab'); t(struct.unpack, '3p', b'\x01ab'); t(struct.unpack, '?c3s', b'\x02xabc')
t(struct.unpack, '300p', b'\xff' + b'y' * 299); t(struct.unpack, '5s', bytearray(b'hello')); t(struct.unpack, '2c', bytearray(b'hi')); t(struct.unpack, '4?', b'\x00\x01\x80\xff')
for off in (0, 1, 2, 4, 5, 8, 9, 100, -1, -2, -4, -8, -9, -100):
    t(struct.unpack_from, 'i', b'abcdefgh', off)
    t(struct.unpack_from, '0s', b'abcdefgh', off)
    t(struct.unpack_from, '20s', b'abcdefgh', off)
t(struct.unpack_from, 'i', b'abcdefgh', offset=1); t(struct.unpack_from, 'i', buffer=b'abcdefgh'); t(struct.unpack_from, 'i', b'abcdefgh', 1.0); t(struct.unpack_from, 'i', b'ab')
t(struct.unpack_from, 'i', b'abcd', None); t(struct.unpack_from, 'i', b'abcd', True); t(struct.unpack_from, 'i', b'abcdabcd', False)
class Idx:
    def __index__(self): return 2
t(struct.unpack_from, 'h', b'abcdefgh', Idx())
t(struct.iter_unpack, 'i', b'abc'); t(lambda: list(struct.iter_unpack('h', b'abcdef'))); t(struct.iter_unpack, '', b''); t(struct.iter_unpack, '0i', b'ab'); t(struct.iter_unpack, 'i', 'abcd')
t(lambda: list(struct.iter_unpack('<hb', bytearray(b'abcdef')))); t(lambda: list(struct.iter_unpack('<h', b'')))
it = struct.iter_unpack('h', b'abcdef'); print(it.__length_hint__(), next(it), it.__length_hint__(), list(it), it.__length_hint__(), list(it))
print(type(iter(it)) is type(it), iter(it) is it)
for off in (0, 2, 6, 7, 10, 11, -1, -2, -4, -10, -11):
    b = bytearray(b'\xee' * 10)
    t(struct.pack_into, 'i', b, off, 0x01020304); print(b)
    b = bytearray(b'\xee' * 10)
    t(struct.pack_into, '20s', b, off, b'q'); t(struct.pack_into, '0s', b, off, b'q'); print(b)
b = bytearray(10)
t(struct.pack_into, 'i', bytes(10), 0, 1); t(struct.pack_into, 'i', b, 0); t(struct.pack_into, 'i', b); t(struct.pack_into, 'i'); t(struct.pack_into, 'i', b, 0, 1, 2)
t(struct.pack_into, 'i', b, 'x', 1); t(struct.pack_into, 'i', 'abc', 0, 1); t(struct.pack_into, 'i', [0] * 8, 0, 1); t(struct.pack_into, 'i', b, None, 1); t(struct.pack_into, 'i', b, Idx(), 1); print(b)
b = bytearray(b'\xff' * 10); t(struct.pack_into, '2xi', b, 1, 7); print(b)
b = bytearray(b'\xff' * 10); t(struct.pack_into, 'hhh', b, 1, 7, 8, 'x'); print(b)
b = bytearray(b'\xff' * 10); t(struct.pack_into, 'h5s', b, 1, 7, b'ab'); print(b)
b = bytearray(b'\xff' * 12); t(struct.pack_into, '@bi', b, 0, 1, 2); print(b)
b = bytearray(b'\xff' * 12); t(struct.pack_into, '<hi', b, 2, 1, 2**40); print(b)
b = bytearray(b'\xff' * 12); t(struct.pack_into, '<fe', b, 2, 1.0, 1e10); print(b)
s = struct.Struct('<ih')
print(s.format, s.size, s.pack(1, 2), s.unpack(b'\x01\x00\x00\x00\x02\x00'), type(s).__name__)
t(s.unpack_from, b'xx\x01\x00\x00\x00\x02\x00', 2); t(s.unpack_from, b'xx\x01\x00\x00\x00\x02\x00', offset=2); t(lambda: list(s.iter_unpack(b'\x00' * 12)))
t(s.pack, 1); t(s.pack, 1, 2, 3); t(s.unpack, b''); b = bytearray(8); t(s.pack_into, b, 1, 5, 6); print(b); t(s.pack_into, b, 3, 5, 6)
t(s.pack_into, b, 0, 5)
# c, s, p, ?
t(struct.pack, '?', []); t(struct.pack, '?', 'x'); t(struct.pack, '3?', 0, 2, None); t(struct.pack, '?', 0.0)
class B:
    def __bool__(self): raise ZeroDivisionError('bb')
t(struct.pack, '?', B())
t(struct.pack, 'c', b'ab'); t(struct.pack, 'c', 'a'); t(struct.pack, 'c', bytearray(b'x')); t(struct.pack, 'c', 1); t(struct.pack, 'c', b''); t(struct.pack, '3c', b'a', b'b', b'c')
t(struct.pack, 's', 'abc'); t(struct.pack, '3s', b'abcdef'); t(struct.pack, '3s', bytearray(b'a')); t(struct.pack, 's', 1); t(struct.pack, '0s', b'abc'); t(struct.pack, '2s', b''); t(struct.pack, 's', b'')
t(struct.pack, 'p', b'abc'); t(struct.pack, '0p', b'abc'); t(struct.pack, '5p', b'abcdefgh'); t(struct.pack, '3p', 'ab'); t(struct.pack, '300p', b'x' * 290); t(struct.pack, '2p', bytearray(b'zz'))
t(struct.pack, '0p'); t(struct.pack, '0p', b''); t(struct.pack, '2p3p', b'abc', b'xyz'); t(struct.pack, '0pc', b'a', b'x'); t(struct.pack, '0px', b'a'); t(struct.pack, 'c0p', b'a', b'')
t(struct.pack, '1p', b'abc'); t(struct.pack, '256p', b'x' * 300); t(struct.pack, '257p', b'x' * 300)
t(struct.pack, 'i'); t(struct.pack, 'ii', 1); t(struct.pack, 'ii', 1, 2, 3); t(struct.pack, '', 1); t(struct.pack, '')
t(struct.pack, 'i', 1.0); t(struct.pack, '<f', 10**39); t(struct.pack, 'e', 70000); t(struct.pack, 'e', 70000.0); t(struct.pack, 'f', 10**400); t(struct.pack, 'd', '1.0')
t(struct.pack, 'hic', 1, 10**30, b'x'); t(struct.pack, 'hic', 1, 2, b'xx')
class SubB(bytes): pass
t(struct.pack, '4s', SubB(b'ab')); t(struct.unpack, '2s', SubB(b'ab'))
import array
t(struct.unpack, '<h', array.array('h', [5])); t(struct.unpack_from, '<b', array.array('b', [1, 2, 3]), 2); t(lambda: list(struct.iter_unpack('<h', array.array('h', [1, 2]))))
