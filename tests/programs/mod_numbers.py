# numbers: the numeric ABCs and their registrations.
import numbers
from numbers import Number, Complex, Real, Rational, Integral
ABCS = (Number, Complex, Real, Rational, Integral)

class MyIntSub(int): pass
class MyFloatSub(float): pass
class Plain: pass

for v in [0, -5, True, False, 10**50, 1.0, float('nan'), MyIntSub(3), MyFloatSub(2.5), 'x', b'x', [], {}, None, Plain(), range(3)]:
    print(type(v).__name__ if isinstance(v, Plain) else repr(v), [isinstance(v, c) for c in ABCS])
for t in [int, bool, float, MyIntSub, MyFloatSub, str, list, object, Plain, type]:
    print(t.__name__, [issubclass(t, c) for c in ABCS])
for c in ABCS:
    print(c.__name__, c.__hash__, c.__slots__, [k.__name__ for k in c.__mro__], type(c).__name__)

print(numbers.__all__)

# Abstract errors
for c in ABCS:
    try:
        c()
        print(c.__name__, 'instantiated')
    except TypeError as e:
        print(c.__name__, 'TypeError', e)

# registering
class V: pass
Rational.register(V)
print(isinstance(V(), Real), isinstance(V(), Integral), issubclass(V, Number))
r = Integral.register(Plain)
print(r is Plain, isinstance(Plain(), Number), isinstance(Plain(), Rational))

# A full Rational subclass using mixins
class Q(Rational):
    def __init__(self, n, d=1): self.n = n; self.d = d
    numerator = property(lambda s: s.n)
    denominator = property(lambda s: s.d)
    def __add__(s, o): return Q(s.n * o.denominator + o.numerator * s.d, s.d * o.denominator)
    def __radd__(s, o): return Q(o) + s if isinstance(o, int) else NotImplemented
    def __neg__(s): return Q(-s.n, s.d)
    def __pos__(s): return Q(s.n, s.d)
    def __mul__(s, o): return Q(s.n * o.numerator, s.d * o.denominator)
    __rmul__ = __mul__
    def __truediv__(s, o): return Q(s.n * o.denominator, s.d * o.numerator)
    def __rtruediv__(s, o): return Q(o) / s
    def __pow__(s, o): return Q(s.n ** o, s.d ** o)
    def __rpow__(s, o): return NotImplemented
    def __abs__(s): return Q(abs(s.n), s.d)
    def __eq__(s, o): return s.n * o.denominator == o.numerator * s.d
    def __lt__(s, o): return s.n * o.denominator < o.numerator * s.d
    def __le__(s, o): return s.n * o.denominator <= o.numerator * s.d
    def __floordiv__(s, o): return (s.n * o.denominator) // (s.d * o.numerator)
    def __rfloordiv__(s, o): return Q(o) // s
    def __mod__(s, o): return s - Q(s // o) * o
    def __rmod__(s, o): return Q(o) % s
    def __trunc__(s): return int(s.n / s.d)
    def __floor__(s): return s.n // s.d
    def __ceil__(s): return -(-s.n // s.d)
    def __round__(s, nd=None): return round(s.n / s.d, nd)
    def __repr__(s): return 'Q(%d/%d)' % (s.n, s.d)
q = Q(7, 2)
print(float(q), q - Q(1, 2), 1 - q if False else '', bool(q), bool(Q(0)), q.real, q.imag, q.conjugate(), divmod(q, Q(2)), q.__rdivmod__(Q(9)))
print(hash(Q) != 0, Q.__hash__)
try:
    hash(q)
except TypeError as e:
    print('TypeError', e)
print(Integral.__index__.__doc__ is not None)
print(sorted(k for k in vars(Integral) if not k.startswith('_abc')))
print(sorted(k for k in vars(Real) if not k.startswith('_abc')))
print(sorted(k for k in vars(Complex) if not k.startswith('_abc')))
print(sorted(k for k in vars(Rational) if not k.startswith('_abc')))
print(sorted(k for k in vars(Number) if not k.startswith('_abc')))
print((3).numerator, Integral.numerator.fget(5), Integral.denominator.fget(5), Integral.__float__(7), Rational.__float__(True))
