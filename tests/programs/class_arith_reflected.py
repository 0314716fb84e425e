# Reflected operators and NotImplemented: __radd__ when the left operand
# gives up, both sides giving up, and a subclass's reflected method winning.
# Also __truediv__, __floordiv__, __mod__ and __pow__.
class Meters:
    def __init__(self, m):
        self.m = m
    def __repr__(self):
        return "%gm" % self.m
    def __add__(self, other):
        if isinstance(other, (int, float)):
            return Meters(self.m + other)
        if isinstance(other, Meters):
            return Meters(self.m + other.m)
        return NotImplemented
    __radd__ = __add__
    def __truediv__(self, other):
        return Meters(self.m / other)
    def __floordiv__(self, other):
        return Meters(self.m // other)
    def __mod__(self, other):
        return Meters(self.m % other)
    def __pow__(self, p):
        return Meters(self.m ** p)
print(Meters(2) + 3, 3 + Meters(2), Meters(1) + Meters(0.5), sum([Meters(1), Meters(2)]))
print(Meters(7) / 2, Meters(7) // 2, Meters(7) % 4, Meters(3) ** 2)

# both sides return NotImplemented
class A:
    def __add__(self, o):
        print("  A.__add__")
        return NotImplemented
class B:
    def __radd__(self, o):
        print("  B.__radd__")
        return NotImplemented
try:
    A() + B()
except TypeError as e:
    print("TypeError:", e)

# subclass reflected method takes priority
class Base:
    def __add__(self, o):
        return "Base.__add__"
class Sub(Base):
    def __radd__(self, o):
        return "Sub.__radd__"
print(Base() + Sub(), Sub() + Base())

# augmented assignment without __iadd__ uses __add__, then __radd__ if needed
m = Meters(1)
m += 2
print(m)
total = 10
total += Meters(5)
print(total, type(total).__name__)

# reflected subtraction keeps operand order
class Offset:
    def __init__(self, n):
        self.n = n
    def __sub__(self, other):
        return "Offset(%d) - %r" % (self.n, other)
    def __rsub__(self, other):
        return "%r - Offset(%d)" % (other, self.n)
print(Offset(1) - 5, 5 - Offset(1), [2] - Offset(3))
