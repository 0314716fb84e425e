# fractions.Fraction: construction, arithmetic, comparisons, hashing, rounding, errors.
import math, copy, operator
import numbers
from fractions import Fraction as F
import fractions as _fractions

def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)

# construction
cases = [(), (3,), (-7,), (0,), (6, 4), (6, -4), (-6, -4), (0, -5), (10**30, 6*10**20),
         (True,), (False,), (True, True), (F(3, 4),), (F(3, 4), F(5, 6)), (2, F(1, 3)),
         (F(1, 3), 2), (1.5,), (-0.1,), (0.0,), (-0.0,), (1e300,), (5e-324,), (2.0**-1074,),
         (1, 0), (0, 0), (F(1, 2), 0), (True, False), (1.5, 2), (1, 2.0), ('1', 2), ([],), (None,),
         (float('inf'),), (float('-inf'),), (float('nan'),), (b'1',), (1, None)]
for c in cases:
    show('F%r' % (c,), lambda: F(*c))
show('kw', lambda: F(numerator=3, denominator=9))
show('kw2', lambda: F(denominator=9))

strs = ['1.', '1.d', '1.D', '.5', '5.', '1 / 2', '1/ 2', ' 1/2 ', '1e', '1_', '_1', '1__0', '1.5/2', '+-1',
        '\u0661/\u0662', '1.e5', '.e5', '0x10', 'inf', 'nan', '', '  ', '1/0', '0/0', '-0/5', '1E-3', '1e+3',
        '1_0.0_1e1_0', '3/4', ' -1.5e3 ', '1_000/3', '+7', '-7/-3', '\t\n12/8\n', '3.1415926535897932384626433',
        '-.75', '1e-20', '1.5E+10', '12_34.5_6', '1._5', '1_.5', '1e1_0', '1e_10', '0/1', '00012/0008',
        '1/2/3', '1 2', '1.5e3.2', 'e3', '-', '+', '.', '/2', '2/', '3.dd', '1.dE5', '1.5e', '0.000', '-0',
        '123456789012345678901234567890/987654321098765432109876543210', '\u00a01/3\u2003', '1/3x']
for s in strs:
    show('S%r' % s, lambda: F(s))

# properties and conversions
for f in [F(3, 4), F(-3, 4), F(7), F(-7), F(0), F(10**25, 3), F(-10**25, 7), F(1, 10**400),
          F(10**400, 3), F(5, 2), F(-5, 2), F(7, 2), F(-7, 2), F(1, 3)]:
    print(repr(f), str(f), f.numerator, f.denominator, f.as_integer_ratio(), bool(f), not f)
    show(' float', lambda: float(f))
    show(' int', lambda: int(f))
    show(' trunc', lambda: math.trunc(f))
    show(' floor', lambda: math.floor(f))
    show(' ceil', lambda: math.ceil(f))
    show(' round', lambda: round(f))
    for nd in (0, 1, 2, -1, -2, 3):
        show(' round%d' % nd, lambda: round(f, nd))
    show(' abs', lambda: abs(f))
    show(' neg', lambda: -f)
    show(' pos', lambda: +f)
    show(' hash', lambda: hash(f))
    show(' real', lambda: f.real)
    show(' imag', lambda: f.imag)
    show(' conj', lambda: f.conjugate())
    show(' reduce', lambda: (f.__reduce__()[0] is F, f.__reduce__()[1]))
    c = copy.copy(f); d = copy.deepcopy(f)
    print(' copy', c == f, c is f, d is f, repr(c), repr(d))

# from_float/from_decimal
for v in [0.1, -2.5, 3, True, 1e100, float('inf'), float('nan'), 'x', F(1, 2), None, 1.5]:
    show('from_float %r' % (v,), lambda: F.from_float(v))
    show('from_decimal %r' % (v,), lambda: F.from_decimal(v))

# limit_denominator
pi = F('3.141592653589793')
for m in [1, 2, 7, 10, 100, 1000, 10**6, 113, 57, 10**20]:
    show('limit %d' % m, lambda: pi.limit_denominator(m))
