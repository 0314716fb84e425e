# Tuple items read by index in hot loops (tier 2 reads them in place):
# negative indexes, an index out of range caught, a list arriving where
# tuples were, records with mixed item types.
def area(rects):
    t = 0
    for r in rects:
        t += (r[2] - r[0]) * (r[3] - r[1])
    return t


def last_first(ps):
    t = 0
    for p in ps:
        t += p[-1] - p[-len(p)]
    return t


def probe(ps, k):
    hits = 0
    for p in ps:
        try:
            hits += p[k]
        except IndexError as e:
            print("IndexError", e, len(p))
            return hits
    return hits


rects = [(i, i + 1, i * 2 + 3, i * 3 + 5) for i in range(300)]
print(area(rects))
print(last_first([(i, i * 2, i * 3) for i in range(200)]))
mixed = [(1, 2, 3)] * 150 + [[4, 5, 6]] * 50 + [(7, 8, 9)] * 100
print(last_first(mixed))
print(probe([(i, i) for i in range(100)] + [(1,)], 1))
records = [("n%d" % i, i * 0.5, i % 3 == 0) for i in range(300)]
total = 0.0
names = 0
for rec in records:
    if rec[2]:
        total += rec[1]
        names += len(rec[0])
print(total, names)
print(area([(0, 0, 2 ** 40, 2 ** 40)] * 3))
