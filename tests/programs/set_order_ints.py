# Iteration order of sets of ints: small, large, negative, resizes, removals.
print({5, 3, 1, 4, 2})
print({0, 8, 16, 24, 32})
print({7, 15, 23, 31, 39, 47})
print({100, 200, 300, 400, 500, 600, 700})
print({-1, -2, -3, -4, 0, 1, 2})
print({-100, 50, -7, 1000, 3})
print({2**31, 2**32, 2**33, 2**40, 2**62, 1})
print({2**61 - 1, 2**61, 2**61 + 1, 2**62 + 5, -2**61})
print({-(2**63), 2**63 - 1, 0})
print(set([9, 17, 25, 33, 41, 49, 57, 65]))
s = set()
for i in range(0, 200, 13):
    s.add(i)
print(s)
s = set()
for i in range(60):
    s.add(i * 37 % 101)
print(list(s))
for i in range(0, 101, 2):
    s.discard(i)
print(list(s))
s.add(0)
s.add(200)
s.add(3)
print(list(s))
r = set()
for i in range(1, 40):
    r.add(i * i * i)
print(r)
n = set()
for i in range(30):
    n.add(-i * 1000)
print(n)
print(set(range(20, 0, -1)))
print(set(range(1000, 1050, 3)))
print(set([64, 32, 16, 8, 4, 2, 1, 128, 256, 512]))
m = set(range(50))
for i in range(50):
    if i % 4 != 0:
        m.remove(i)
print(m)
for i in range(100, 130):
    m.add(i)
print(m)
print({1, 2, 3} | {1000, 2000}, {33, 1, 65} | {97})
print(set([-5, -13, -21, 3, 11]))
print({True, False, 2}, {False, True}, {1.0, 2, 3.0})
