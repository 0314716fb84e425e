import uuid
import random
from _show import show


def describe(u):
    print(repr(u), str(u), u.hex, u.int, u.urn)
    print(' bytes', u.bytes, u.bytes_le)
    print(' fields', u.fields, u.time_low, u.time_mid, u.time_hi_version,
          u.clock_seq_hi_variant, u.clock_seq_low, u.node)
    print(' time', u.time, u.clock_seq, u.variant, u.version, u.is_safe, int(u))


for ns in (uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500):
    describe(ns)
    for name in ('python.org', '', 'é', 'http://example.com/a?b', 'x' * 200):
        describe(uuid.uuid3(ns, name))
        describe(uuid.uuid5(ns, name))

S = ['12345678123456781234567812345678', '12345678-1234-5678-1234-567812345678',
     '{12345678-1234-5678-1234-567812345678}', 'urn:uuid:12345678-1234-5678-1234-567812345678',
     'URN:UUID:12345678-1234-5678-1234-567812345678', '{{1234567812345678-1234567812345678}}',
     'uuid:urn:12345678123456781234567812345678', 'ABCDEF00ABCDEF00ABCDEF00ABCDEF00',
     '1234567812345678123456781234567', '123456781234567812345678123456789',
     'g2345678123456781234567812345678', '0x345678123456781234567812345678',
     '1_345678123456781234567812345678', ' 2345678123456781234567812345678',
     '-12345678123456781234567812345678', '', '00000000-0000-0000-0000-000000000000',
     'ffffffff-ffff-ffff-ffff-ffffffffffff', '12345678-1234-5678-1234-5678123456--78',
     '1234-5678-1234-5678-1234-5678-1234-5678']
for s in S:
    u = show('hex %r' % s, uuid.UUID, s)
    if u is not None:
        describe(u)
    for v in (1, 2, 3, 4, 5, 0, 6, None):
        show(' v%r' % (v,), uuid.UUID, s, version=v)

B = [bytes(range(16)), b'\xff' * 16, b'\x00' * 16, b'abc', b'x' * 17, bytearray(16), '0123456789abcdef']
for b in B:
    show('bytes %r' % (b,), uuid.UUID, bytes=b)
    show('bytes_le %r' % (b,), uuid.UUID, bytes_le=b)
    show('bytes v4', uuid.UUID, bytes=b, version=4)

F = [(0, 0, 0, 0, 0, 0), (1 << 32, 0, 0, 0, 0, 0), (0, 1 << 16, 0, 0, 0, 0),
     (0, 0, 1 << 16, 0, 0, 0), (0, 0, 0, 256, 0, 0), (0, 0, 0, 0, 256, 0),
     (0, 0, 0, 0, 0, 1 << 48), (-1, 0, 0, 0, 0, 0), (1, 2, 3, 4, 5),
     (1, 2, 3, 4, 5, 6, 7), (0xffffffff, 0xffff, 0xffff, 0xff, 0xff, 0xffffffffffff),
     (0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678), [1, 2, 3, 4, 5, 6]]
for f in F:
    u = show('fields %r' % (f,), uuid.UUID, fields=f)
    if u is not None:
        describe(u)
        print(u == uuid.UUID(fields=u.fields), u == uuid.UUID(bytes_le=u.bytes_le))

for i in [0, 1, (1 << 128) - 1, 1 << 128, -1, 0x12345678123456781234567812345678]:
    show('int %r' % i, uuid.UUID, int=i)
    show('int v1', uuid.UUID, int=i, version=1)

show('none', uuid.UUID)
show('two', uuid.UUID, '12345678123456781234567812345678', int=5)
show('two2', uuid.UUID, bytes=b'x' * 16, bytes_le=b'x' * 16)
show('hex int', uuid.UUID, 5)
show('is_safe', lambda: uuid.UUID(int=5, is_safe=uuid.SafeUUID.safe).is_safe)
show('pos', uuid.UUID, None, None, None, None, 7)
show('pos6', uuid.UUID, None, None, None, None, 7, 4)

u = uuid.UUID('12345678-1234-5678-1234-567812345678')
v = uuid.UUID(int=u.int + 1)
print(u == v, u != v, u < v, u <= v, u > v, u >= v, u == u, u == str(u), u != 5)
print(sorted([v, u, uuid.NAMESPACE_DNS]), max(u, v), hash(u) == hash(uuid.UUID(str(u))))
print({u: 1, v: 2}[uuid.UUID(int=u.int)], len({u, uuid.UUID(str(u)), v}))
show('lt other', lambda: u < 5)
show('setattr', setattr, u, 'int', 5)
show('setattr2', setattr, u, 'foo', 5)
show('delattr', delattr, u, 'foo')
print(u.__getstate__(), uuid.UUID(int=1, is_safe=uuid.SafeUUID.safe).__getstate__())
w = uuid.UUID(int=0)
w.__setstate__({'int': 99, 'is_safe': -1})
print(w, w.is_safe)
import copy
print(copy.copy(u) == u, copy.deepcopy(u) == u, copy.copy(u).is_safe)
print(list(uuid.SafeUUID), uuid.SafeUUID(0), uuid.SafeUUID.unknown.value)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
for top in range(0, 16):
    x = uuid.UUID(int=(top << 60) << 4 | 0x1234)
    y = uuid.UUID(int=top << 60 << 64 >> 64 << 0 | (top << 60))
    print(top, x.variant, x.version, y.variant, y.version, str(y))
print(sorted(uuid.__all__) if hasattr(uuid, '__all__') else None)
print(f'{u}', '%s' % u, format(u, ''), str(u).upper())
show('format spec', format, u, 'x')

rnd = random.Random(99)
for i in range(300):
    n = rnd.getrandbits(128)
    x = uuid.UUID(int=n)
    y = uuid.UUID(hex=x.hex.upper())
    z = uuid.UUID(bytes=x.bytes)
    q = uuid.UUID(bytes_le=x.bytes_le)
    r = uuid.UUID(fields=x.fields)
    print(str(x), x.variant, x.version, x.time, x.clock_seq, x.node,
          x == y == z == q == r, uuid.UUID(str(x), version=rnd.randint(1, 5)))
    print(uuid.uuid5(x, str(n)), uuid.uuid3(x, x.hex))
