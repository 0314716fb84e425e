"""match under tier 2 when what the trace saw changes: subjects whose
type alternates (list, tuple, range, str, dict, instances of a class and
its subclass, a namedtuple), an attribute deleted from one instance, a
class whose __match_args__ is reassigned while a loop runs, a property
matched by keyword, and builtin class patterns on values of other types."""

from collections import namedtuple

P = namedtuple("P", "a b")


class A:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class B(A):
    pass


class Prop:
    def __init__(self, v):
        self._v = v

    @property
    def v(self):
        return self._v * 10


def classify(o):
    match o:
        case [x, y, *_]:
            return ("seq", x, y)
        case A(x, y) if x == y:
            return ("same", x)
        case B(x, y):
            return ("b", x + y)
        case A(x=x):
            return ("a", x)
        case P(a, b):
            return ("p", a * b)
        case Prop(v=v):
            return ("prop", v)
        case {"k": k}:
            return ("map", k)
        case int(n) | float(n):
            return ("num", n)
        case str() as s:
            return ("str", len(s))
        case A():
            return ("a-without-x",)
        case _:
            return ("other",)


values = [[1, 2, 3], (4, 5), range(6, 9), "hi", {"k": 7}, A(1, 1), A(1, 2), B(3, 4),
          P(2, 3), Prop(5), 8, 2.5, None, [1], {"j": 0}]
counts = {}
for i in range(6000):
    r = classify(values[i % len(values)] if i % 7 else values[(i * 3) % len(values)])
    counts[r[0]] = counts.get(r[0], 0) + 1
    if i == 3000:
        gone = A(9, 9)
        del gone.x
        values.append(gone)
    if i == 4000:
        A.__match_args__ = ("y", "x")
print(sorted(counts.items()))
print(classify(A(1, 2)), classify(B(5, 6)))
