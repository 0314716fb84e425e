# CPython 3.11's ~~^~~ markers under the failing expression.
obj = None
obj.method(1, 2)
