# The complex type: literals, the constructor, arithmetic with ints and
# floats on either side, CPython's repr and format, hashing, comparison
# and the messages of what complex numbers refuse.
nan = float("nan")
print(1j, 2.5j, 1e16j, -2j, 0j, -0j, 3 + 4j, 3 - 4j, -(1 + 2j), +(1j))
print(repr(complex(1, nan)), repr(complex(1, -nan)), repr(complex(nan, 1)))
print(complex(-0.0, 0), complex(0.0, -0.0), complex(-0.0, -0.0), complex(1.5, -0.0))
print(complex(), complex(2), complex(True), complex(2 ** 70), complex(2.5, 1))
print(complex(1 + 2j, 3 + 4j), complex(real=1, imag=2), complex(imag=3), complex(4j, 1))

print((1 + 2j) / (3 + 4j), (1 + 2j) * (3 - 1j), 1j * 1j, 3 - 1j, 1.5 * 2j, 2j / 2, 7 / (1 + 1j))
print(1j ** 2, (1 + 1j) ** 3, (2 + 0j) ** 0.5, (1 + 1j) ** -2, 2 ** (1 + 1j), 10 ** 1j, 0j ** 0)
print(2 ** 0.5j, (1j) ** -1, pow(2j, 2), pow(1j, -1), (3 + 4j) ** 0.5, (1 + 1j) ** (2 - 1j))
print((-8) ** (1 / 3), (-2.0) ** 0.5, pow(-4, 0.25), (-8.0) ** -1.5)
print(abs(3 + 4j), abs(-5j), abs(1e300 + 1e300j) > 1e300, bool(0j), bool(-0j), bool(1e-300j))

x = 3 + 4j
x *= 2
x -= 1j
x /= 2
x **= 2
x += 1
print(x, x.real, x.imag, type(x.real).__name__, x.conjugate(), (1j).imag.is_integer())

print(hash(1 + 0j) == hash(1), hash(2.5 + 0j) == hash(2.5), hash(1j), hash(2.5 + 1j), hash(-1 + 0j))
print(1 + 0j == 1, 1j == 1j, (1 + 0j) == True, 2j == 2, 1.5 + 0j == 1.5, 2 ** 60 + 0j == 2 ** 60)
print((1 + 2j) != (1 + 2j), 1j != 1, {1: "one"}[1 + 0j], {1j: "a", 2: "b"}, len({1j, 1j, 1 + 0j, 1}))
print(1j in [0, 1j], [1j, 2j].index(2j), sorted([3j, 1j, 2j], key=abs), sum([1j, 2, 3.5]))

print(complex("1+2j"), complex(" ( -j ) "), complex("1e-3-2.5E+1J"), complex("3"), complex("1_0j"))
print(complex("infj"), complex("-inf+nanj"), complex("  -1.5e3J "), complex("j"), complex("+j"))
for bad in ["", "1+", "j1", "1+2i", "(1+2j", "1..2j", "1e+j", "+ 1j", "1 + 2j", "nanjj", "()"]:
    try:
        print(complex(bad))
    except ValueError as e:
        print(repr(bad), e)

print(format(1 + 2j, ".2f"), format(1 + 2j, ""), format(1j, ">10"), f"{3 - 4j:g}", format(1.5 + 2j, "10.3f"))
print(format(1 + 2j, "*^20"), format(-1j, "+"), format(1j, " "), "{:.1f}".format(x), format(x, "^30.2e"))
print(f"{x}", f"{x!r}", "%s" % x, "%r" % (1j,), str(-0j), [complex(i, -i) for i in range(3)])

print(type(1j), complex, isinstance(1j, complex), isinstance(1j, (int, float)), type(1j) is complex)
print(complex.conjugate(1 + 2j), (1 + 2j).__class__.__name__, issubclass(complex, object))


class Temperature:
    def __init__(self, t):
        self.t = t

    def __float__(self):
        return float(self.t)


print(complex(Temperature(2)), complex(Temperature(1), Temperature(3)))

errors = [
    lambda: 0j ** -1, lambda: (1 + 1j) // 2, lambda: (1 + 1j) % 2, lambda: divmod(1j, 2),
    lambda: (1 + 1j) < 2, lambda: 1j >= 1j, lambda: 1 / 0j, lambda: 1j / 0, lambda: round(1j),
    lambda: int(1j), lambda: float(1j), lambda: pow(1j, 2, 3), lambda: (1e200 + 1e200j) ** 2,
    lambda: abs(complex(1e308, 1e308)), lambda: complex("1+2j", 3), lambda: complex(1, "2"),
    lambda: complex([]), lambda: complex(1, []), lambda: complex(1, 2, 3), lambda: 1j.foo,
    lambda: (1 + 1j).conjugate(1), lambda: ~1j, lambda: 1j & 1, lambda: "a" + 1j,
    lambda: format(1j, "d"), lambda: format(1j, "010"), lambda: format(1j, "=10"),
]
for f in errors:
    try:
        print(f())
    except (TypeError, ValueError, ZeroDivisionError, OverflowError, AttributeError) as e:
        print(type(e).__name__ + ":", e)

import numbers

print(isinstance(1j, numbers.Complex), isinstance(1j, numbers.Real), isinstance(1.0, numbers.Complex))


# A class deriving from complex: its instances are complex numbers with the
# class's own methods, and arithmetic gives plain complex results.
class Phasor(complex):
    def norm2(self):
        return self.real ** 2 + self.imag ** 2

    def __repr__(self):
        return "Phasor" + complex.__repr__(self)


class Polar(complex):
    def __new__(cls, r, phi):
        import cmath
        return super().__new__(cls, cmath.rect(r, phi))


p = Phasor(3, 4)
print(p, repr(p), type(p).__name__, isinstance(p, complex), p.norm2(), abs(p), -p, p.conjugate())
print(p + 1, type(p + 1).__name__, p * 2j, 2j * p, p / 2, p ** 2, p == 3 + 4j, hash(p) == hash(3 + 4j))
print(Phasor("1+2j"), Phasor(), p.real, format(p, ".1f"), str(p), complex(p), type(complex(p)).__name__)
q = Polar(2, 0)
print(q, type(q).__name__, {q: 1}, bool(Phasor()))
try:
    print(p < 1)
except TypeError as e:
    print(e)


# Fractions with complex numbers: each side made complex, as CPython's
# fallbacks do (so // and % refuse with both types complex).
from fractions import Fraction as F

h = F(1, 2)
print(h + 1j, 1j + h, h - 1j, 1j - h, h * 2j, 2j * h, h / 1j, 1j / h, h ** 1j, 1j ** h, h == 0.5 + 0j, complex(h))
for f in (lambda: h // 1j, lambda: 1j % h):
    try:
        print(f())
    except TypeError as e:
        print(e)
for f in (lambda: 1j // h, lambda: h % 1j, lambda: divmod(h, 1j), lambda: divmod(1j, h)):
    try:
        print(f())
    except TypeError as e:
        print(e)
