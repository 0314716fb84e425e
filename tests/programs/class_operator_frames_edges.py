# Edges of operator methods run as frames: methods taking *args (whose
# locals are not the two operands) answering NotImplemented, operands kept
# alive while the fallback runs guest code that collects, and a subclass on
# the right that goes first only when it overrides the reflected method.
import functools


class A:
    def __add__(self, *args):
        return NotImplemented


class B:
    def __radd__(self, o):
        return "B.radd"


print(A() + B())


class E:
    def __iadd__(self, *a):
        return NotImplemented

    def __add__(self, o):
        return ("E.add got", o)


x = E()
x += 5
print(x)


class H:
    def __lt__(self, *args):
        return NotImplemented


class HB:
    def __gt__(self, o):
        return "HB.gt"


print(H() < HB())


def logged(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)
    return wrapper


class Money:
    def __init__(self, v):
        self.v = v

    @logged
    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.v + other.v)
        return NotImplemented

    @logged
    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented


print(sum([Money(1), Money(2), Money(3)]).v)
try:
    Money(1) + "x"
except TypeError as e:
    print(e)


class Count:
    def __mul__(self, other):
        return NotImplemented

    def __index__(self):
        for k in range(200):
            tmp = [k]
        return 2


bad = 0
for i in range(2000):
    r = Count() * [str(i), i]
    if r != [str(i), i, str(i), i]:
        bad += 1
print("bad", bad)


class P:
    def __add__(self, o):
        return "P.add"

    def __radd__(self, o):
        return "P.radd"


class Q(P):
    pass


class R(P):
    def __radd__(self, o):
        return "R.radd"


class S(P):
    def __add__(self, o):
        return "S.add"


print(P() + Q(), P() + R(), P() + S(), Q() + P())
t = []
for i in range(300):
    t.append(P() + (Q() if i % 2 else R()))
print(t[-2:], t.count("P.add"), t.count("R.radd"))
print(divmod(P(), Q()) if hasattr(P, "__divmod__") else "no divmod")
