# Arithmetic dunders on a vector class: __add__, __sub__, __mul__, __rmul__,
# __neg__, __abs__, __radd__ for sum(), and __iadd__ versus __add__ rebinding.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)
    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(self.x + other.x, self.y + other.y)
        return NotImplemented
    def __radd__(self, other):
        if other == 0:                  # lets sum() start from 0
            return self
        return NotImplemented
    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        if isinstance(k, Vec):          # dot product
            return self.x * k.x + self.y * k.y
        return NotImplemented
    def __rmul__(self, k):
        print("  __rmul__ with", k)
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return self.x * self.x + self.y * self.y
    def __eq__(self, other):
        return isinstance(other, Vec) and (self.x, self.y) == (other.x, other.y)

a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, a * b, -a, abs(b))
print(sum([a, b, Vec(10, 10)]))
print(a + b == Vec(4, 6))
try:
    a + 1
except TypeError as e:
    print("TypeError:", e)
try:
    "s" * a
except TypeError as e:
    print("TypeError:", e)

# in-place without __iadd__ falls back to __add__ and rebinds
v = a
v += b
print(v, a, v is a)

class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __repr__(self):
        return "Bag(%r)" % self.items
    def __add__(self, other):
        print("  Bag.__add__")
        return Bag(self.items + other.items)
    def __iadd__(self, other):
        print("  Bag.__iadd__")
        self.items.extend(other.items)
        return self

x = Bag([1])
alias = x
x += Bag([2])
print(x, alias, x is alias)
y = x + Bag([3])
print(y, x, y is x)
