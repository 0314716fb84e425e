# CPython 3.11's ~~^~~ markers under the failing expression.
d = {'a': {'b': 1}}
v = d['a']['c']
