# set.update / |= with various iterables: resulting iteration order.
def eights(n):
    out = []
    for i in range(n):
        out.append(i * 8)
    return out

r = eights(30)
d = {}
for v in r:
    d[v] = 1
s = set()
s.update(r)
print(s)
s = set()
s.update(tuple(r))
print(s)
s = set()
s.update(range(0, 240, 8))
print(s)
s = set()
s.update(d)
print(s)
s = set()
s.update(d.keys())
print(s)
s = set()
s |= set(r)
print(s)
base = set(r)
x = set(base)
x.update(range(7, 100, 7))
print(x)
x = set(base)
for v in range(7, 100, 7):
    x.add(v)
print(x)
x = set(base)
x.update([5, 13, 21], (29, 37), range(45, 100, 8))
print(x)
x = base.copy()
x |= set(range(3, 60, 3))
print(x)
print(set().union(r), set(r).union(range(1, 50, 8)))
print(len(x), len(base))
