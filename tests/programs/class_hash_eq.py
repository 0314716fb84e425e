# __hash__ and __eq__: instances as dict keys and set members, unhashable
# classes, and the default identity hash.
class Coord:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        return isinstance(other, Coord) and (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return "C(%d,%d)" % (self.x, self.y)

a, b = Coord(1, 2), Coord(1, 2)
print(a == b, a is b, hash(a) == hash(b))
s = {a, b, Coord(2, 1)}
print(len(s), sorted(s, key=lambda c: (c.x, c.y)))
d = {a: "first"}
d[b] = "second"
print(d, d[Coord(1, 2)], Coord(1, 2) in d, Coord(9, 9) in d)
visited = set()
for step in [(0, 0), (0, 1), (0, 0), (1, 1), (0, 1)]:
    c = Coord(*step)
    print(step, "seen" if c in visited else "new")
    visited.add(c)
print(len(visited))

# defining __eq__ without __hash__ makes instances unhashable
class NoHash:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
print(NoHash.__hash__)
try:
    {NoHash(1)}
except TypeError as e:
    print("TypeError:", e)
try:
    hash(NoHash(1))
except TypeError as e:
    print("TypeError:", e)
print(NoHash(1) == NoHash(1), NoHash(1) in [NoHash(2), NoHash(1)])

# a class without __eq__ hashes by identity
class Ident:
    pass
i1, i2 = Ident(), Ident()
print(len({i1, i2, i1}), {i1: 1}.get(i1), {i1: 1}.get(i2))
print(hash(i1) == hash(i1))

# __hash__ = None explicitly
class Mutable:
    __hash__ = None
try:
    hash(Mutable())
except TypeError as e:
    print("TypeError:", e)

# subclass that re-enables hashing of an inherited __eq__
class Frozen(NoHash):
    def __hash__(self):
        return hash(self.v)
print(len({Frozen(1), Frozen(1), Frozen(2)}))

# equal hash but unequal values: both kept
class SameHash:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 7
    def __eq__(self, other):
        return self.v == other.v
    def __repr__(self):
        return "S%d" % self.v
print(sorted({SameHash(1), SameHash(2), SameHash(1)}, key=lambda s: s.v))
counts = {}
for v in [3, 1, 3, 2, 3]:
    k = SameHash(v)
    counts[k] = counts.get(k, 0) + 1
print(counts)
