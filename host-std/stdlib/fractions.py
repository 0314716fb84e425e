"""Rational numbers (CPython 3.11 API), written for Trellis.

Implemented: Fraction, a numbers.Rational, constructed from ints (and
other Rationals, such as bools and Fractions), pairs of them, floats
(exactly, through float.as_integer_ratio) and strings ('3/4', ' -1.5e3 ',
'1_000/3', with 3.11's syntax and its quirks); numerator, denominator,
from_float, from_decimal, as_integer_ratio, limit_denominator; the
arithmetic operators + - * / // % divmod and ** (with negative integer
exponents, and floats where CPython gives them), in both operand orders
with ints, floats and Fractions; comparisons with ints, floats (including
infinities and NaN) and Rationals; hash() equal to that of the equal int
or float; round() (half to even, with and without ndigits), math.floor,
math.ceil, math.trunc, int(), float() (correctly rounded), abs, unary
- and +, bool, repr 'Fraction(3, 4)', str '3/4', copy, deepcopy and
__reduce__. Errors carry CPython's messages.

Not here: Decimal (there is no decimal module, so strings are the only
decimal input and from_decimal takes only Integrals). Arithmetic with a
complex makes the Fraction complex, as CPython's fallbacks do. As in
CPython, results of arithmetic are Fractions even for subclasses.
"""

import math
import numbers
import operator
import sys

__all__ = ['Fraction']


# Parameters of CPython's numeric hash (sys.hash_info on 64-bit builds).
try:
    _PyHASH_MODULUS = sys.hash_info.modulus
    _PyHASH_INF = sys.hash_info.inf
except AttributeError:
    _PyHASH_MODULUS = 2305843009213693951   # 2**61 - 1
    _PyHASH_INF = 314159

_gcd = math.gcd
_isfinite = math.isfinite
_index = operator.index

# The syntax Fraction() accepts for strings, compiled on first use so that
# importing this module does not import re. The decimal part's first
# alternative is "d*" (letters d), as in CPython 3.11: '1.' is accepted,
# and '1.d' gets int()'s ValueError rather than Fraction's.
_RATIONAL_FORMAT = None
_RATIONAL_SOURCE = r"""
    \A \s*
    (?P<sign> [-+]? )
    (?= \d | \.\d )
    (?P<num> \d* | \d+ (?: _\d+ )* )
    (?:
        (?: / (?P<denom> \d+ (?: _\d+ )* ) )?
      |
        (?: \. (?P<decimal> d* | \d+ (?: _\d+ )* ) )?
        (?: E (?P<exp> [-+]? \d+ (?: _\d+ )* ) )?
    )
    \s* \Z
"""


def _rational_format():
    global _RATIONAL_FORMAT
    if _RATIONAL_FORMAT is None:
        import re
        _RATIONAL_FORMAT = re.compile(_RATIONAL_SOURCE,
                                      re.VERBOSE | re.IGNORECASE)
    return _RATIONAL_FORMAT


def _parse(text):
    """The (numerator, denominator) of a string, not yet in lowest terms."""
    # Plain '[+-]digits[/digits]' (ASCII, no spaces or underscores) skips
    # the regular expression.
    body = text
    if body[:1] == '-' or body[:1] == '+':
        body = body[1:]
    num, slash, den = body.partition('/')
    if (num.isdigit() and num.isascii() and
            (not slash or (den.isdigit() and den.isascii()))):
        n = int(num)
        if text[0] == '-':
            n = -n
        return n, (int(den) if slash else 1)
    m = _rational_format().match(text)
    if m is None:
        raise ValueError('Invalid literal for Fraction: %r' % text)
    num = int(m.group('num') or '0')
    denom = m.group('denom')
    if denom:
        den = int(denom)
    else:
        den = 1
        decimal = m.group('decimal')
        if decimal:
            decimal = decimal.replace('_', '')
            scale = 10 ** len(decimal)
            num = num * scale + int(decimal)
            den = scale
        exp = m.group('exp')
        if exp:
            exp = int(exp)
            if exp >= 0:
                num *= 10 ** exp
            else:
                den *= 10 ** -exp
    if m.group('sign') == '-':
        num = -num
    return num, den


def _sign(n):
    return (n > 0) - (n < 0)


