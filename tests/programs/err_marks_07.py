# CPython 3.11's ~~^~~ markers under the failing expression.
t = (1, 2)
a, b, c = t
