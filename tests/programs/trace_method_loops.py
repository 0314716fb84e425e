"""set.update and list.extend of a generator run as loops tier 2 traces
with the generator inlined: results, an unhashable item part way (the
items before it stay added, as in CPython), hot loops."""

s = {1}
s.update(x * 2 for x in range(5))
l = [0]
l.extend(str(x) for x in range(3))
print(sorted(s), l)
def bad():
    yield 1
    yield [2]
try:
    s.update(bad())
except TypeError as e:
    print("TypeError", e, sorted(s))
t = 0
for i in range(3000):
    u = set()
    u.update(j % 7 for j in range(i % 13))
    v = []
    v.extend(j for j in range(i % 5))
    t += len(u) + len(v)
print(t)