show('limit def', lambda: F(math.pi).limit_denominator())
show('limit 0', lambda: pi.limit_denominator(0))
show('limit -1', lambda: pi.limit_denominator(-1))
show('limit small', lambda: F(1, 3).limit_denominator(5))
show('limit neg', lambda: F(-355, 113 * 7).limit_denominator(50))
show('limit e', lambda: F(math.e).limit_denominator(1000))
show('limit tie', lambda: F(3, 8).limit_denominator(3))
show('limit tie2', lambda: F(1, 4).limit_denominator(3))
show('limit tie3', lambda: F(-3, 8).limit_denominator(3))
show('limit 2.5', lambda: F(7, 3).limit_denominator(2.5))

# errors
errs = [lambda: F(0) ** -1, lambda: F(-3, 4) / 0, lambda: F(0) / 0, lambda: 5 / F(0), lambda: F(-6) / F(0),
        lambda: F(1, 2) // 0, lambda: F(1, 2) % 0, lambda: divmod(F(1, 2), 0), lambda: F(0) ** -2,
        lambda: F(1, 2) ** F(0), lambda: F(1, 2) + 'x', lambda: 'x' + F(1, 2), lambda: F(1, 2) < 'x',
        lambda: F(1, 2) ** 'x', lambda: round(F(5, 2), 1.5), lambda: F(1, 2) * 'ab', lambda: 'ab' * F(1, 2),
        lambda: [1] * F(2), lambda: F(1, 2) - None, lambda: None - F(1, 2), lambda: F(1, 2) / 0.0,
        lambda: F(1, 2) // 0.0, lambda: F(1, 2) % 0.0, lambda: divmod(F(1, 2), 0.0), lambda: 1.5 / F(0),
        lambda: 1.5 // F(0), lambda: 1.5 % F(0), lambda: divmod(1.5, F(0)), lambda: 3 // F(0),
        lambda: 3 % F(0), lambda: divmod(3, F(0)), lambda: F(0) ** -1.5, lambda: F(0) ** F(-1, 2),
        lambda: F(10**400, 3) + 1.0, lambda: 1.0 + F(10**400, 3), lambda: F(10**400) < 1e308,
        lambda: F(10**400) == 1e308, lambda: F(1, 2) > None, lambda: None < F(1, 2),
        lambda: F(2) ** F(1, 2), lambda: 4 ** F(1, 2), lambda: 4.0 ** F(1, 2), lambda: 2 ** F(-2),
        lambda: 2.5 ** F(2), lambda: 2.5 ** F(-2), lambda: F(1, 2) ** 1.5,
        lambda: F(4, 9) ** 0.5, lambda: 0 ** F(-1), lambda: 0.0 ** F(-1), lambda: True ** F(-1),
        lambda: F(1,2) ** True, lambda: F(3) ** False, lambda: F(2, 3) ** -3, lambda: F(-2, 3) ** -3,
        lambda: F(-2, 3) ** 3, lambda: F(-2, 3) ** F(-3), lambda: (-2) ** F(-3), lambda: F(0) ** 0,
        lambda: F(7, 3) ** 100, lambda: F(1, 2) & 1, lambda: ~F(1, 2), lambda: F(1, 2)[0],
        lambda: int(F(-7, 2)), lambda: operator.index(F(1)), lambda: len(F(1)), lambda: hash(F(1, 2**61 - 1)),
        lambda: hash(F(-1, 2**61 - 1)), lambda: hash(F(3, 2 * (2**61 - 1))), lambda: hash(F(-1)), lambda: hash(F(-2)),
        lambda: hash(F(2**61 - 1)), lambda: hash(F(-(2**61), 3)), lambda: hash(F(1, 2)) == hash(0.5),
        lambda: F(1, 2).foo, lambda: setattr(F(1, 2), 'x', 1), lambda: F(1, 2) == 'x', lambda: F(1, 2) != 'x',
        lambda: F(1, 2) == None, lambda: {F(1, 2): 1}[0.5], lambda: {0.5: 1}[F(1, 2)], lambda: {3: 'a'}[F(3)],
        lambda: sorted([F(1, 2), 0.25, 1, F(-1), True, 0.75]), lambda: sum([F(1, 2), F(1, 3), F(1, 6)]),
        lambda: max(F(1, 2), 0.6), lambda: min(F(1, 2), 0.4, 1), lambda: F(1, 2).real is F(1, 2),
        lambda: str(F(-5)), lambda: '%s and %r' % (F(1, 2), F(3)), lambda: f'{F(1, 2)!r} {F(1, 2)!s}',
        lambda: F(7, 2).__round__(), lambda: F(7, 2).__floor__(), lambda: F(7, 2).__ceil__(),
        lambda: F(7, 2).__trunc__(), lambda: round(F(25, 100), 1), lambda: round(F(35, 100), 1),
        lambda: round(F(-25, 100), 1), lambda: round(F(250), -2), lambda: round(F(350), -2),
        lambda: round(F(-150), -2), lambda: round(F(1, 2)), lambda: round(F(3, 2)), lambda: round(F(-1, 2)),
        lambda: round(F(-3, 2)), lambda: F(1, 3) + F(1, 6), lambda: F(1, 3) * 3, lambda: F(5) / F(5),
        lambda: 3 - F(1, 3), lambda: F(1, 3) - 3, lambda: divmod(F(7, 3), F(1, 2)), lambda: divmod(-7, F(2, 3)),
        lambda: divmod(F(7, 3), -2), lambda: divmod(F(7, 3), 0.5), lambda: divmod(2.5, F(2, 3)),
        lambda: F(-7, 3) % F(2, 5), lambda: F(7, 3) % -2, lambda: 7 % F(-2, 3), lambda: F(7, 3) // F(-1, 2),
        lambda: -7 // F(2, 3), lambda: 7.5 // F(2, 3), lambda: F(7, 3) // 0.5, lambda: F(7, 3) % 0.5,
        lambda: 7.5 % F(2, 3), lambda: True + F(1, 2), lambda: F(1, 2) + True, lambda: F(1, 2) * False,
        lambda: F(1, 2) / True, lambda: True / F(1, 2), lambda: F(1, 2) ** 2.0, lambda: 2 ** F(3),
        lambda: type(2 ** F(3)), lambda: 2 ** F(3, 1), lambda: F(1, 2) ** -0, lambda: F(-1, 2) ** -1,
        ]
