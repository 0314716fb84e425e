# `a != b` on classes that define `__eq__` and no `__ne__`: object's
# `__ne__` runs `__eq__` and negates its answer (the truth of any value),
# passes a `NotImplemented` on to the right operand's `__ne__` and then to
# identity; a subclass's `__ne__` goes first. Hot enough to be traced.


class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, o):
        if not isinstance(o, P):
            return NotImplemented
        return self.x == o.x and self.y == o.y


class Weird:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return self.v


class Q(P):
    def __ne__(self, o):
        return "Q.ne"


class Never:
    def __eq__(self, o):
        return NotImplemented


class Truthy:
    def __init__(self, t):
        self.t = t

    def __bool__(self):
        return self.t


class Odd:
    def __init__(self, t):
        self.t = t

    def __eq__(self, o):
        return Truthy(self.t)


def run(n):
    pts = [P(i % 7, i % 3) for i in range(n)]
    base = P(1, 1)
    diff = 0
    for p in pts:
        if p != base:
            diff += 1
    weird = 0
    for i in range(n):
        if Weird(i % 4) != Weird(0):
            weird += 1
    odd = []
    for i in range(n):
        r = P(i, i) != (i if i % 50 else Q(i, i))
        if i % 50 == 0:
            odd.append(r)
    other = 0
    for i in range(n):
        other += P(i, 0) != "s"
    never = 0
    for i in range(n):
        a = Never()
        never += (a != Never()) + (a != a)
    truthy = 0
    for i in range(n):
        truthy += Odd(i % 3 == 0) != 1
    return diff, weird, odd[:3], other, never, truthy


print(run(3000))
print(P(1, 2) != P(1, 2), P(1, 2) != P(2, 1), P(1, 2) != None)
print(P(1, 1) != Q(1, 1), Q(1, 1) != P(1, 1))
print("__ne__" in P.__dict__, "__ne__" in Q.__dict__)


class Boom:
    def __eq__(self, o):
        raise ValueError("boom %d" % o)


def boom(n):
    k = 0
    for i in range(n):
        try:
            Boom() != (i if i != 150 else -1)
        except ValueError as e:
            k += 1
            if i == 150:
                print("caught", e)
    return k


print(boom(200))


class BadBool:
    def __bool__(self):
        raise TypeError("no truth")


class GivesBad:
    def __eq__(self, o):
        return BadBool()


try:
    GivesBad() != 1
except TypeError as e:
    print("TypeError:", e)
