"""divmod(), pow() with two and three arguments, math.floor/ceil/trunc
through a class's __divmod__/__rdivmod__, __pow__/__rpow__, __floor__,
__ceil__ and __trunc__, CPython's TypeErrors when a class lacks them, and
slices inside a tuple subscript (m[1, 2:3])."""

import math


class P:
    def __init__(self, v):
        self.v = v

    def __divmod__(self, o):
        return ("divmod", self.v, o)

    def __rdivmod__(self, o):
        return ("rdivmod", o, self.v)

    def __pow__(self, o, m=None):
        return ("pow", self.v, o, m)

    def __rpow__(self, o):
        return ("rpow", o, self.v)

    def __floor__(self):
        return self.v - 1

    def __ceil__(self):
        return self.v + 1

    def __trunc__(self):
        return self.v


class Q:
    pass


p = P(5)
print(divmod(p, 2), divmod(3, p), pow(p, 2), pow(2, p), pow(p, 2, 7), p ** 3, 4 ** p)
print(math.floor(p), math.ceil(p), math.trunc(p))
for f in (lambda: divmod(Q(), 1), lambda: divmod(1, Q()), lambda: pow(Q(), 2, 3),
          lambda: pow(2, Q(), 3), lambda: math.floor(Q()), lambda: math.trunc(Q()),
          lambda: pow(Q(), 2)):
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
class M:
    def __getitem__(self, k):
        return k
    def __setitem__(self, k, v):
        print("set", k, v)
m = M()
print(m[1, 2:3], m[::2, 1:, :], m[1:2], m[1, ...], m[0:1, 5])
m[1:2, 3] = "v"
d = {}
try:
    d[1:2, 3] = 0
except TypeError as e:
    print("TypeError", e)
