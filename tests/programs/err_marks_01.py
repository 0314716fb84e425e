# CPython 3.11's ~~^~~ markers under the failing expression.
d = {}
x = d['k'] + 1
