# Rich comparisons: __eq__, __ne__ defaulting, __lt__ etc., reflection and
# NotImplemented, chained comparisons on instances.
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __le__(self, other):
        return self == other or self < other

a, b, c = Version("1.2"), Version("1.10"), Version("1.2")
print(a == c, a != c, a == b, a != b)
print(a < b, b < a, a <= c, a <= b, b <= a)
# __gt__ is not defined: Python reflects to the other operand's __lt__
print(b > a, a > b, b >= a)
print(a < b < Version("2.0"), a < b < Version("1.3"))
print(a == "1.2", a != "1.2")
try:
    a < "1.2"
except TypeError as e:
    print("TypeError:", e)

# ordering methods called in a traceable way
class Traced:
    def __init__(self, name):
        self.name = name
    def __eq__(self, other):
        print("  %s.__eq__(%s)" % (self.name, other.name))
        return NotImplemented
    def __lt__(self, other):
        print("  %s.__lt__(%s)" % (self.name, other.name))
        return NotImplemented
    def __gt__(self, other):
        print("  %s.__gt__(%s)" % (self.name, other.name))
        return NotImplemented

x, y = Traced("x"), Traced("y")
print("x == y ->", x == y)
print("x != y ->", x != y)
try:
    x < y
except TypeError as e:
    print("TypeError:", e)

# a subclass's reflected method is tried first
class Num:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print("  Num.__lt__")
        return self.v < other.v
    def __gt__(self, other):
        print("  Num.__gt__")
        return self.v > other.v
class SubNum(Num):
    def __gt__(self, other):
        print("  SubNum.__gt__")
        return self.v > other.v
print(Num(1) < SubNum(2))
print(Num(1) < Num(2))

# default equality is identity
class Plain:
    pass
p, q = Plain(), Plain()
print(p == p, p == q, p != q, p in [q, p], p in [q])

# comparisons used by max/min and in
print(max([Version("0.9"), Version("1.0.1"), Version("1.0")]))
print(min(Version(s) for s in ["3.1", "2.7", "3.10"]))
print(Version("2.7") in [Version("3.0"), Version("2.7")])
