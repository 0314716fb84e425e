"""Numeric abstract base classes (CPython 3.11 API), written for Trellis.

Implemented: the PEP 3141 tower Number > Complex > Real > Rational >
Integral, with 3.11's abstract methods and properties (so a subclass that
leaves one out cannot be instantiated, with CPython's message) and its
mixin methods: Complex.__bool__, __sub__, __rsub__; Real.__divmod__,
__rdivmod__, __complex__, real, imag, conjugate; Rational.__float__
(exact integer true division, so huge ratios do not overflow);
Integral.__index__, __float__, numerator, denominator. Number and Complex
set __hash__ to None, as CPython's do.

Registrations as in CPython: complex is a Complex, float a Real and int
an Integral (bool is one through int).
"""

from abc import ABCMeta, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


class Number(metaclass=ABCMeta):
    """The root of the numeric tower: isinstance(x, Number) tells whether
    x is a number of any kind."""
    __slots__ = ()

    # Each concrete numeric type supplies its own hash.
    __hash__ = None


class Complex(Number):
    """Numbers with the operations of the builtin complex type: complex(),
    .real, .imag, + - * / **, abs(), .conjugate(), == and !=."""

    __slots__ = ()

    @abstractmethod
    def __complex__(self):
        """complex(self): a builtin complex."""

    def __bool__(self):
        """bool(self): whether self != 0."""
        return self != 0

    @property
    @abstractmethod
    def real(self):
        """The real part (a Real)."""
        raise NotImplementedError

    @property
    @abstractmethod
    def imag(self):
        """The imaginary part (a Real)."""
        raise NotImplementedError

    @abstractmethod
    def __add__(self, other):
        """self + other"""
        raise NotImplementedError

    @abstractmethod
    def __radd__(self, other):
        """other + self"""
        raise NotImplementedError

    @abstractmethod
    def __neg__(self):
        """-self"""
        raise NotImplementedError

    @abstractmethod
    def __pos__(self):
        """+self"""
        raise NotImplementedError

    def __sub__(self, other):
        """self - other"""
        return self + -other

    def __rsub__(self, other):
        """other - self"""
        return -self + other

    @abstractmethod
    def __mul__(self, other):
        """self * other"""
        raise NotImplementedError

    @abstractmethod
    def __rmul__(self, other):
        """other * self"""
        raise NotImplementedError

    @abstractmethod
    def __truediv__(self, other):
        """self / other"""
        raise NotImplementedError

    @abstractmethod
    def __rtruediv__(self, other):
        """other / self"""
        raise NotImplementedError

    @abstractmethod
    def __pow__(self, exponent):
        """self ** exponent"""
        raise NotImplementedError

    @abstractmethod
    def __rpow__(self, base):
        """base ** self"""
        raise NotImplementedError

    @abstractmethod
    def __abs__(self):
        """abs(self): the Real distance from 0."""
        raise NotImplementedError

    @abstractmethod
    def conjugate(self):
        """The complex conjugate."""
        raise NotImplementedError

    @abstractmethod
    def __eq__(self, other):
        """self == other"""
        raise NotImplementedError

    __hash__ = None


