# CPython 3.11's ~~^~~ markers under the failing expression.
def f():
    return [1][3]
value = [f() for _ in range(2)]
