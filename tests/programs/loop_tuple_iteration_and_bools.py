# Hot loops over tuples (constant and made at run time, empty, nested,
# replaced by a list or a str partway) and comparisons of bools with
# bools, with ints and with other types: tier 2's answers must be the
# interpreter's.
def small_factor(n):
    for p in (2, 3, 5, 7, 11, 13):
        if n % p == 0:
            return p
    return 0


print(sum(small_factor(n) for n in range(1, 5000)))

total = 0
for i in range(3000):
    t = (i, i + 1, i * 2) if i % 4 else ()
    for x in t:
        total += x
    for a, b in ((1, 2), (3, 4)):
        total += a * b
print(total)

seqs = [(1, 2, 3), [4, 5], "67", (8,), range(2)]
acc = []
for i in range(2500):
    s = seqs[(i // 500) % len(seqs)]
    k = 0
    for x in s:
        k = k * 10 + int(x)
    acc.append(k)
print(acc[0], acc[500], acc[1000], acc[1500], acc[2000], len(acc))

flags = [i % 3 == 0 for i in range(4000)]
same = diff = lt = ge = 0
for n in range(1, 4000):
    a = n % 3 == 0
    b = flags[n - 1]
    if a != b:
        diff += 1
    if a == flags[n]:
        same += 1
    if a < b:
        lt += 1
    if a >= b:
        ge += 1
print(same, diff, lt, ge)

mixed = [True, False, 1, 0, 1.0, None, "x"]
out = []
for i in range(2100):
    v = mixed[i // 300]
    out.append((v == True, v != False))
print(out[0], out[300], out[600], out[900], out[1200], out[1500], out[1800])
try:
    for i in range(3000):
        w = True if i < 2500 else None
        if w < True:
            pass
except TypeError as e:
    print(i, e)