class Real(Complex):
    """Complex numbers that are ordered: adds float(), trunc(), floor(),
    ceil(), round(), divmod(), //, %, <, <= and defaults for the derived
    operations."""

    __slots__ = ()

    @abstractmethod
    def __float__(self):
        """float(self)"""
        raise NotImplementedError

    @abstractmethod
    def __trunc__(self):
        """math.trunc(self): the Integral nearest self towards 0."""
        raise NotImplementedError

    @abstractmethod
    def __floor__(self):
        """math.floor(self): the greatest Integral <= self."""
        raise NotImplementedError

    @abstractmethod
    def __ceil__(self):
        """math.ceil(self): the least Integral >= self."""
        raise NotImplementedError

    @abstractmethod
    def __round__(self, ndigits=None):
        """round(self, ndigits): an Integral without ndigits, else a Real;
        halves round to even."""
        raise NotImplementedError

    def __divmod__(self, other):
        """divmod(self, other) == (self // other, self % other)"""
        return (self // other, self % other)

    def __rdivmod__(self, other):
        """divmod(other, self) == (other // self, other % self)"""
        return (other // self, other % self)

    @abstractmethod
    def __floordiv__(self, other):
        """self // other"""
        raise NotImplementedError

    @abstractmethod
    def __rfloordiv__(self, other):
        """other // self"""
        raise NotImplementedError

    @abstractmethod
    def __mod__(self, other):
        """self % other"""
        raise NotImplementedError

    @abstractmethod
    def __rmod__(self, other):
        """other % self"""
        raise NotImplementedError

    @abstractmethod
    def __lt__(self, other):
        """self < other"""
        raise NotImplementedError

    @abstractmethod
    def __le__(self, other):
        """self <= other"""
        raise NotImplementedError

    # Complex's abstract methods, for real numbers.
    def __complex__(self):
        """complex(self) == complex(float(self), 0)"""
        return complex(float(self))

    @property
    def real(self):
        """A real number is its own real part."""
        return +self

    @property
    def imag(self):
        """A real number's imaginary part is 0."""
        return 0

    def conjugate(self):
        """A real number is its own conjugate."""
        return +self


Complex.register(complex)
Real.register(float)


class Rational(Real):
    """Real numbers given as numerator / denominator in lowest terms."""

    __slots__ = ()

    @property
    @abstractmethod
    def numerator(self):
        raise NotImplementedError

    @property
    @abstractmethod
    def denominator(self):
        raise NotImplementedError

    def __float__(self):
        """float(self): numerator / denominator by integer true division,
        correctly rounded, with no overflow for huge terms whose ratio
        fits a float."""
        return int(self.numerator) / int(self.denominator)


class Integral(Rational):
    """Rational numbers that are integers: adds int(), operator.index(),
    three-argument pow() and the bitwise operators."""

    __slots__ = ()

    @abstractmethod
    def __int__(self):
        """int(self)"""
        raise NotImplementedError

    def __index__(self):
        """operator.index(self), as used for slicing."""
        return int(self)

    @abstractmethod
    def __pow__(self, exponent, modulus=None):
        """self ** exponent, or pow(self, exponent, modulus)."""
        raise NotImplementedError

    @abstractmethod
    def __lshift__(self, other):
        """self << other"""
        raise NotImplementedError

    @abstractmethod
    def __rlshift__(self, other):
        """other << self"""
        raise NotImplementedError

    @abstractmethod
    def __rshift__(self, other):
        """self >> other"""
        raise NotImplementedError

    @abstractmethod
    def __rrshift__(self, other):
        """other >> self"""
        raise NotImplementedError

    @abstractmethod
    def __and__(self, other):
        """self & other"""
        raise NotImplementedError

    @abstractmethod
    def __rand__(self, other):
        """other & self"""
        raise NotImplementedError

    @abstractmethod
    def __xor__(self, other):
        """self ^ other"""
        raise NotImplementedError

    @abstractmethod
    def __rxor__(self, other):
        """other ^ self"""
        raise NotImplementedError

    @abstractmethod
    def __or__(self, other):
        """self | other"""
        raise NotImplementedError

    @abstractmethod
    def __ror__(self, other):
        """other | self"""
        raise NotImplementedError

    @abstractmethod
    def __invert__(self):
        """~self"""
        raise NotImplementedError

    # Rational's and Real's abstract methods, for integers.
    def __float__(self):
        """float(self) == float(int(self))"""
        return float(int(self))

    @property
    def numerator(self):
        """An integer is its own numerator."""
        return +self

    @property
    def denominator(self):
        """An integer's denominator is 1."""
        return 1


Integral.register(int)
