# A trace leaves inside an inlined __eq__ (or __ne__) and the method then
# returns NotImplemented: the comparison goes on with the reflected method,
# as CPython's does, instead of giving NotImplemented as its value.
class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        w = other.v
        if w == 7.5:
            return NotImplemented
        return self.v == w

    def __ne__(self, other):
        w = other.v
        if w == 7.5:
            return NotImplemented
        return self.v != w


def run(items):
    eq = []
    ne = []
    for a, b in items:
        eq.append(a == b)
        ne.append(a != b)
    return eq, ne


items = [(K(i), K(i % 3)) for i in range(200)]
items.append((K(1), K(7.5)))
items.append((K(7.5), K(7.5)))
eq, ne = run(items)
print(eq[-4:], ne[-4:])
print(sum(eq), sum(ne))
