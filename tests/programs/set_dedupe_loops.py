# Sets in hot loops: membership, dedupe, building from functions.
def uniq_count(xs):
    seen = set()
    for x in xs:
        seen.add(x)
    return len(seen)

def first_repeat(xs):
    seen = set()
    for x in xs:
        if x in seen:
            return x
        seen.add(x)
    return -1

data = []
v = 7
for i in range(500):
    v = (v * 31 + 11) % 97
    data.append(v)
print(uniq_count(data), first_repeat(data))
s = set(data)
print(len(s), min(s), max(s), sum(s))
print(list(s)[:15])
hits = 0
for i in range(1000):
    if i % 97 in s:
        hits += 1
print(hits)
pairs = set()
for i in range(60):
    pairs.add((i % 6, i % 4))
print(len(pairs), sorted(pairs)[:5])
print(pairs)
evens = set(range(0, 300, 2))
threes = set(range(0, 300, 3))
both = evens & threes
print(len(both), len(evens | threes), len(evens - threes), len(evens ^ threes))
print(sorted(both)[:10])
total = 0
for x in both:
    total += x
print(total)
strs = set()
for i in range(100):
    strs.add(str(i % 13))
print(sorted(strs), len(strs))
print(strs)
growing = set()
sizes = []
for i in range(100):
    growing.add(i * i)
    if i % 10 == 0:
        sizes.append(len(growing))
print(sizes)
shrink = set(range(100))
while len(shrink) > 90:
    shrink.pop()
print(shrink)
