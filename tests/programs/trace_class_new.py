# Classes built by __new__ in hot loops: namedtuples (whose __new__ takes
# *args and **kwargs), a class with its own __new__ reading class
# attributes, a staticmethod __new__, __new__ returning an object of
# another class, and class attributes read through cls in a loop.
from collections import namedtuple

Point = namedtuple("Point", "x y")
Span = namedtuple("Span", ["lo", "hi"], defaults=[100])


class Scaled:
    FACTOR = 3
    names = ("a", "b")

    def __new__(cls, v):
        self = object.__new__(cls)
        self.v = v * cls.FACTOR + len(cls.names)
        return self


class Other:
    pass


class Maker:
    @staticmethod
    def __new__(cls, kind):
        if kind:
            return object.__new__(cls)
        return Other()


class Base:
    def __new__(cls, n):
        obj = object.__new__(cls)
        obj.n = n
        return obj


class Derived(Base):
    def double(self):
        return self.n * 2


def main():
    total = 0
    pts = []
    for i in range(2000):
        p = Point(i, i * 2)
        s = Span(i)
        total += p.x + p.y + s.lo + s.hi + Scaled(i).v + Derived(i).double()
        if i % 500 == 0:
            pts.append(p)
    print(total, pts, Span(1, 2), Point._fields)
    kinds = [type(Maker(i % 3)).__name__ for i in range(30)]
    print(kinds.count("Maker"), kinds.count("Other"))
    # A class attribute rebound while the loop runs.
    acc = 0
    for i in range(600):
        if i == 300:
            Scaled.FACTOR = 5
        acc += Scaled(1).v
    print(acc)
    try:
        Point(1)
    except TypeError as e:
        print(e)
    try:
        Point(1, 2, 3)
    except TypeError as e:
        print(e)


main()
