from abc import ABC, ABCMeta, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def describe(self):
        return f"{type(self).__name__} area={self.area():.2f}"

class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def perimeter(self): return 4 * self.s

class Half(Shape):
    def area(self): return 1

for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
s = Sq(3)
print(s.describe(), s.perimeter(), isinstance(s, Shape), isinstance(s, ABC), type(Shape).__name__)
print(sorted(Shape.__abstractmethods__), Half.__abstractmethods__, Sq.__abstractmethods__)

class Base(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...

class Impl(Base):
    @property
    def name(self): return "impl"
    @classmethod
    def make(cls): return cls()
print(Impl.make().name)
try:
    Base()
except TypeError as e:
    print("TypeError:", e)

class Plain(ABC):
    pass
print(Plain(), type(Plain()).__name__ ) if False else print(type(Plain()).__name__)

class Sized2(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized2:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented

class Box:
    def __len__(self): return 3

@Shape.register
class Blob:
    def area(self): return 0

print(isinstance(Box(), Sized2), isinstance(1, Sized2), issubclass(list, Sized2), isinstance([], Sized2))
print(isinstance(Blob(), Shape), issubclass(Blob, Shape), isinstance(Sq(1), Shape), isinstance(1, (Shape, int)), isinstance(Blob(), (int, Shape)))
print(issubclass(Sq, (Sized2, Shape)), isinstance("x", Shape))
try:
    issubclass(1, Shape)
except TypeError as e:
    print("TypeError:", e)
t = 0
for i in range(3000):
    if isinstance(Sq(i), Shape) and not isinstance(i, Shape):
        t += 1
print(t)
print("__len__" in list.__dict__, "append" in list.__dict__, "__len__" in int.__dict__, sorted(k for k in str.__dict__ if not k.startswith("_"))[:5])
