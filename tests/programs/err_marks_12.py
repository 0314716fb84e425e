# CPython 3.11's ~~^~~ markers under the failing expression.
o = None
o.y = 1
