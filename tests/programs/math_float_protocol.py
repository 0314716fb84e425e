"""The math functions of real arguments take any object with __float__
(Fraction, Decimal, a class of the program's), as CPython's
PyFloat_AsDouble does; errors keep CPython's messages."""

import math
from decimal import Decimal
from fractions import Fraction


class Meters:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        return self.v * 1.0


class Liar:
    def __float__(self):
        return 3


class Broken:
    def __float__(self):
        raise ValueError("no float for you")


class Plain:
    pass


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {r!r}")


third = Fraction(1000, 3)
show("log10 fraction", lambda: round(math.log10(third), 9))
show("sqrt fraction", lambda: math.sqrt(Fraction(9, 4)))
show("sqrt decimal", lambda: math.sqrt(Decimal("2.25")))
show("exp decimal", lambda: round(math.exp(Decimal(1)), 9))
show("log base", lambda: round(math.log(Fraction(8), 2), 9))
show("log of base fraction", lambda: round(math.log(8, Fraction(2)), 9))
show("atan2", lambda: round(math.atan2(Fraction(1), Meters(1)), 9))
show("hypot", lambda: math.hypot(Meters(3), Fraction(4)))
show("pow", lambda: round(math.pow(Meters(2), Fraction(1, 2)), 9))
show("fabs", lambda: math.fabs(Decimal("-1.5")))
show("copysign", lambda: math.copysign(Meters(2), Decimal(-1)))
show("ldexp", lambda: math.ldexp(Fraction(3, 4), 3))
show("ldexp fraction exponent", lambda: math.ldexp(1.0, Fraction(3)))
show("isfinite", lambda: math.isfinite(Fraction(1, 3)))
show("isinf", lambda: math.isinf(Meters(float("inf"))))
show("isnan", lambda: math.isnan(Decimal("NaN")))
show("isclose", lambda: math.isclose(Fraction(1, 3), Meters(1 / 3)))
show("degrees", lambda: round(math.degrees(Meters(math.pi)), 9))
show("sin", lambda: round(math.sin(Fraction(1, 2)), 12))
show("floor", lambda: math.floor(Fraction(7, 2)))
show("ceil", lambda: math.ceil(Decimal("2.1")))
show("sqrt of domain error", lambda: math.sqrt(Fraction(-1)))
show("non-float __float__", lambda: math.sqrt(Liar()))
show("__float__ raises", lambda: math.exp(Broken()))
show("no __float__", lambda: math.sqrt(Plain()))
show("string", lambda: math.cos("1"))
total = 0.0
for i in range(1, 200):
    total += math.sqrt(Fraction(i, 7)) + math.log(Meters(i))
print(round(total, 9))


# An int subclass with its own __float__ is that float to the float
# functions; an object with only __index__ is its int to all of them.
class Half(int):
    def __float__(self):
        return int(self) / 2


class Seven:
    def __index__(self):
        return 7


class BadIndex:
    def __index__(self):
        return "7"


show("int subclass sqrt", lambda: math.sqrt(Half(8)))
show("int subclass log", lambda: round(math.log(Half(16)), 12))
show("int subclass floor", lambda: math.floor(Half(9)))
show("int subclass factorial", lambda: math.factorial(Half(5)))
show("__index__ sqrt", lambda: round(math.sqrt(Seven()), 12))
show("__index__ factorial", lambda: math.factorial(Seven()))
show("__index__ gcd", lambda: math.gcd(Seven(), 21, Seven()))
show("__index__ lcm", lambda: math.lcm(Seven(), 3))
show("__index__ comb", lambda: math.comb(Seven(), 2))
show("__index__ perm", lambda: math.perm(Seven(), 2))
show("__index__ isqrt", lambda: math.isqrt(Seven()))
show("bad __index__", lambda: math.factorial(BadIndex()))
show("bad __index__ float", lambda: math.sqrt(BadIndex()))
show("no __index__", lambda: math.factorial(Plain()))
