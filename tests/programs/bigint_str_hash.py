# str/repr of big ints and hash() of ints, big ints, floats, bools and tuples.
nums = [0, 1, -1, -2, 2**31, 2**61 - 2, 2**61 - 1, 2**61, 2**61 + 1, -(2**61) + 1, -(2**61), 2**62, 2**63, -(2**63), 2**64, 2**100, -(2**100), 10**50, -(10**50) + 3]
for n in nums:
    print(str(n), repr(n), hash(n))
floats = [0.0, -0.0, 0.5, 1.5, -1.5, 0.1, 1e300, -1e300, 1e-300, 2.0**61, 2.0**62, float('inf'), float('-inf'), 123.456, 3.0]
for f in floats:
    print(repr(f), hash(f))
print(hash(True), hash(False), hash(1) == hash(1.0) == hash(True), hash(2**70) == hash(2.0**70))
print(hash(()), hash((1,)), hash((1, 2)), hash((1, 2, 3)), hash((-1, -2)), hash((0.5, 2**80)), hash(((1, 2), (3,))))
print(hash("abc"), hash(""), hash(("a", 1)), hash(frozenset()), hash(None) == hash(None))
print(hash(2**61 - 1) == 0, hash(-(2**61 - 1)) == 0, hash(-1), hash(-(2**61) - 1))
s = 0
i = 0
while i < 300:
    s = s ^ hash(3**i) ^ hash(-(7**i))
    i += 1
print(s)
print([2**70, -(2**70)], (10**25,), {2**65: 10**21}, repr(10**40), str(-(10**40)))
print(f"{2**100}", f"{-(3**50)}", "%d" % 2**80, str(2**64).zfill(25), len(repr(2**1000)))
