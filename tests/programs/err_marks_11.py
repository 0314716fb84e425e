# CPython 3.11's ~~^~~ markers under the failing expression.
assert 1 == 2, 'nope'
