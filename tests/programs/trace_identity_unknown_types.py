# `a is b` where neither side is a constant and the types vary from one
# iteration to the next: objects of two classes, None, booleans, small
# ints, lists, tuples, functions and classes, compared inside hot loops.


class Red:
    pass


class Blue:
    def __init__(self, n):
        self.n = n


def f():
    return 1


shared = [1, 2]
pool = [Red(), Blue(1), None, True, False, 3, shared, (1, 2), f, Red, Blue(2)]


def count_same(items, probe):
    same = 0
    for x in items:
        if x is probe:
            same += 1
        if probe is not x:
            same += 100
    return same


def pairs(items):
    total = 0
    for a in items:
        for b in items:
            if a is b:
                total += 1
    return total


def nearest(objs, skip):
    # The ray tracer's shape: every object but one.
    hits = []
    for o in objs:
        if o is not skip:
            hits.append(type(o).__name__)
    return hits


totals = []
for probe in pool + [[1, 2], shared, 256, -5]:
    totals.append(count_same(pool * 20, probe))
print(totals)
print(pairs(pool * 6))
print(nearest(pool * 3, pool[1]))
print(nearest(pool * 3, None)[:12])
seen = 0
for i in range(300):
    a = pool[i % len(pool)]
    b = pool[(i * 7) % len(pool)]
    if a is b:
        seen += 1
    elif a is not None and b is not None and type(a) is type(b):
        seen += 1000
print(seen)
