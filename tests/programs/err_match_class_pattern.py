"""A class pattern with more positional sub-patterns than __match_args__
allows, uncaught: CPython's TypeError, raised at the case's pattern."""


class Pair:
    __match_args__ = ("a",)

    def __init__(self, a, b):
        self.a = a
        self.b = b


def show(p):
    match p:
        case Pair(1):
            return "one"
        case Pair(x, y):
            return f"{x} {y}"


print(show(Pair(1, 2)))
print(show(Pair(3, 4)))