class Fraction(numbers.Rational):
    """A rational number: numerator / denominator in lowest terms, with
    a positive denominator.

    Fraction(7, -21) == Fraction(-1, 3); Fraction() == 0; Fraction(3) == 3.
    The arguments may be Rationals (ints, Fractions). A single argument may
    also be a float (converted exactly), or a string such as '-2.5e3',
    '3/4' or ' 1_000 ' (surrounding whitespace is ignored).
    """

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = object.__new__(cls)

        if denominator is None:
            t = type(numerator)
            if t is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if t is float:
                # (Trellis gives (0.0).as_integer_ratio() as (0, 2**1074)
                # where CPython gives (0, 1), so a zero takes 1 here.)
                n, d = numerator.as_integer_ratio()
                self._numerator = n
                self._denominator = d if n else 1
                return self
            if t is Fraction or isinstance(numerator, numbers.Rational):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            if isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
                self._numerator = n
                self._denominator = d if n else 1
                return self
            if isinstance(numerator, str):
                numerator, denominator = _parse(numerator)
            else:
                raise TypeError('argument should be a string '
                                'or a Rational instance')

        elif type(numerator) is int and type(denominator) is int:
            pass

        elif (isinstance(numerator, numbers.Rational) and
              isinstance(denominator, numbers.Rational)):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator)
        else:
            raise TypeError('both arguments should be Rational instances')

        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            if type(numerator) is int and type(denominator) is int:
                # _gcd_r(numerator, denominator), inline.
                if numerator and (-denominator < numerator < denominator or
                                  denominator < numerator < -denominator):
                    g = _gcd(numerator, denominator % numerator)
                else:
                    g = _gcd(denominator, numerator % denominator)
            else:
                # (Trellis: math.gcd does not call a guest __index__.)
                g = _gcd(_index(numerator), _index(denominator))
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """The Fraction exactly equal to float f (or to Integral f).

        Fraction.from_float(0.1) == Fraction(3602879701896397,
        36028797018963968); from_float(inf) and from_float(nan) raise.
        """
        if isinstance(f, numbers.Integral):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError('%s.from_float() only takes floats, not %r (%s)'
                            % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The Fraction exactly equal to a Decimal. There is no decimal
        module in Trellis, so only Integrals are accepted (as CPython
        accepts them); anything else is CPython's TypeError."""
        if isinstance(dec, numbers.Integral):
            return cls(int(dec), 1)
        raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)'
                        % (cls.__name__, dec, type(dec).__name__))

    def as_integer_ratio(self):
        """The pair (numerator, denominator), the denominator positive."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The Fraction nearest self whose denominator is at most
        max_denominator (self itself if its denominator is small enough).

        Fraction('3.141592653589793').limit_denominator(10) == Fraction(22, 7)
        """
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)

        # Walk the continued fraction of self: p1/q1 is the last
        # convergent whose denominator fits, p0/q0 the one before it. The
        # answer is p1/q1 or the semiconvergent with the largest
        # denominator that fits, whichever is nearer.
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        bound1 = Fraction(p0 + k * p1, q0 + k * q1)
        bound2 = Fraction(p1, q1)
        if abs(bound2 - self) <= abs(bound1 - self):
            return bound2
        return bound1

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        """repr(self)"""
        return '%s(%s, %s)' % (self.__class__.__name__,
                               self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # Arithmetic. Each operator takes Fractions and ints exactly (and other
    # Rationals from the left, through the reflected form), and floats by
    # converting the Fraction to float; anything else is NotImplemented.
    # The integer paths keep results in lowest terms without a full gcd
    # where they can.

    def __add__(a, b):
        """a + b"""
        if type(b) is int:
            da = a._denominator
            return _make(a._numerator + b * da, da)
        if isinstance(b, (int, Fraction)):
            return _add(a._numerator, a._denominator, b.numerator,
                        b.denominator)
        if isinstance(b, float):
            return a._numerator / a._denominator + b
        if isinstance(b, complex):
            return complex(a) + b
        return NotImplemented

    def __radd__(b, a):
        """a + b"""
        if type(a) is int:
            db = b._denominator
            return _make(a * db + b._numerator, db)
        if type(a) is float:
            return a + b._numerator / b._denominator
        if isinstance(a, numbers.Rational):
            return _add(a.numerator, a.denominator, b._numerator,
                        b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) + float(b)
        if isinstance(a, complex):
            return a + complex(b)
        return NotImplemented

    def __sub__(a, b):
        """a - b"""
        if type(b) is int:
            da = a._denominator
            return _make(a._numerator - b * da, da)
        if isinstance(b, (int, Fraction)):
            return _add(a._numerator, a._denominator, -b.numerator,
                        b.denominator)
        if isinstance(b, float):
            return a._numerator / a._denominator - b
        if isinstance(b, complex):
            return complex(a) - b
        return NotImplemented

    def __rsub__(b, a):
        """a - b"""
        if type(a) is int:
            db = b._denominator
            return _make(a * db - b._numerator, db)
        if type(a) is float:
            return a - b._numerator / b._denominator
        if isinstance(a, numbers.Rational):
            return _add(a.numerator, a.denominator, -b._numerator,
                        b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) - float(b)
        if isinstance(a, complex):
            return a - complex(b)
        return NotImplemented

    def __mul__(a, b):
        """a * b"""
        if type(b) is int:
            return _mul(a._numerator, a._denominator, b, 1)
        if isinstance(b, (int, Fraction)):
            return _mul(a._numerator, a._denominator, b.numerator,
                        b.denominator)
        if isinstance(b, float):
            return a._numerator / a._denominator * b
        if isinstance(b, complex):
            return complex(a) * b
        return NotImplemented

    def __rmul__(b, a):
        """a * b"""
        if type(a) is int:
            return _mul(a, 1, b._numerator, b._denominator)
        if type(a) is float:
            return a * (b._numerator / b._denominator)
        if isinstance(a, numbers.Rational):
            return _mul(a.numerator, a.denominator, b._numerator,
                        b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) * float(b)
        if isinstance(a, complex):
            return a * complex(b)
        return NotImplemented

    def __truediv__(a, b):
        """a / b"""
        if type(b) is int:
            return _div(a._numerator, a._denominator, b, 1)
        if isinstance(b, (int, Fraction)):
            return _div(a._numerator, a._denominator, b.numerator,
                        b.denominator)
        if isinstance(b, float):
            return a._numerator / a._denominator / b
        if isinstance(b, complex):
            return complex(a) / b
        return NotImplemented

    def __rtruediv__(b, a):
        """a / b"""
        if type(a) is int:
            return _div(a, 1, b._numerator, b._denominator)
        if type(a) is float:
            return a / (b._numerator / b._denominator)
        if isinstance(a, numbers.Rational):
            return _div(a.numerator, a.denominator, b._numerator,
                        b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) / float(b)
        if isinstance(a, complex):
            return a / complex(b)
        return NotImplemented

    def __floordiv__(a, b):
        """a // b"""
        if type(b) is int:
            return a._numerator // (a._denominator * b)
        if isinstance(b, (int, Fraction)):
            return (a._numerator * b.denominator) // (a._denominator *
                                                      b.numerator)
        if isinstance(b, float):
            return a._numerator / a._denominator // b
        if isinstance(b, complex):
            return complex(a) // b
        return NotImplemented

    def __rfloordiv__(b, a):
        """a // b"""
        if type(a) is int:
            return (a * b._denominator) // b._numerator
        if type(a) is float:
            return a // (b._numerator / b._denominator)
        if isinstance(a, numbers.Rational):
            return (a.numerator * b._denominator) // (a.denominator *
                                                      b._numerator)
        if isinstance(a, numbers.Real):
            return float(a) // float(b)
        if isinstance(a, complex):
            return a // complex(b)
        return NotImplemented

    def __mod__(a, b):
        """a % b"""
        if type(b) is int:
            return _mod(a._numerator, a._denominator, b, 1)
        if isinstance(b, (int, Fraction)):
            return _mod(a._numerator, a._denominator, b.numerator,
                        b.denominator)
        if isinstance(b, float):
            return a._numerator / a._denominator % b
        if isinstance(b, complex):
            return complex(a) % b
        return NotImplemented

    def __rmod__(b, a):
        """a % b"""
        if type(a) is int:
            return _mod(a, 1, b._numerator, b._denominator)
        if type(a) is float:
            return a % (b._numerator / b._denominator)
        if isinstance(a, numbers.Rational):
            return _mod(a.numerator, a.denominator, b._numerator,
                        b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) % float(b)
        if isinstance(a, complex):
            return a % complex(b)
        return NotImplemented

    def __divmod__(a, b):
        """divmod(a, b)"""
        if type(b) is int:
            return _divmod(a._numerator, a._denominator, b, 1)
        if isinstance(b, (int, Fraction)):
            return _divmod(a._numerator, a._denominator, b.numerator,
                           b.denominator)
        if isinstance(b, float):
            return divmod(a._numerator / a._denominator, b)
        if isinstance(b, complex):
            return divmod(complex(a), b)
        return NotImplemented

    def __rdivmod__(b, a):
        """divmod(a, b)"""
        if type(a) is int:
            return _divmod(a, 1, b._numerator, b._denominator)
        if type(a) is float:
            return divmod(a, b._numerator / b._denominator)
        if isinstance(a, numbers.Rational):
            return _divmod(a.numerator, a.denominator, b._numerator,
                           b._denominator)
        if isinstance(a, numbers.Real):
            return divmod(float(a), float(b))
        if isinstance(a, complex):
            return divmod(a, complex(b))
        return NotImplemented

    def __pow__(a, b):
        """a ** b

        An integral exponent gives a Fraction (a negative one inverts a);
        any other Rational exponent gives a float, as roots are generally
        irrational; a float exponent gives a float.
        """
        if type(b) is int:
            power = b
        elif type(b) is Fraction or isinstance(b, numbers.Rational):
            if b.denominator != 1:
                return (a._numerator / a._denominator) ** float(b)
            power = b.numerator
        else:
            return (a._numerator / a._denominator) ** b
        n = a._numerator
        d = a._denominator
        if power >= 0:
            return _make(n ** power, d ** power)
        if n == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % (d ** -power))
        if n > 0:
            return _make(d ** -power, n ** -power)
        return _make((-d) ** -power, (-n) ** -power)

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            # An int base stays an int.
            return a ** b._numerator
        if type(a) is int:
            return _make(a, 1) ** b
        if isinstance(a, numbers.Rational):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        """+a: a Fraction equal to a."""
        return _make(a._numerator, a._denominator)

    def __neg__(a):
        """-a"""
        return _make(-a._numerator, a._denominator)

    def __abs__(a):
        """abs(a)"""
        return _make(abs(a._numerator), a._denominator)

    def __int__(a, _index=operator.index):
        """int(a): a truncated towards 0."""
        # (_index is in CPython's signature; the result is an int already.)
        n = a._numerator
        if n < 0:
            return -(-n // a._denominator)
        return n // a._denominator

    def __trunc__(a):
        """math.trunc(a)"""
        n = a._numerator
        if n < 0:
            return -(-n // a._denominator)
        return n // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a._numerator // a._denominator

    def __ceil__(a):
        """math.ceil(a)"""
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self): the nearest int, halves to even.

        round(self, ndigits): the nearest Fraction with ndigits decimal
        places (a multiple of 10**-ndigits), halves to even.
        """
        if ndigits is None:
            d = self._denominator
            q, r = divmod(self._numerator, d)
            r2 = r * 2
            if r2 < d:
                return q
            if r2 > d:
                return q + 1
            return q + (q & 1)
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        """hash(self), equal to the hash of an equal int or float."""
        n = self._numerator
        d = self._denominator
        if d == 1:
            return hash(n)
        # hash(n) * (the inverse of d modulo the prime modulus P), or the
        # hash of infinity when P divides d. The inverse comes from the
        # extended Euclidean algorithm (quicker here than pow(d, -1, P)).
        r1 = d % _PyHASH_MODULUS
        if r1 == 0:
            h = _PyHASH_INF
        else:
            r0 = _PyHASH_MODULUS
            t0 = 0
            t1 = 1
            while r1:
                q = r0 // r1
                r0, r1 = r1, r0 - q * r1
                t0, t1 = t1, t0 - q * t1
            h = hash(hash(abs(n)) * (t0 % _PyHASH_MODULUS))
        if n < 0:
            h = -h
        return -2 if h == -1 else h

    def __eq__(a, b):
        """a == b"""
        t = type(b)
        if t is int:
            return a._numerator == b and a._denominator == 1
        if t is Fraction:
            return (a._numerator == b._numerator and
                    a._denominator == b._denominator)
        if t is not float and isinstance(b, numbers.Rational):
            return (a._numerator == b.numerator and
                    a._denominator == b.denominator)
        if not isinstance(b, float) and isinstance(b, numbers.Complex):
            if b.imag == 0:
                b = b.real
        if isinstance(b, float):
            # (float(): Trellis's math functions refuse float subclasses.)
            if not _isfinite(b if type(b) is float else float(b)):
                # Any finite number compares with inf or nan as 0 does.
                return 0.0 == b
            n, d = b.as_integer_ratio()
            if n == 0:
                # (0.0's ratio in Trellis: see __new__.)
                return a._numerator == 0
            return a._numerator == n and a._denominator == d
        return NotImplemented

    def _richcmp(self, other, op):
        """op(self, other) for an ordering op, with a Rational or float
        other; NotImplemented for anything else."""
        if type(other) is int:
            return op(self._numerator, self._denominator * other)
        if type(other) is not float and isinstance(other, numbers.Rational):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if not _isfinite(other if type(other) is float else
                             float(other)):
                return op(0.0, other)
            n, d = other.as_integer_ratio()
            return op(self._numerator * d, self._denominator * n)
        return NotImplemented

    def __lt__(a, b):
        """a < b"""
        t = type(b)
        if t is Fraction:
            return (a._numerator * b._denominator <
                    a._denominator * b._numerator)
        if t is int:
            return a._numerator < a._denominator * b
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        """a > b"""
        t = type(b)
        if t is Fraction:
            return (a._numerator * b._denominator >
                    a._denominator * b._numerator)
        if t is int:
            return a._numerator > a._denominator * b
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        """a <= b"""
        t = type(b)
        if t is Fraction:
            return (a._numerator * b._denominator <=
                    a._denominator * b._numerator)
        if t is int:
            return a._numerator <= a._denominator * b
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        """a >= b"""
        t = type(b)
        if t is Fraction:
            return (a._numerator * b._denominator >=
                    a._denominator * b._numerator)
        if t is int:
            return a._numerator >= a._denominator * b
        return a._richcmp(b, operator.ge)

    def __bool__(a):
        """a != 0"""
        return bool(a._numerator)

    # Copying and pickling. Fractions are immutable, so a copy of an exact
    # Fraction is the object itself.

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


_new_object = object.__new__


def _make(n, d):
    """The Fraction n/d for n/d already in lowest terms, d > 0."""
    f = _new_object(Fraction)
    f._numerator = n
    f._denominator = d
    return f


# Trellis's math.gcd takes time growing with its larger argument even when
# the other is small (quadratically: gcd(10**100000, 1) takes 0.1 s), so
# the gcds here first reduce the larger argument modulo the smaller, as
# gcd(a, b) == gcd(b, a % b) for b != 0. That makes adding a small
# Fraction to one with a large denominator (a running sum) or building
# Fraction('1e1000000') quick.

def _gcd_r(a, b):
    """math.gcd(a, b) for ints a and b != 0."""
    if a and (-b < a < b or b < a < -b):
        return _gcd(a, b % a)
    return _gcd(b, a % b)


def _add(na, da, nb, db):
    """na/da + nb/db, each in lowest terms."""
    if da > db:
        g = _gcd(db, da % db)
    else:
        g = _gcd(da, db % da)
    if g == 1:
        return _make(na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = _gcd(g, t % g)
    if g2 == 1:
        return _make(t, s * db)
    return _make(t // g2, s * (db // g2))


def _mul(na, da, nb, db):
    """na/da * nb/db, each in lowest terms."""
    if db < na or db < -na:
        g1 = _gcd(db, na % db)
    elif na:
        g1 = _gcd(na, db % na)
    else:
        g1 = db
    if g1 > 1:
        na //= g1
        db //= g1
    if da < nb or da < -nb:
        g2 = _gcd(da, nb % da)
    elif nb:
        g2 = _gcd(nb, da % nb)
    else:
        g2 = da
    if g2 > 1:
        nb //= g2
        da //= g2
    return _make(na * nb, db * da)


def _div(na, da, nb, db):
    """(na/da) / (nb/db), each in lowest terms."""
    if nb == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % _sign(na))
    g1 = _gcd_r(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = _gcd_r(db, da)
    if g2 > 1:
        da //= g2
        db //= g2
    n = na * db
    d = nb * da
    if d < 0:
        return _make(-n, -d)
    return _make(n, d)


def _mod(na, da, nb, db):
    """(na/da) % (nb/db)"""
    n = (na * db) % (nb * da)
    d = da * db
    g = _gcd_r(n, d)
    if g == 1:
        return _make(n, d)
    return _make(n // g, d // g)


def _divmod(na, da, nb, db):
    """divmod(na/da, nb/db)"""
    q, r = divmod(na * db, da * nb)
    d = da * db
    g = _gcd_r(r, d)
    return q, _make(r // g, d // g)
