# Unpacking with starred targets and unpacking in for targets.
a, *b, c = [1, 2, 3, 4, 5]
print(a, b, c)
a, *b, c = (1, 2)
print(a, b, c)
*a, b = "xyz"
print(a, b)
a, *b = range(4)
print(a, b)
a, b, *c = {"p": 1, "q": 2}
print(a, b, c)
first, *rest = [2**70, -1]
print(first, rest)
x, (y, z) = 1, (2, 3)
print(x, y, z)
(p, q), r = "ab", [9]
print(p, q, r)
a, *b, c, d = range(10)
print(a, b, c, d)
*init, last = [0]
print(init, last)
for x, *ys in [(1, 2, 3), (4,), (5, 6)]:
    print(x, ys)
for *xs, y in ["ab", "c", "def"]:
    print(xs, y)
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(i, a, b)
for (a, b), c in zip([(1, 2), (3, 4)], "xy"):
    print(a, b, c)
for k, (v1, v2) in {"m": (1, 2), "n": (3, 4)}.items():
    print(k, v1, v2)
total = 0
for a, *mid, z in [[0, 1], [1, 2, 3], [4, 5, 6, 7]]:
    total += a + z + len(mid)
print(total)
acc = 0
i = 0
while i < 300:
    h, *t = [i, i + 1, i + 2]
    acc += h + sum(t)
    i += 1
print(acc)
s1, s2, s3 = {10}, {20}, {30}
print(s1, s2, s3)
a, b = b, a = 1, 2
print(a, b)
x = [1, 2, 3]
x[0], x[2] = x[2], x[0]
print(x)
head, *tail = "trellis"
print(head, "".join(tail))
