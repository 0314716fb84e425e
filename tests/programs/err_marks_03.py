# CPython 3.11's ~~^~~ markers under the failing expression.
a = 'x'
b = a ** 2
