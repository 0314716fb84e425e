# Properties of the generated UUIDs (the values differ from run to run).
import uuid
import time

seen = set()
for i in range(2000):
    u = uuid.uuid4()
    assert u.version == 4 and u.variant == uuid.RFC_4122, u
    assert u not in seen
    seen.add(u)
    assert uuid.UUID(str(u)) == u
print('uuid4 ok', len(seen))
last = None
t0 = time.time()
for i in range(2000):
    u = uuid.uuid1()
    assert u.version == 1 and u.variant == uuid.RFC_4122
    if last is not None:
        assert u.time > last.time, (u, last)
    last = u
secs = (last.time - 0x01b21dd213814000) / 1e7
print('uuid1 time close to now:', abs(secs - t0) < 60)
u = uuid.uuid1(node=0x123456789abc, clock_seq=0x1234)
print(hex(u.node), hex(u.clock_seq), u.version, u.variant)
u = uuid.uuid1(node=1, clock_seq=0xffff)
print(hex(u.node), hex(u.clock_seq), u.version, u.clock_seq_hi_variant >> 6)
n = uuid.getnode()
print(isinstance(n, int), 0 < n < 1 << 48, uuid.getnode() == n)
print(uuid.uuid1().node == n)
print(uuid.uuid4().is_safe, uuid.uuid3(uuid.NAMESPACE_DNS, 'x').is_safe)