for i, e in enumerate(errs):
    show('E%d' % i, e)

# 3-arg pow
show('pow3', lambda: pow(F(1, 2), 2, 3))

# isinstance checks
for v in [3, True, 1.5, F(1, 2), 'x', None, 10**100]:
    print(repr(v), [isinstance(v, c) for c in (numbers.Number, numbers.Complex, numbers.Real,
                                              numbers.Rational, numbers.Integral)])
for c in (int, bool, float, F, str):
    print(c.__name__, [issubclass(c, k) for k in (numbers.Number, numbers.Complex, numbers.Real,
                                                  numbers.Rational, numbers.Integral)])
print(numbers.__all__)
print(_fractions.__all__)
print(F.__name__, F.__module__ in ('_fractions', 'fractions'), [c.__name__ for c in F.__mro__[1:]])
print(F.__slots__)
print(sorted(F.__abstractmethods__))
for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(c.__name__, sorted(c.__abstractmethods__), c.__hash__)

# abstract instantiation
class MyReal(numbers.Real):
    pass
show('abstract', lambda: MyReal())

class MyInt(numbers.Integral):
    def __init__(self, v): self.v = v
    def __int__(self): return self.v
    def __abs__(self): return MyInt(abs(self.v))
    def __add__(self, o): return MyInt(self.v + int(o))
    __radd__ = __add__
    def __neg__(self): return MyInt(-self.v)
    def __pos__(self): return self
    def __mul__(self, o): return MyInt(self.v * int(o))
    __rmul__ = __mul__
    def __truediv__(self, o): return self.v / int(o)
    def __rtruediv__(self, o): return int(o) / self.v
    def __pow__(self, o, m=None): return MyInt(pow(self.v, int(o), m))
    def __rpow__(self, o): return o ** self.v
    def __eq__(self, o): return self.v == int(o)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)
    def __floordiv__(self, o): return MyInt(self.v // int(o))
    def __rfloordiv__(self, o): return MyInt(int(o) // self.v)
    def __mod__(self, o): return MyInt(self.v % int(o))
    def __rmod__(self, o): return MyInt(int(o) % self.v)
    def __trunc__(self): return self.v
    def __floor__(self): return self.v
    def __ceil__(self): return self.v
    def __round__(self, n=None): return self.v
    def __lshift__(self, o): return MyInt(self.v << int(o))
    def __rlshift__(self, o): return MyInt(int(o) << self.v)
    def __rshift__(self, o): return MyInt(self.v >> int(o))
    def __rrshift__(self, o): return MyInt(int(o) >> self.v)
    def __and__(self, o): return MyInt(self.v & int(o))
    __rand__ = __and__
    def __xor__(self, o): return MyInt(self.v ^ int(o))
    __rxor__ = __xor__
    def __or__(self, o): return MyInt(self.v | int(o))
    __ror__ = __or__
    def __invert__(self): return MyInt(~self.v)
    def __repr__(self): return 'MyInt(%d)' % self.v
    __hash__ = None
m = MyInt(6)
print(float(m), m.numerator, m.denominator, operator.index(m), list(range(10))[m], divmod(m, 4), bool(m), bool(MyInt(0)))
print(m - 2, 10 - m, m.real, m.imag, m.conjugate())
show('F(MyInt)', lambda: F(m))
show('F(MyInt, MyInt)', lambda: F(m, MyInt(4)))
show('F+MyInt', lambda: F(1, 2) + m)
show('MyInt+F', lambda: m + F(1, 2))
show('F==MyInt', lambda: F(6) == m)
show('F<MyInt', lambda: F(13, 2) < m)
show('MyInt/F', lambda: m / F(1, 2))
show('F/MyInt', lambda: F(1, 2) / m)
show('F**MyInt', lambda: F(1, 2) ** MyInt(3))
show('F.from_float(MyInt)', lambda: F.from_float(m))
show('F.from_decimal(MyInt)', lambda: F.from_decimal(m))

class MyReal2(numbers.Real):
    def __init__(self, v): self.v = v
    def __float__(self): return float(self.v)
    def __repr__(self): return 'MyReal2(%r)' % self.v
    def __abs__(self): return abs(self.v)
    def __add__(self, o): return NotImplemented
    def __radd__(self, o): return NotImplemented
    __neg__ = __pos__ = __mul__ = __rmul__ = __truediv__ = __rtruediv__ = __abs__
    def __pow__(self, o): return NotImplemented
    def __rpow__(self, o): return NotImplemented
    def __eq__(self, o): return NotImplemented
    __hash__ = None
    def __lt__(self, o): return NotImplemented
    def __le__(self, o): return NotImplemented
    def __floordiv__(self, o): return NotImplemented
    __rfloordiv__ = __mod__ = __rmod__ = __floordiv__
    def __trunc__(self): return int(self.v)
    __floor__ = __ceil__ = __round__ = __trunc__
r = MyReal2(2.5)
for nm, f in [('r+F', lambda: r + F(1, 2)), ('r-F', lambda: r - F(1, 2)), ('r*F', lambda: r * F(1, 2)),
              ('r/F', lambda: r / F(1, 2)), ('r//F', lambda: r // F(1, 3)), ('r%F', lambda: r % F(1, 3)),
              ('divmod', lambda: divmod(r, F(1, 3))), ('r**F', lambda: r ** F(1, 2)), ('r**F2', lambda: r ** F(2)),
              ('r**F-2', lambda: r ** F(-2)), ('F+r', lambda: F(1, 2) + r), ('F==r', lambda: F(5, 2) == r),
              ('F<r', lambda: F(1, 2) < r), ('F**r', lambda: F(1, 2) ** r)]:
    show(nm, f)

class SubF(F):
    pass
s = SubF(3, 6)
print(repr(s), type(s).__name__, type(s + 1).__name__, type(-s).__name__, type(abs(s)).__name__)
print(type(SubF.from_float(0.5)).__name__, type(SubF('1/3')).__name__, type(s.limit_denominator(1)).__name__)
print(repr(copy.copy(s)), copy.copy(s) is s, type(copy.deepcopy(s)).__name__, s.__reduce__()[0] is SubF, s.__reduce__()[1])
print(s == F(1, 2), hash(s) == hash(F(1, 2)))
