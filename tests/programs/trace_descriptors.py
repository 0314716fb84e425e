# Attribute reads through descriptors written in Python, in hot loops:
# namedtuple fields, a data descriptor, a non-data descriptor that an
# instance attribute hides, a descriptor whose __get__ raises or changes
# type midway, and a class whose descriptor is replaced while the loop runs.
from collections import namedtuple


class Field:
    def __init__(self, i):
        self.i = i

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return obj.vals[self.i]

    def __set__(self, obj, v):
        raise AttributeError("read-only field")


class Lazy:
    # Non-data: an instance attribute of the same name wins.
    def __get__(self, obj, cls=None):
        return "lazy-" + cls.__name__


class Pair:
    a = Field(0)
    b = Field(1)
    tag = Lazy()

    def __init__(self, x, y):
        self.vals = (x, y)


Point = namedtuple("Point", "x y")

pairs = [Pair(i, 2 * i) for i in range(300)]
pts = [Point(i, -i) for i in range(300)]
t = 0
tags = {}
for rep in range(40):
    for p, q in zip(pairs, pts):
        t += p.a - p.b + q.x * q.y
        tags[p.tag] = tags.get(p.tag, 0) + 1
print(t, sorted(tags.items()))

# An instance attribute hides the non-data descriptor from then on.
for k, p in enumerate(pairs):
    if k % 3 == 0:
        p.tag = "own"
tags = {}
for rep in range(20):
    for p in pairs:
        tags[p.tag] = tags.get(p.tag, 0) + 1
print(sorted(tags.items()))

# Writing a data descriptor's attribute raises its error.
try:
    pairs[0].a = 5
except AttributeError as e:
    print("AttributeError:", e)


class Flaky:
    def __get__(self, obj, cls=None):
        n = obj.n
        if n == 777:
            raise KeyError(n)
        if n > 900:
            return "big"
        return n


class Holder:
    v = Flaky()

    def __init__(self, n):
        self.n = n


hs = [Holder(n) for n in range(1000)]
total = 0
kinds = {}
for h in hs:
    try:
        x = h.v
    except KeyError as e:
        print("KeyError", e)
        continue
    kinds[type(x).__name__] = kinds.get(type(x).__name__, 0) + 1
    if isinstance(x, int):
        total += x
print(total, sorted(kinds.items()))

# The class's descriptor replaced while a loop reads it.
acc = []
for i in range(200):
    if i == 120:
        Pair.a = Field(1)
    acc.append(pairs[5].a)
print(acc[118:123], sum(acc))
print(Pair.a.i, Point.x.__doc__, pts[3], pts[3]._replace(y=9))
