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
