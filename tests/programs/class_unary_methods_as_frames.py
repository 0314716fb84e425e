# Unary special methods (-obj, +obj, ~obj) run as interpreter frames (and
# inlined by tier 2): values of any type, NotImplemented returned as a
# value, errors raised inside them, and the error for a class without one.
class N:
    def __init__(self, v):
        self.v = v

    def __neg__(self):
        return N(-self.v)

    def __pos__(self):
        return self.v

    def __invert__(self):
        if self.v == 1234:
            raise ValueError("no inverse of 1234")
        return N(~self.v)


class Odd:
    def __neg__(self):
        return NotImplemented


def run(n):
    t = 0
    for i in range(n):
        a = N(i)
        t += (-a).v + +a - (~a).v
        if i % 7 == 0:
            t += +(-a)
    return t


print(run(1000))
print(-Odd())
try:
    for i in range(1300):
        ~N(i)
except ValueError as e:
    print("caught", e, i)
try:
    ~Odd()
except TypeError as e:
    print(e)


def deep(k):
    return -N(k) if k < 1000 else ~N(1234)


print(sum((deep(k)).v for k in range(900)))
deep(1000)
