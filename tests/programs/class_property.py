# @property with getter, setter and deleter; computed and validated attributes.
class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius          # goes through the setter

    @property
    def celsius(self):
        print("  get celsius")
        return self._c

    @celsius.setter
    def celsius(self, value):
        print("  set celsius", value)
        if value < -273:
            raise ValueError("below absolute zero")
        self._c = value

    @celsius.deleter
    def celsius(self):
        print("  delete celsius")
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

t = Temperature(25)
print(t.celsius)
t.celsius = 100
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
print(t._c)

# read-only property
try:
    t.fahrenheit = 0
except AttributeError as e:
    print("AttributeError:", e)

del t.celsius
print(hasattr(t, "_c"))
try:
    t.celsius
except AttributeError as e:
    print("AttributeError:", e)

# computed properties that depend on other attributes
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
    @property
    def size(self):
        return (self.w, self.h)
    @size.setter
    def size(self, pair):
        self.w, self.h = pair

r = Rect(2, 3)
print(r.area, r.size)
r.size = (10, 4)
print(r.area, r.w, r.h)
r.w = 1
print(r.area)

# properties are class attributes; inherited and overridden
print(type(Rect.__dict__["area"]).__name__)

class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
    @property
    def area(self):
        return "square area %d" % (self.w * self.h)
print(Square(5).area, Square(5).size)
