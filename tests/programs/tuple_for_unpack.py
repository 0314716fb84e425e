# for a, b in list_of_tuples, plus tuples built in loops.
pairs = [(1, "one"), (2, "two"), (3, "three")]
for num, name in pairs:
    print(num, name)
points = []
for i in range(5):
    points.append((i, i * i))
sx = 0
sy = 0
for x, y in points:
    sx += x
    sy += y
print(points, sx, sy)
for a, b in ((1, 2), (3, 4)):
    print(a + b)
for a, b in [[5, 6], (7, 8)]:
    print(a, b)
edges = []
for i in range(300):
    edges.append((i, (i * 7) % 300))
total = 0
for src, dst in edges:
    total += src * dst
print(total)
