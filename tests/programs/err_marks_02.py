# CPython 3.11's ~~^~~ markers under the failing expression.
def f(x):
    return x / 0
result = f(3) + 1
