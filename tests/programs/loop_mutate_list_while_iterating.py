# Iterating a list while appending to it sees the new items; rebinding does not.
xs = [1]
for x in xs:
    if x < 6:
        xs.append(x + 1)
print(xs)
ys = [1, 2, 3]
for y in ys:
    ys = [10, 20]
    print(y)
print(ys)
zs = [0, 1, 2, 3, 4, 5]
seen = []
for z in zs:
    seen.append(z)
    if len(zs) > 3:
        zs.pop()
print(seen, zs)
work = [3]
total = 0
for w in work:
    total += w
    if w > 0 and len(work) < 400:
        work.append(w - 1)
        work.append(w - 1)
print(total, len(work))
