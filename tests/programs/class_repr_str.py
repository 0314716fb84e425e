# __repr__ and __str__: which one print, str(), repr(), containers, f-strings use.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
    def __str__(self):
        return "(%s, %s)" % (self.x, self.y)

p = Point(1, 2)
print(p)
print(str(p), repr(p))
print([p, Point("a", 2.5)])
print((p,), {"k": p}, {p.x: [p]})
print(f"{p} {p!r} {p!s}")
print("%s and %r" % (p, p))
print("{} and {!r}".format(p, p))

# only __repr__: str() falls back to it
class OnlyRepr:
    def __repr__(self):
        return "<OnlyRepr>"
o = OnlyRepr()
print(o, str(o), repr(o), [o])

# only __str__: containers still use repr (not shown, it would include an address)
class OnlyStr:
    def __str__(self):
        return "only-str"
s = OnlyStr()
print(s, str(s), "%s" % s, f"{s}")
print(repr(s).startswith("<__main__.OnlyStr object at "))

# repr of nested custom objects
class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)
    def __repr__(self):
        if not self.children:
            return "Tree(%r)" % self.value
        return "Tree(%r, %r)" % (self.value, self.children)

t = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
print(t)
print(repr(t) == str(t))

# inherited __repr__ using type(self).__name__
class Base:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "%s(v=%r)" % (type(self).__name__, self.v)
class Derived(Base):
    pass
print(Base(1), Derived("x"), [Derived([1])])

# __format__ is separate from __str__
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __str__(self):
        return "$%d.%02d" % divmod(self.cents, 100)
    def __format__(self, spec):
        if spec == "short":
            return "$%d" % (self.cents // 100)
        return format(str(self), spec)
m = Money(12345)
print(m, f"{m:short}", f"[{m:>10}]", "{:<9}|".format(m))

# repr of a class and of builtin types
print(Point, repr(Point), str(int), [list, dict])
