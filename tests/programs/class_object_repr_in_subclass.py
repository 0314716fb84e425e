# object.__repr__, object.__str__ and object.__hash__ reached from a
# program's own special methods, directly and through super().


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        base = object.__repr__(self)
        # The address differs between runs; the shape does not.
        return "Point" + base[: base.index(" at ")].replace("<__main__.Point object", "") + f"({self.x}, {self.y})"

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))


class Labelled(Point):
    def __repr__(self):
        return "Labelled:" + super().__repr__()

    def __str__(self):
        return "<" + super().__str__() + ">"


p = Labelled(1, 2)
print(repr(p))
print(str(p))
print(object.__repr__(p).startswith("<__main__.Labelled object at 0x"))
print(object.__str__(p))
# Identity hash, whatever __hash__ says, and stable.
print(object.__hash__(p) == object.__hash__(p), object.__hash__(p) == hash(p))
print(super(Labelled, p).__hash__() == hash((1, 2)))


class Plain:
    pass


q = Plain()
print(repr(q) == object.__repr__(q), str(q) == repr(q))
print(object.__eq__(q, q), object.__eq__(q, p), object.__ne__(q, p))
