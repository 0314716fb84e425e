# PEP 604 unions: X | Y of types, in annotations and isinstance.


def parse(text: str, default: int | None = None) -> int | str:
    try:
        return int(text)
    except ValueError:
        return default if default is not None else text


print(parse("12"), parse("x"), parse("y", 0))

Number = int | float
print(Number)
print(int | str | None)
print(None | int)
print(int | int)
print(isinstance(3, Number), isinstance(2.5, Number), isinstance("3", Number))
print(isinstance(None, int | None), isinstance([], int | None))
print(issubclass(bool, int | str), issubclass(list, int | str))


class Shape:
    pass


class Circle(Shape):
    pass


print(Shape | None)
print(isinstance(Circle(), Shape | int))
print(type(int | str))
x: list[int] | None = None
print(x)
try:
    isinstance(1, (int, None))
except TypeError as e:
    print("TypeError:", e)
try:
    print(3 | str)
except TypeError as e:
    print("TypeError:", e)
