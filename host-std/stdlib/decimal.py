"""Decimal fixed and floating point arithmetic (CPython 3.11 API), written
for Trellis.

Implemented: the Decimal type with the General Decimal Arithmetic
semantics of CPython's C implementation (libmpdec 2.5.1): construction
from int, str (signs, exponents, 'Inf', 'Infinity', 'NaN', 'sNaN' with
payloads, underscores, surrounding whitespace, non-ASCII decimal digits),
float (exact), tuple/list and Decimal; from_float; str, repr,
to_eng_string and format() with fill, align, sign, 'z', zero padding,
width, ',', precision and the types e E f F g G n N %; the operators
+ - * / // % ** divmod, unary - + abs, three-argument pow, comparisons
with Decimal, int, float (exact, setting FloatOperation) and Rational
(Fraction); hash (equal to the hash of the equal int, float or Fraction);
int, float, round (with and without ndigits), math.floor/ceil/trunc,
bool, copy, pickle support; the methods adjusted, as_tuple (a
DecimalTuple), as_integer_ratio, canonical, compare, compare_signal,
compare_total, compare_total_mag, conjugate, copy_abs, copy_negate,
copy_sign, exp, fma, is_canonical, is_finite, is_infinite, is_nan,
is_normal, is_qnan, is_signed, is_snan, is_subnormal, is_zero, ln, log10,
logb, logical_and/or/xor/invert, max, max_mag, min, min_mag, next_minus,
next_plus, next_toward, normalize, number_class, quantize, radix,
remainder_near, rotate, same_quantum, scaleb, shift, sqrt,
to_integral, to_integral_exact, to_integral_value, real and imag.
Context(prec, rounding, Emin, Emax, capitals, clamp, flags, traps) with
validation and CPython's messages, its flags and traps signal
dictionaries, all of its arithmetic methods, copy, clear_flags,
clear_traps, Etiny, Etop, create_decimal, create_decimal_from_float;
getcontext, setcontext, localcontext (a context manager, with 3.11's
keyword arguments), DefaultContext, BasicContext, ExtendedContext, the
eight rounding constants, MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY and all
signals and conditions. Trapped signals raise as CPython does, e.g.
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>], after
every flag of the operation has been recorded.

Results and flags follow libmpdec, including its quirks (NaN payloads
cut to prec - clamp digits, fold-down before the subnormal check, the
exponents of zero quotients and padded remainders, Rounded for exact
results that lose zeros). exp, ln, log10 and sqrt are correctly rounded,
always with ROUND_HALF_EVEN as in libmpdec. x ** y with an integral y
uses libmpdec's binary exponentiation at its working precision (prec +
digits of y + 2, with intermediate rounding), and with a non-integral y it
is computed as libmpdec does: exp(y * ln(x)) at precision max(prec,
digits of x) + 23, then rounded with the context's rounding, always
signalling Inexact and Rounded. Coefficients are Python ints; a context
with a huge precision (the MAX_PREC idiom for exact arithmetic) gives
exact results, and raises MemoryError, as CPython does, for inexact
results that would need more than a million digits (CPython gives
InvalidOperation for exp() there).

Differences from CPython: there is one current context for the whole
program (Trellis has neither threads nor contextvars), so
HAVE_CONTEXTVAR is False. There is no complex type, so complex() of a
Decimal and comparisons with complex numbers are not supported. CPython's
C type is named 'decimal.Decimal': the messages this module builds use
that name, but those the interpreter builds (an unsupported type in a
comparison or with a user class in an operator, an unknown Context
attribute) say 'Decimal' or 'Context'. Three-argument pow() whose first
argument is not a Decimal is not supported. Format's 'n' type uses the C
locale (no grouping, '.' as decimal point) and the second argument of
__format__ is ignored. Tracebacks of trapped signals show the frames of
this module. type(ctx.flags) is decimal.SignalDict (abc.SignalDict in
CPython).
"""

import math as _math
from collections import namedtuple as _namedtuple
from collections.abc import MutableMapping as _MutableMapping
import numbers as _numbers


__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = False

_SSIZE_MAX = 9223372036854775807
_EXP_INF = 2000000000000000001       # libmpdec's MPD_EXP_INF

# Rounding modes as small ints (the context keeps the code).
_R_DOWN = 0
_R_HALF_UP = 1
_R_HALF_EVEN = 2
_R_CEILING = 3
_R_FLOOR = 4
_R_UP = 5
_R_HALF_DOWN = 6
_R_05UP = 7
_ROUND_NAMES = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING,
                ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP)
_ROUND_CODES = {name: i for i, name in enumerate(_ROUND_NAMES)}

# Status bits, with libmpdec's values (the order of the names in a
# Context's repr follows them).
_CLAMPED = 0x1
_CONV_SYNTAX = 0x2
_DIV_BY_ZERO = 0x4
_DIV_IMPOSSIBLE = 0x8
_DIV_UNDEFINED = 0x10
_FPU_ERROR = 0x20
_INEXACT = 0x40
_INVALID_CONTEXT = 0x80
_INVALID_OP = 0x100
_MALLOC_ERROR = 0x200
_FLOAT_OP = 0x400
_OVERFLOW = 0x800
_ROUNDED = 0x1000
_SUBNORMAL = 0x2000
_UNDERFLOW = 0x4000
_IEEE_INVALID = (_CONV_SYNTAX | _DIV_IMPOSSIBLE | _DIV_UNDEFINED |
                 _FPU_ERROR | _INVALID_CONTEXT | _INVALID_OP | _MALLOC_ERROR)
_ERRORS = _IEEE_INVALID | _DIV_BY_ZERO
_INEXACT_ROUNDED = _INEXACT | _ROUNDED


# ---------------------------------------------------------------------------
# Signals and conditions

class DecimalException(ArithmeticError):
    """Base class of the decimal signals."""
    __module__ = 'decimal'


class Clamped(DecimalException):
    """The exponent of a result was altered to fit the context."""
    __module__ = 'decimal'


class InvalidOperation(DecimalException):
    """An invalid operation was performed."""
    __module__ = 'decimal'


class ConversionSyntax(InvalidOperation):
    """A string to convert does not have the syntax of a number."""
    __module__ = 'decimal'


class DivisionByZero(DecimalException, ZeroDivisionError):
    """A nonzero finite number was divided by zero."""
    __module__ = 'decimal'


class DivisionImpossible(InvalidOperation):
    """The integer part of a quotient does not fit the precision."""
    __module__ = 'decimal'


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    """Zero was divided by zero."""
    __module__ = 'decimal'


class Inexact(DecimalException):
    """A result was rounded and nonzero digits were discarded."""
    __module__ = 'decimal'


class InvalidContext(InvalidOperation):
    """The context was invalid for the operation."""
    __module__ = 'decimal'


class Rounded(DecimalException):
    """A result was rounded (digits, maybe zeros, were discarded)."""
    __module__ = 'decimal'


class Subnormal(DecimalException):
    """A result's adjusted exponent is below Emin."""
    __module__ = 'decimal'


class Overflow(Inexact, Rounded):
    """A result's adjusted exponent would exceed Emax."""
    __module__ = 'decimal'


class Underflow(Inexact, Rounded, Subnormal):
    """A result is subnormal and inexact."""
    __module__ = 'decimal'


class FloatOperation(DecimalException, TypeError):
    """A float was mixed with Decimals."""
    __module__ = 'decimal'


# The signals, in CPython's order, with their status masks.
_SIGNALS = (
    (InvalidOperation, _IEEE_INVALID),
    (FloatOperation, _FLOAT_OP),
    (DivisionByZero, _DIV_BY_ZERO),
    (Overflow, _OVERFLOW),
    (Underflow, _UNDERFLOW),
    (Subnormal, _SUBNORMAL),
    (Inexact, _INEXACT),
    (Rounded, _ROUNDED),
    (Clamped, _CLAMPED),
)
_SIGNAL_MASK = {cls: mask for cls, mask in _SIGNALS}
# The conditions that are reported in place of InvalidOperation.
_CONDITIONS = (
    (InvalidOperation, _INVALID_OP),
    (ConversionSyntax, _CONV_SYNTAX),
    (DivisionImpossible, _DIV_IMPOSSIBLE),
    (DivisionUndefined, _DIV_UNDEFINED),
    (InvalidContext, _INVALID_CONTEXT),
)
_BIT_NAMES = ((_CLAMPED, 'Clamped'), (_CONV_SYNTAX, None),
              (_DIV_BY_ZERO, 'DivisionByZero'), (_DIV_IMPOSSIBLE, None),
              (_DIV_UNDEFINED, None), (_FPU_ERROR, None),
              (_INEXACT, 'Inexact'), (_INVALID_CONTEXT, None),
              (_INVALID_OP, None), (_MALLOC_ERROR, None),
              (_FLOAT_OP, 'FloatOperation'), (_OVERFLOW, 'Overflow'),
              (_ROUNDED, 'Rounded'), (_SUBNORMAL, 'Subnormal'),
              (_UNDERFLOW, 'Underflow'))

_INVALID_SIGNALS_MSG = ("valid values for signals are:\n"
                        "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
                        "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
                        "   Clamped]")
_INVALID_ROUNDING_MSG = ("valid values for rounding are:\n"
                         "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                         "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                         "   ROUND_05UP]")


def _flag_names(bits):
    # The names of the signals in 'bits', in libmpdec's bit order, with
    # InvalidOperation at the place of its first condition bit.
    names = []
    seen_invalid = False
    for bit, name in _BIT_NAMES:
        if bits & bit:
            if name is None:
                if not seen_invalid:
                    names.append('InvalidOperation')
                    seen_invalid = True
            else:
                names.append(name)
    return names


def _raise_trapped(bits):
    # Raise the exception for the trapped status bits, as CPython does:
    # the first signal in signal order, with the list of all the trapped
    # conditions and signals as its argument.
    exc = None
    for cls, mask in _SIGNALS:
        if bits & mask:
            exc = cls
            break
    lst = [cls for cls, bit in _CONDITIONS if bits & bit]
    for cls, mask in _SIGNALS[1:]:
        if bits & mask:
            lst.append(cls)
    raise exc(lst)


# ---------------------------------------------------------------------------
# Integer helpers

_P10 = [10 ** i for i in range(920)]
_P10_LEN = 920


# Results that would need more digits than this raise MemoryError (as
# libmpdec does when a context with a huge precision asks for an inexact
# result).
_MAX_WORK_DIGITS = 1000000


def _p10(n):
    if n < _P10_LEN:
        return _P10[n]
    if n > 50 * _MAX_WORK_DIGITS:
        raise MemoryError
    return 10 ** n


def _nd(c):
    """Number of decimal digits of the int c >= 0 (1 for 0)."""
    if c < 100000000:
        if c < 10000:
            if c < 100:
                return 1 if c < 10 else 2
            return 3 if c < 1000 else 4
        if c < 1000000:
            return 5 if c < 100000 else 6
        return 7 if c < 10000000 else 8
    if c < 10000000000000000:
        if c < 1000000000000:
            if c < 10000000000:
                return 9 if c < 1000000000 else 10
            return 11 if c < 100000000000 else 12
        if c < 100000000000000:
            return 13 if c < 10000000000000 else 14
        return 15 if c < 1000000000000000 else 16
    b = c.bit_length()
    if b < 3000:
        k = (b * 1233) >> 12
        if c >= _P10[k]:
            k += 1
            if c >= _P10[k]:
                k += 1
        return k
    k = int((b - 1) * 0.30102999566398120)
    p = 10 ** k
    while c >= p:
        p *= 10
        k += 1
    return k


def _rshift(coef, d, n, rnd, sign):
    """Drop the d >= 1 lowest digits of coef (which has n digits and is
    not zero), rounding with mode rnd for a number of sign 'sign'.
    Returns (new coefficient, inexact)."""
    if d > n:
        # Everything goes and what goes is below a half.
        if rnd == _R_UP or rnd == _R_05UP:
            return 1, True
        if rnd == _R_CEILING:
            return (0 if sign else 1), True
        if rnd == _R_FLOOR:
            return (1 if sign else 0), True
        return 0, True
    p = _P10[d] if d < _P10_LEN else 10 ** d
    q, r = divmod(coef, p)
    if not r:
        return q, False
    if rnd == _R_HALF_EVEN:
        h = p >> 1
        if r > h or (r == h and q & 1):
            q += 1
    elif rnd == _R_HALF_UP:
        if r >= (p >> 1):
            q += 1
    elif rnd == _R_DOWN:
        pass
    elif rnd == _R_UP:
        q += 1
    elif rnd == _R_HALF_DOWN:
        if r > (p >> 1):
            q += 1
    elif rnd == _R_CEILING:
        if not sign:
            q += 1
    elif rnd == _R_FLOOR:
        if sign:
            q += 1
    else:   # _R_05UP
        if q % 5 == 0:
            q += 1
    return q, True


def _strip_zeros(q, exp, maxstrip):
    """Remove up to maxstrip trailing zeros of q; returns (q, exp)."""
    if maxstrip <= 0 or q % 10:
        return q, exp
    for k in (32, 16, 8, 4, 2, 1):
        if maxstrip >= k:
            p = _P10[k]
            while maxstrip >= k and q % p == 0:
                q //= p
                exp += k
                maxstrip -= k
    return q, exp


def _trailing_zeros(c):
    if c == 0:
        return 0
    n = 0
    for k in (32, 16, 8, 4, 2, 1):
        p = _P10[k]
        while c % p == 0:
            c //= p
            n += k
    return n


# ---------------------------------------------------------------------------
# Contexts

def _check_ssize(v):
    if not isinstance(v, int):
        raise TypeError('an integer is required')
    if v > _SSIZE_MAX or v < -_SSIZE_MAX - 1:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return int(v)


def _signals_from_list(lst):
    bits = 0
    for item in lst:
        mask = _SIGNAL_MASK.get(item) if isinstance(item, type) else None
        if mask is None:
            raise KeyError(_INVALID_SIGNALS_MSG)
        bits |= mask
    return bits


def _signals_from_dict(value):
    if isinstance(value, _SignalDict):
        ctx = value._ctx
        return ctx._traps if value._traps else ctx._status
    if not isinstance(value, dict):
        raise TypeError('argument must be a signal dict')
    if len(value) != len(_SIGNALS):
        raise KeyError('invalid signal dict')
    bits = 0
    for cls, mask in _SIGNALS:
        if cls not in value:
            raise KeyError('invalid signal dict')
        if value[cls]:
            bits |= mask
    return bits


class SignalDict(_MutableMapping):
    """The flags or the traps of a context, as a mapping from the signal
    classes to booleans (a view of the context: it changes with it)."""
    __module__ = 'decimal'
    __slots__ = ('_ctx', '_traps')

    def __init__(self, ctx, traps):
        self._ctx = ctx
        self._traps = traps

    def _bits(self):
        ctx = self._ctx
        return ctx._traps if self._traps else ctx._status

    def __getitem__(self, key):
        try:
            mask = _SIGNAL_MASK[key]
        except (KeyError, TypeError):
            raise KeyError(_INVALID_SIGNALS_MSG) from None
        ctx = self._ctx
        bits = ctx._traps if self._traps else ctx._status
        return bool(bits & mask)

    def __setitem__(self, key, value):
        try:
            mask = _SIGNAL_MASK[key]
        except (KeyError, TypeError):
            raise KeyError(_INVALID_SIGNALS_MSG) from None
        ctx = self._ctx
        if self._traps:
            if value:
                ctx._traps |= mask
            else:
                ctx._traps &= ~mask
        else:
            if value:
                ctx._status |= mask
            else:
                ctx._status &= ~mask

    def __delitem__(self, key):
        raise ValueError('signal keys cannot be deleted')

    def __iter__(self):
        return iter([cls for cls, mask in _SIGNALS])

    def __len__(self):
        return len(_SIGNALS)

    def __contains__(self, key):
        try:
            return key in _SIGNAL_MASK
        except TypeError:
            return False

    def copy(self):
        bits = self._bits()
        return {cls: bool(bits & mask) for cls, mask in _SIGNALS}

    def __repr__(self):
        bits = self._bits()
        return '{' + ', '.join(['%r:%s' % (cls, bool(bits & mask))
                                for cls, mask in _SIGNALS]) + '}'

    __str__ = __repr__


_CTX_ARGS = ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp',
             'flags', 'traps')


class Context(object):
    """The environment of arithmetic operations: precision, rounding,
    exponent limits, capitals and clamp, with the flags raised so far
    and the signals that are trapped.

    Context(prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
            clamp=None, flags=None, traps=None)
    """
    __module__ = 'decimal'
    __slots__ = ('_prec', '_rnd', '_Emin', '_Emax', '_capitals', '_clamp',
                 '_status', '_traps', '_etiny', '_etop', '_pmax',
                 '_flagsdict', '_trapsdict')

    def __init__(self, *args, **kwargs):
        if len(args) > 8:
            raise TypeError('function takes at most 8 arguments (%d given)'
                            % len(args))
        vals = dict(zip(_CTX_ARGS, args))
        for key, value in kwargs.items():
            if key not in _CTX_ARGS:
                raise TypeError("'%s' is an invalid keyword argument for "
                                "this function" % key)
            if key in vals:
                raise TypeError("argument for function given by name ('%s') "
                                "and position (%d)"
                                % (key, _CTX_ARGS.index(key) + 1))
            vals[key] = value
        dc = _default_template
        if dc is not None:
            self._prec = dc._prec
            self._rnd = dc._rnd
            self._Emin = dc._Emin
            self._Emax = dc._Emax
            self._capitals = dc._capitals
            self._clamp = dc._clamp
            self._traps = dc._traps
        else:
            self._prec = 28
            self._rnd = _R_HALF_EVEN
            self._Emin = -999999
            self._Emax = 999999
            self._capitals = 1
            self._clamp = 0
            self._traps = _IEEE_INVALID | _DIV_BY_ZERO | _OVERFLOW
        self._status = 0
        self._flagsdict = None
        self._trapsdict = None
        _ctx_apply(self, vals, True)

    def _update(self):
        prec = self._prec
        self._etiny = self._Emin - prec + 1
        self._etop = self._Emax - prec + 1
        self._pmax = _p10(prec) if prec <= 5000 else _P10[919]

    # -- attributes

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        v = _check_ssize(value)
        if not 1 <= v <= MAX_PREC:
            raise ValueError('valid range for prec is [1, MAX_PREC]')
        self._prec = v
        self._update()

    @prec.deleter
    def prec(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def rounding(self):
        return _ROUND_NAMES[self._rnd]

    @rounding.setter
    def rounding(self, value):
        self._rnd = _round_code(value)

    @rounding.deleter
    def rounding(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def Emin(self):
        return self._Emin

    @Emin.setter
    def Emin(self, value):
        v = _check_ssize(value)
        if not MIN_EMIN <= v <= 0:
            raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        self._Emin = v
        self._update()

    @Emin.deleter
    def Emin(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def Emax(self):
        return self._Emax

    @Emax.setter
    def Emax(self, value):
        v = _check_ssize(value)
        if not 0 <= v <= MAX_EMAX:
            raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        self._Emax = v
        self._update()

    @Emax.deleter
    def Emax(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, value):
        v = _check_ssize(value)
        if v != 0 and v != 1:
            raise ValueError('valid values for capitals are 0 or 1')
        self._capitals = v

    @capitals.deleter
    def capitals(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, value):
        v = _check_ssize(value)
        if v != 0 and v != 1:
            raise ValueError('valid values for clamp are 0 or 1')
        self._clamp = v

    @clamp.deleter
    def clamp(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def flags(self):
        d = self._flagsdict
        if d is None:
            d = self._flagsdict = _SignalDict(self, False)
        return d

    @flags.setter
    def flags(self, value):
        self._status = _signals_from_dict(value)

    @flags.deleter
    def flags(self):
        raise AttributeError('context attributes cannot be deleted')

    @property
    def traps(self):
        d = self._trapsdict
        if d is None:
            d = self._trapsdict = _SignalDict(self, True)
        return d

    @traps.setter
    def traps(self, value):
        self._traps = _signals_from_dict(value)

    @traps.deleter
    def traps(self):
        raise AttributeError('context attributes cannot be deleted')

    # -- housekeeping

    def Etiny(self):
        """Return Emin - prec + 1, the smallest exponent of a subnormal."""
        return self._Emin - self._prec + 1

    def Etop(self):
        """Return Emax - prec + 1, the largest exponent of a full-precision
        number."""
        return self._Emax - self._prec + 1

    def clear_flags(self):
        """Reset all the flags to False."""
        self._status = 0

    def clear_traps(self):
        """Reset all the traps to False."""
        self._traps = 0

    def copy(self):
        """Return a copy of the context (with its flags and traps)."""
        return _mkctx(self._prec, self._rnd, self._Emin, self._Emax,
                      self._capitals, self._clamp, self._status, self._traps)

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def __repr__(self):
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, '
                'capitals=%d, clamp=%d, flags=[%s], traps=[%s])'
                % (self._prec, _ROUND_NAMES[self._rnd], self._Emin,
                   self._Emax, self._capitals, self._clamp,
                   ', '.join(_flag_names(self._status)),
                   ', '.join(_flag_names(self._traps))))

    def __reduce__(self):
        flags = [cls for cls, mask in _SIGNALS if self._status & mask]
        traps = [cls for cls, mask in _SIGNALS if self._traps & mask]
        return (self.__class__,
                (self._prec, _ROUND_NAMES[self._rnd], self._Emin, self._Emax,
                 self._capitals, self._clamp, flags, traps))


def _round_code(value):
    if isinstance(value, str):
        code = _ROUND_CODES.get(value)
        if code is not None:
            return code
    raise TypeError(_INVALID_ROUNDING_MSG)


def _ctx_apply(ctx, vals, init):
    # Set the attributes given in the dict vals (None means: unchanged).
    v = vals.get('prec')
    if v is not None:
        ctx.prec = v
    v = vals.get('rounding')
    if v is not None:
        ctx._rnd = _round_code(v)
    v = vals.get('Emin')
    if v is not None:
        ctx.Emin = v
    v = vals.get('Emax')
    if v is not None:
        ctx.Emax = v
    v = vals.get('capitals')
    if v is not None:
        ctx.capitals = v
    v = vals.get('clamp')
    if v is not None:
        ctx.clamp = v
    for name in ('traps', 'flags'):
        v = vals.get(name)
        if v is None:
            continue
        if isinstance(v, list):
            bits = _signals_from_list(v)
        else:
            bits = _signals_from_dict(v)
        if name == 'traps':
            ctx._traps = bits
        else:
            ctx._status = bits
    ctx._update()


def _mkctx(prec, rnd, Emin, Emax, capitals, clamp, status, traps):
    c = object.__new__(Context)
    c._prec = prec
    c._rnd = rnd
    c._Emin = Emin
    c._Emax = Emax
    c._capitals = capitals
    c._clamp = clamp
    c._status = status
    c._traps = traps
    c._flagsdict = None
    c._trapsdict = None
    c._update()
    return c


def _maxctx(prec, rnd=_R_HALF_EVEN):
    # libmpdec's maxcontext with another precision: no traps.
    return _mkctx(prec, rnd, MIN_EMIN, MAX_EMAX, 1, 0, 0, 0)


_default_template = None
_cur = None


def getcontext():
    """Return the current context."""
    global _cur
    c = _cur
    if c is None:
        t = DefaultContext
        c = _cur = _mkctx(t._prec, t._rnd, t._Emin, t._Emax, t._capitals,
                          t._clamp, 0, t._traps)
    return c


def setcontext(context):
    """Make context the current context (a copy of it if it is one of
    DefaultContext, BasicContext and ExtendedContext)."""
    global _cur
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if (context is DefaultContext or context is BasicContext or
            context is ExtendedContext):
        context = context.copy()
        context._status = 0
    _cur = context


class ContextManager(object):
    """The context manager returned by localcontext()."""
    __module__ = 'decimal'
    __slots__ = ('new_context', 'saved_context')

    def __init__(self, new_context):
        self.new_context = new_context
        self.saved_context = None

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, *args):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    """Return a context manager that makes a copy of ctx (default: the
    current context), with the given attributes changed, the current
    context for the with statement, and restores the previous one."""
    for key in kwargs:
        if key not in _CTX_ARGS:
            raise TypeError("'%s' is an invalid keyword argument for this "
                            "function" % key)
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError('optional argument must be a context')
    new = ctx.copy()
    if kwargs:
        _ctx_apply(new, kwargs, False)
    return _ContextManager(new)


# ---------------------------------------------------------------------------
# Building results

def _dec(sign, coef, exp):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coef
    d._exp = exp
    d._sp = 0
    return d


def _special(sign, sp, payload=0):
    # sp: 1 Infinity, 2 NaN, 3 sNaN
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = payload
    d._exp = 0
    d._sp = sp
    return d


def _overflow_result(sign, ctx, rnd):
    if (rnd == _R_HALF_EVEN or rnd == _R_HALF_UP or rnd == _R_HALF_DOWN or
            rnd == _R_UP or (rnd == _R_CEILING and not sign) or
            (rnd == _R_FLOOR and sign)):
        return _special(sign, 1)
    prec = ctx._prec
    return _dec(sign, _p10(prec) - 1, ctx._Emax - prec + 1)


def _fix(sign, coef, exp, ctx, rnd):
    """Round and clamp the finite number (sign, coef, exp) to the context
    ctx with rounding mode rnd. Returns (Decimal, status)."""
    status = 0
    if coef == 0:
        etiny = ctx._etiny
        if exp < etiny:
            exp = etiny
            status = _CLAMPED
        else:
            top = ctx._etop if ctx._clamp else ctx._Emax
            if exp > top:
                exp = top
                status = _CLAMPED
        return _dec(sign, 0, exp), status
    n = _nd(coef)
    adj = exp + n - 1
    if adj > ctx._Emax:
        return (_overflow_result(sign, ctx, rnd),
                _OVERFLOW | _INEXACT | _ROUNDED)
    if ctx._clamp and exp > ctx._etop:
        # Fold down (before the subnormal check, as libmpdec does).
        etop = ctx._etop
        coef *= _p10(exp - etop)
        status = _CLAMPED
        if adj < ctx._Emin:
            status |= _SUBNORMAL
        return _dec(sign, coef, etop), status
    if adj < ctx._Emin:
        status = _SUBNORMAL
        etiny = ctx._etiny
        if exp < etiny:
            coef, inexact = _rshift(coef, etiny - exp, n, rnd, sign)
            exp = etiny
            status |= _ROUNDED
            if inexact:
                status |= _INEXACT | _UNDERFLOW
                if coef == 0:
                    status |= _CLAMPED
        return _dec(sign, coef, exp), status
    prec = ctx._prec
    if n > prec:
        coef, inexact = _rshift(coef, n - prec, n, rnd, sign)
        exp += n - prec
        status = (_INEXACT | _ROUNDED) if inexact else _ROUNDED
        if coef >= _p10(prec):
            coef //= 10
            exp += 1
            if exp + prec - 1 > ctx._Emax:
                return (_overflow_result(sign, ctx, rnd),
                        _OVERFLOW | _INEXACT | _ROUNDED)
    return _dec(sign, coef, exp), status


def _finish(sign, coef, exp, ctx, status=0):
    """_fix with the context's rounding, then record the status (which
    may raise)."""
    d, st = _fix(sign, coef, exp, ctx, ctx._rnd)
    status |= st
    if status:
        ctx._status |= status
        t = status & ctx._traps
        if t:
            _raise_trapped(t)
    return d


def _finish_dec(a, ctx, status=0):
    # Apply the context to a finite or special Decimal.
    if a._sp:
        if status:
            _signal(ctx, status)
        if a._sp >= 2:
            return _nan1(a, ctx)
        return a if type(a) is Decimal else _special(a._sign, 1)
    return _finish(a._sign, a._int, a._exp, ctx, status)


def _signal(ctx, status):
    ctx._status |= status
    t = status & ctx._traps
    if t:
        _raise_trapped(t)


def _invalid(ctx, cond=_INVALID_OP):
    _signal(ctx, cond)
    return _NAN


def _fix_nan(sign, payload, ctx):
    # A payload longer than prec - clamp digits keeps its lowest digits.
    if payload:
        keep = ctx._prec - ctx._clamp
        if _nd(payload) > keep:
            payload %= _p10(keep)
    return _special(sign, 2, payload)


def _nan1(a, ctx):
    # The result of an operation with the one NaN operand a.
    if a._sp == 3:
        _signal(ctx, _INVALID_OP)
    return _fix_nan(a._sign, a._int, ctx)


def _nan2(a, b, ctx):
    # The result of an operation with two operands, one of which is a NaN.
    if a._sp == 3:
        choice = a
        _signal(ctx, _INVALID_OP)
    elif b._sp == 3:
        choice = b
        _signal(ctx, _INVALID_OP)
    elif a._sp == 2:
        choice = a
    else:
        choice = b
    return _fix_nan(choice._sign, choice._int, ctx)


def _nan2_status(a, b, ctx):
    # Like _nan2, but returns (result, status) without signalling.
    if a._sp == 3:
        return _fix_nan(a._sign, a._int, ctx), _INVALID_OP
    if b._sp == 3:
        return _fix_nan(b._sign, b._int, ctx), _INVALID_OP
    choice = a if a._sp == 2 else b
    return _fix_nan(choice._sign, choice._int, ctx), 0


def _context(context):
    if context is None:
        c = _cur
        return c if c is not None else getcontext()
    if isinstance(context, Context):
        return context
    raise TypeError('optional argument must be a context')


# ---------------------------------------------------------------------------
# Conversions to Decimal

def _from_int(v):
    d = object.__new__(Decimal)
    if v < 0:
        d._sign = 1
        d._int = -v
    else:
        d._sign = 0
        d._int = int(v)
    d._exp = 0
    d._sp = 0
    return d


def _convert(v):
    # Operand conversion for methods: Decimal and int only.
    if isinstance(v, Decimal):
        return v
    if isinstance(v, int):
        return _from_int(v)
    raise TypeError('conversion from %s to Decimal is not supported'
                    % type(v).__name__)


_SEQUENCE_TYPES = (str, list, tuple, bytes, bytearray)
_OPNAMES = {'**': '** or pow()', 'divmod': 'divmod()'}


def _binop_fail(other, op, reflected):
    # The other operand of an arithmetic operator is not supported. The
    # built-in types (and Fraction) do not handle Decimals either, so the
    # TypeError is raised here, with the name CPython gives the type;
    # other types get their chance through NotImplemented.
    t = type(other)
    mod = getattr(t, '__module__', None)
    if mod == 'builtins' or mod == 'fractions':
        if op == '*' and issubclass(t, _SEQUENCE_TYPES):
            raise TypeError("can't multiply sequence by non-int of type "
                            "'decimal.Decimal'")
        name = _OPNAMES.get(op, op)
        if reflected:
            raise TypeError("unsupported operand type(s) for %s: '%s' and "
                            "'decimal.Decimal'" % (name, t.__name__))
        raise TypeError("unsupported operand type(s) for %s: "
                        "'decimal.Decimal' and '%s'" % (name, t.__name__))
    return NotImplemented


def _from_float_exact(f):
    if f != f:
        return _special(0, 2)     # CPython ignores the sign of a NaN
    sign = 1 if _math.copysign(1.0, f) < 0 else 0
    if f in (_INF_FLOAT, _NINF_FLOAT):
        return _special(sign, 1)
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1
    if k:
        return _dec(sign, n * 5 ** k, -k)
    return _dec(sign, n, 0)


_INF_FLOAT = float('inf')
_NINF_FLOAT = float('-inf')


def _ascii_number(s):
    # Replace non-ASCII decimal digits by ASCII ones and non-ASCII spaces
    # by ' '; None if s has another non-ASCII character.
    out = []
    for ch in s:
        if ch < '\x80':
            out.append(ch)
        elif ch.isspace():
            out.append(' ')
        elif ch.isdecimal():
            out.append(str(int(ch)))
        else:
            return None
    return ''.join(out)


def _parse_number(s):
    """Parse the ASCII string s (already stripped). Returns (sign, coef,
    exp, sp) or None for a syntax error."""
    if not s:
        return None
    sign = 0
    c = s[0]
    if c == '-':
        sign = 1
        s = s[1:]
    elif c == '+':
        s = s[1:]
    epos = s.find('e')
    if epos < 0:
        epos = s.find('E')
    if epos >= 0:
        mant = s[:epos]
        es = s[epos + 1:]
        if es[:1] == '+' or es[:1] == '-':
            digits = es[1:]
        else:
            digits = es
        if not digits or not digits.isdigit():
            return _parse_special(sign, s)
        exp = int(es)
    else:
        mant = s
        exp = 0
    dot = mant.find('.')
    if dot >= 0:
        frac = mant[dot + 1:]
        mant = mant[:dot] + frac
        exp -= len(frac)
    if mant and mant.isdigit():
        return sign, int(mant), exp, 0
    return _parse_special(sign, s)


def _parse_special(sign, s):
    low = s.lower()
    if low == 'inf' or low == 'infinity':
        return sign, 0, 0, 1
    if low.startswith('nan'):
        payload = low[3:]
        sp = 2
    elif low.startswith('snan'):
        payload = low[4:]
        sp = 3
    else:
        return None
    if not payload:
        return sign, 0, 0, sp
    if payload.isdigit():
        return sign, int(payload), 0, sp
    return None


def _exact_limits_ok(coef, exp):
    # Whether the exact number fits libmpdec's maximum context.
    if coef == 0:
        return MIN_ETINY <= exp <= MAX_EMAX
    if exp < MIN_ETINY:
        return False
    return exp + _nd(coef) - 1 <= MAX_EMAX


def _fast_str(s):
    # The common case [+-]digits[.digits], short; None for anything else.
    sign = 0
    coef = 0
    ndig = 0
    dot = -1
    first = True
    for ch in s:
        o = ord(ch)
        if 48 <= o <= 57:
            coef = coef * 10 + o - 48
            ndig += 1
        elif o == 46 and dot < 0:
            dot = ndig
        elif first and (o == 45 or o == 43):
            sign = 1 if o == 45 else 0
        else:
            return None
        first = False
    if not ndig:
        return None
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coef
    d._exp = dot - ndig if dot >= 0 else 0
    d._sp = 0
    return d


def _dec_from_str(value, ctx):
    # The Decimal constructor's conversion of a str (exact).
    s = value.strip()
    if '_' in s:
        s = s.replace('_', '')
    if not s.isascii():
        s = _ascii_number(s)
    r = _parse_number(s) if s is not None else None
    if r is None:
        _signal(ctx, _CONV_SYNTAX)
        return _NAN
    sign, coef, exp, sp = r
    if sp:
        return _special(sign, sp, coef)
    if not _exact_limits_ok(coef, exp):
        _signal(ctx, _INVALID_OP)
        return _NAN
    return _dec(sign, coef, exp)


def _dec_from_tuple(value):
    if len(value) != 3:
        raise ValueError('argument must be a sequence of length 3')
    sign, digits, exp = value
    if not isinstance(sign, int) or sign not in (0, 1):
        raise ValueError('sign must be an integer with the value 0 or 1')
    sign = int(sign)
    sp = 0
    if isinstance(exp, str):
        if exp == 'F':
            sp = 1
        elif exp == 'n':
            sp = 2
        elif exp == 'N':
            sp = 3
        else:
            raise ValueError("string argument in the third position must "
                             "be 'F', 'n' or 'N'")
    elif not isinstance(exp, int):
        raise ValueError('exponent must be an integer')
    if not isinstance(digits, (tuple, list)) or isinstance(digits, str):
        raise ValueError('coefficient must be a tuple of digits')
    coef = 0
    for dg in digits:
        if not isinstance(dg, int) or not 0 <= dg <= 9:
            raise ValueError('coefficient must be a tuple of digits')
        coef = coef * 10 + dg
    if sp == 1:
        return _special(sign, 1)
    if sp:
        return _special(sign, sp, coef)
    return sign, coef, int(exp)


# ---------------------------------------------------------------------------
# Arithmetic on Decimals (a, b are Decimals, ctx a Context)

def _add(a, b, bsign, ctx):
    """a + b, where b's sign is taken to be bsign (for subtraction)."""
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            return _nan2(a, b, ctx)
        if a._sp:
            if b._sp and a._sign != bsign:
                return _invalid(ctx)
            return _special(a._sign, 1)
        return _special(bsign, 1)
    asign = a._sign
    ca = a._int
    cb = b._int
    exp = a._exp
    eb = b._exp
    if exp != eb:
        if not ca or not cb:
            return _add_zero(asign, ca, exp, bsign, cb, eb, ctx)
        if exp > eb:
            shift = exp - eb
            if shift > 60:
                ca, cb, shift, eb = _add_far(ca, exp, cb, eb, ctx._prec)
            ca *= _P10[shift] if shift < _P10_LEN else _p10(shift)
            exp = eb
        else:
            shift = eb - exp
            if shift > 60:
                cb, ca, shift, exp = _add_far(cb, eb, ca, exp, ctx._prec)
            cb *= _P10[shift] if shift < _P10_LEN else _p10(shift)
    if asign == bsign:
        coef = ca + cb
        sign = asign
    else:
        coef = ca - cb
        if coef > 0:
            sign = asign
        elif coef < 0:
            coef = -coef
            sign = bsign
        else:
            sign = 1 if ctx._rnd == _R_FLOOR else 0
    if coef < ctx._pmax and ctx._Emin <= exp <= ctx._etop:
        d = object.__new__(Decimal)
        d._sign = sign
        d._int = coef
        d._exp = exp
        d._sp = 0
        return d
    return _finish(sign, coef, exp, ctx)


def _add_far(cbig, ebig, csmall, esmall, prec):
    # The operands' exponents are far apart: if the small operand lies
    # entirely below the rounding position of the result, replace it by
    # a 1 just below that position (as libmpdec does); the rounded result
    # is the same. Returns (cbig, csmall, shift, exponent of the sum).
    nb = _nd(cbig)
    lim = ebig - 1 if nb > prec else ebig + nb - prec - 2
    if esmall + _nd(csmall) - 1 < lim:
        return cbig, 1, ebig - lim, lim
    return cbig, csmall, ebig - esmall, esmall


def _add_zero(asign, ca, ea, bsign, cb, eb, ctx):
    # Addition where one operand (at least) is zero and the exponents
    # differ: the sum is the other operand at the smaller exponent.
    exp = ea if ea < eb else eb
    if not ca and not cb:
        if asign == bsign:
            sign = asign
        else:
            sign = 1 if ctx._rnd == _R_FLOOR else 0
        return _finish(sign, 0, exp, ctx)
    if ca:
        sign, c, e = asign, ca, ea
    else:
        sign, c, e = bsign, cb, eb
    if e == exp:
        return _finish(sign, c, e, ctx)
    # Pad c down to exp, but not beyond what the context keeps.
    adj = e + _nd(c) - 1
    if adj >= ctx._Emin:
        keep = adj - ctx._prec + 1
    else:
        keep = ctx._etiny
    target = exp if exp > keep else keep
    status = _ROUNDED if exp < target else 0
    if target < e:
        c *= _p10(e - target)
        e = target
    return _finish(sign, c, e, ctx, status)


def _mul(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            return _nan2(a, b, ctx)
        if a._sp:
            if not b._sp and not b._int:
                return _invalid(ctx)
            return _special(sign, 1)
        if not a._int:
            return _invalid(ctx)
        return _special(sign, 1)
    coef = a._int * b._int
    exp = a._exp + b._exp
    if coef < ctx._pmax and ctx._Emin <= exp <= ctx._etop:
        d = object.__new__(Decimal)
        d._sign = sign
        d._int = coef
        d._exp = exp
        d._sp = 0
        return d
    return _finish(sign, coef, exp, ctx)


def _div(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            return _nan2(a, b, ctx)
        if a._sp:
            if b._sp:
                return _invalid(ctx)
            return _special(sign, 1)
        return _finish(sign, 0, ctx._etiny, ctx, _CLAMPED)
    cb = b._int
    ca = a._int
    if not cb:
        if not ca:
            return _invalid(ctx, _DIV_UNDEFINED)
        _signal(ctx, _DIV_BY_ZERO)
        return _special(sign, 1)
    ideal = a._exp - b._exp
    if not ca:
        return _finish(sign, 0, ideal, ctx)
    prec = ctx._prec
    if prec > 5000:
        # Try an exact quotient first: a huge precision is typically
        # used for exact arithmetic.
        r = _div_exact(ca, cb)
        if r is not None:
            q, k = r
            exp = ideal - k
            q, exp = _strip_zeros(q, exp, k)
            return _finish(sign, q, exp, ctx)
        if prec > _MAX_WORK_DIGITS:
            raise MemoryError
    na = _nd(ca)
    nb = _nd(cb)
    # Fast path: a quotient of exactly prec digits, rounded from the
    # remainder, when the result is a normal number.
    s = prec + nb - na - 1
    if nb >= na:
        if ca * _p10(nb - na) < cb:
            s += 1
    elif ca < cb * _p10(na - nb):
        s += 1
    if s >= 0:
        q, r = divmod(ca * _p10(s), cb)
        den = cb
    else:
        den = cb * _p10(-s)
        q, r = divmod(ca, den)
    exp = ideal - s
    if ctx._Emin <= exp + prec - 1 and exp < ctx._etop:
        if not r:
            if exp < ideal:
                q, exp = _strip_zeros(q, exp, ideal - exp)
                if exp > ctx._etop:
                    return _finish(sign, q, exp, ctx)
            elif exp > ideal:
                # The exact quotient has more digits than prec: only
                # zeros were dropped.
                _signal(ctx, _ROUNDED)
            d = object.__new__(Decimal)
            d._sign = sign
            d._int = q
            d._exp = exp
            d._sp = 0
            return d
        rnd = ctx._rnd
        r2 = r + r
        if rnd == _R_HALF_EVEN:
            if r2 > den or (r2 == den and q & 1):
                q += 1
        elif rnd == _R_HALF_UP:
            if r2 >= den:
                q += 1
        elif rnd == _R_HALF_DOWN:
            if r2 > den:
                q += 1
        elif rnd == _R_UP:
            q += 1
        elif rnd == _R_CEILING:
            if not sign:
                q += 1
        elif rnd == _R_FLOOR:
            if sign:
                q += 1
        elif rnd == _R_05UP:
            if q % 5 == 0:
                q += 1
        if q >= ctx._pmax:
            q //= 10
            exp += 1
        d = object.__new__(Decimal)
        d._sign = sign
        d._int = q
        d._exp = exp
        d._sp = 0
        ctx._status |= _INEXACT_ROUNDED
        if ctx._traps & _INEXACT_ROUNDED:
            _raise_trapped(ctx._traps & _INEXACT_ROUNDED)
        return d
    shift = nb - na + prec + 1
    if shift >= 0:
        q, r = divmod(ca * (_P10[shift] if shift < _P10_LEN else _p10(shift)),
                      cb)
    else:
        q, r = divmod(ca, cb * _p10(-shift))
    exp = ideal - shift
    if r:
        if q % 5 == 0:
            q += 1
    elif exp < ideal:
        q, exp = _strip_zeros(q, exp, ideal - exp)
    if q < ctx._pmax and ctx._Emin <= exp <= ctx._etop:
        d = object.__new__(Decimal)
        d._sign = sign
        d._int = q
        d._exp = exp
        d._sp = 0
        return d
    return _finish(sign, q, exp, ctx)


def _div_exact(ca, cb):
    """If ca / cb has a finite decimal expansion, return (q, k) with
    ca / cb == q / 10**k, else None."""
    g = _math.gcd(ca, cb)
    d = cb // g
    t2 = (d & -d).bit_length() - 1
    d >>= t2
    t5 = 0
    while d % 5 == 0:
        d //= 5
        t5 += 1
    if d != 1:
        return None
    k = t2 if t2 > t5 else t5
    return (ca // g) * (1 << (k - t2)) * 5 ** (k - t5), k


def _divmod_raw(a, b, ctx, want):
    """Integer division and remainder of a by b. want: 1 quotient only,
    2 remainder only, 3 both. Returns (q, r) (None for the unwanted one)
    after signalling."""
    sign = a._sign ^ b._sign
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            n = _nan2(a, b, ctx)
            return n, n
        if a._sp:
            if b._sp:
                _signal(ctx, _INVALID_OP)
                return _NAN, _NAN
            if want & 2:
                _signal(ctx, _INVALID_OP)
            return _special(sign, 1), _NAN
        # b is infinite, a finite
        q = _dec(sign, 0, 0)
        st = 0
        if want & 2:
            r, st2 = _fix(a._sign, a._int, a._exp, ctx, ctx._rnd)
            st |= st2
        else:
            r = None
        if st:
            _signal(ctx, st)
        return q, r
    ca = a._int
    cb = b._int
    if not cb:
        if not ca:
            _signal(ctx, _DIV_UNDEFINED)
            return _NAN, _NAN
        status = 0
        if want & 1:
            status |= _DIV_BY_ZERO
        if want & 2:
            status |= _INVALID_OP
        _signal(ctx, status)
        return _special(sign, 1), _NAN
    ea = a._exp
    eb = b._exp
    exp = ea if ea < eb else eb
    if not ca:
        qi = 0
        rs, ri = a._sign, 0
    else:
        adja = ea + _nd(ca) - 1
        adjb = eb + _nd(cb) - 1
        prec = ctx._prec
        if adja - adjb > prec:
            _signal(ctx, _DIV_IMPOSSIBLE)
            return _NAN, _NAN
        if adjb > adja:
            qi = 0
            ri = ca * _p10(ea - exp) if ea > exp else ca
        else:
            A = ca * _p10(ea - exp) if ea > exp else ca
            B = cb * _p10(eb - exp) if eb > exp else cb
            qi, ri = divmod(A, B)
            if _nd(qi) > prec:
                _signal(ctx, _DIV_IMPOSSIBLE)
                return _NAN, _NAN
        rs = a._sign
    if want & 1:
        q, st = _fix(sign, qi, 0, ctx, ctx._rnd)
    else:
        q, st = None, 0
    if want & 2:
        r, st2 = _fix(rs, ri, exp, ctx, ctx._rnd)
        st |= st2
    else:
        r = None
    if st:
        _signal(ctx, st)
    return q, r


def _rem_near(a, b, ctx):
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            return _nan2(a, b, ctx)
        if a._sp:
            return _invalid(ctx)
        return _finish(a._sign, a._int, a._exp, ctx)
    ca = a._int
    cb = b._int
    if not cb:
        if not ca:
            return _invalid(ctx, _DIV_UNDEFINED)
        return _invalid(ctx)
    ea = a._exp
    eb = b._exp
    exp = ea if ea < eb else eb
    if not ca:
        return _finish(a._sign, 0, exp, ctx)
    adja = ea + _nd(ca) - 1
    adjb = eb + _nd(cb) - 1
    prec = ctx._prec
    if adja - adjb > prec:
        return _invalid(ctx, _DIV_IMPOSSIBLE)
    if adjb > adja + 1:
        if ea > exp:
            ca *= _p10(ea - exp)
        return _finish(a._sign, ca, exp, ctx)
    A = ca * _p10(ea - exp) if ea > exp else ca
    B = cb * _p10(eb - exp) if eb > exp else cb
    qi, ri = divmod(A, B)
    r2 = 2 * ri
    sign = a._sign
    if r2 > B or (r2 == B and qi & 1):
        qi += 1
        ri = B - ri
        sign ^= 1
    if _nd(qi) > prec:
        return _invalid(ctx, _DIV_IMPOSSIBLE)
    return _finish(sign, ri, exp, ctx)


def _cmp(a, b):
    """Numerical comparison of two non-NaN Decimals: -1, 0 or 1."""
    if a._sp or b._sp:
        if a._sp:
            if b._sp and a._sign == b._sign:
                return 0
            return -1 if a._sign else 1
        return 1 if b._sign else -1
    ca = a._int
    cb = b._int
    if not ca:
        if not cb:
            return 0
        return 1 if b._sign else -1
    if not cb:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    ea = a._exp
    eb = b._exp
    if ea != eb:
        adja = ea + _nd(ca)
        adjb = eb + _nd(cb)
        if adja != adjb:
            r = 1 if adja > adjb else -1
            return -r if a._sign else r
        if ea > eb:
            ca *= _p10(ea - eb)
        else:
            cb *= _p10(eb - ea)
    if ca == cb:
        return 0
    r = 1 if ca > cb else -1
    return -r if a._sign else r


def _cmp_abs(a, b):
    if a._sp or b._sp:
        if a._sp and b._sp:
            return 0
        return 1 if a._sp else -1
    ca = a._int
    cb = b._int
    if not ca or not cb:
        return (ca > 0) - (cb > 0)
    ea = a._exp
    eb = b._exp
    if ea != eb:
        adja = ea + _nd(ca)
        adjb = eb + _nd(cb)
        if adja != adjb:
            return 1 if adja > adjb else -1
        if ea > eb:
            ca *= _p10(ea - eb)
        else:
            cb *= _p10(eb - ea)
    return (ca > cb) - (ca < cb)


def _cmp_total(a, b):
    """The total ordering of the specification: -1, 0 or 1."""
    sa = a._sign
    sb = b._sign
    if sa != sb:
        return -1 if sa else 1
    r = _cmp_total_mag(a, b)
    return -r if sa else r


def _cmp_total_mag(a, b):
    # Total ordering of the absolute values.
    # Rank: finite < infinity < sNaN < NaN.
    ra = (0, 1, 3, 2)[a._sp]
    rb = (0, 1, 3, 2)[b._sp]
    if ra != rb:
        return 1 if ra > rb else -1
    if ra >= 2:
        pa = a._int
        pb = b._int
        return (pa > pb) - (pa < pb)
    if ra == 1:
        return 0
    r = _cmp_abs(a, b)
    if r:
        return r
    ea = a._exp
    eb = b._exp
    return (ea > eb) - (ea < eb)


def _rational_cmp(a, num, den):
    """Compare the finite or infinite Decimal a with num/den (den > 0)."""
    if a._sp:
        return -1 if a._sign else 1
    c = -a._int if a._sign else a._int
    e = a._exp
    if e >= 0:
        lhs = c * _p10(e) * den
        rhs = num
    else:
        lhs = c * den
        rhs = num * _p10(-e)
    return (lhs > rhs) - (lhs < rhs)


def _quantize(a, b, rnd, ctx):
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            return _nan2(a, b, ctx)
        if a._sp and b._sp:
            return _special(a._sign, 1)
        return _invalid(ctx)
    bexp = b._exp
    if bexp > ctx._Emax or bexp < ctx._etiny:
        return _invalid(ctx)
    coef = a._int
    if not coef:
        return _finish(a._sign, 0, bexp, ctx)
    aexp = a._exp
    n = _nd(coef)
    prec = ctx._prec
    if n + aexp - bexp > prec:
        return _invalid(ctx)
    status = 0
    if aexp >= bexp:
        coef *= _p10(aexp - bexp)
    else:
        coef, inexact = _rshift(coef, bexp - aexp, n, rnd, a._sign)
        status = (_INEXACT | _ROUNDED) if inexact else _ROUNDED
        if coef and _nd(coef) > prec:
            return _invalid(ctx)
    if coef:
        adj = bexp + _nd(coef) - 1
        if adj > ctx._Emax:
            return _invalid(ctx)
        if adj < ctx._Emin:
            status |= _SUBNORMAL
    if ctx._clamp and bexp > ctx._etop:
        coef *= _p10(bexp - ctx._etop)
        bexp = ctx._etop
        status |= _CLAMPED
    if status:
        _signal(ctx, status)
    return _dec(a._sign, coef, bexp)


def _to_integral(a, rnd, ctx, exact):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        return _special(a._sign, 1)
    exp = a._exp
    if exp >= 0:
        return a if type(a) is Decimal else _dec(a._sign, a._int, exp)
    coef = a._int
    if not coef:
        return _dec(a._sign, 0, 0)
    q, inexact = _rshift(coef, -exp, _nd(coef), rnd, a._sign)
    if exact:
        _signal(ctx, (_INEXACT | _ROUNDED) if inexact else _ROUNDED)
    return _dec(a._sign, q, 0)


def _int_value(a):
    """The integer part (truncated) of a finite Decimal."""
    exp = a._exp
    c = a._int
    if exp >= 0:
        c *= _p10(exp)
    elif -exp > _nd(c):
        c = 0
    else:
        c //= _p10(-exp)
    return -c if a._sign else c


def _normalize(a, ctx):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        return _special(a._sign, 1)
    r = _finish(a._sign, a._int, a._exp, ctx)
    if r._sp:
        return r
    if not r._int:
        return _dec(r._sign, 0, 0)
    maxexp = ctx._etop if ctx._clamp else ctx._Emax
    coef, exp = _strip_zeros(r._int, r._exp, maxexp - r._exp)
    return _dec(r._sign, coef, exp)


def _sqrt(a, ctx):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        if a._sign:
            return _invalid(ctx)
        return _special(0, 1)
    c = a._int
    e = a._exp
    ideal = e >> 1
    if not c:
        return _finish(a._sign, 0, ideal, ctx)
    if a._sign:
        return _invalid(ctx)
    prec = ctx._prec
    if e & 1:
        c *= 10
        e -= 1
    if prec > _MAX_WORK_DIGITS:
        s = _math.isqrt(c)
        if s * s != c:
            raise MemoryError
        s, exp = _strip_zeros(s, e // 2, ideal - e // 2)
        return _finish(0, s, exp, ctx)
    # c * 10**e with e even; scale c by 100**k so that its square root
    # has at least prec + 1 digits.
    k = prec + 1 - (_nd(c) + 1) // 2
    if k > 0:
        c *= _p10(2 * k)
    else:
        k = 0
    s = _math.isqrt(c)
    exp = e // 2 - k
    if s * s != c:
        if s % 5 == 0:
            s += 1
    elif exp < ideal:
        s, exp = _strip_zeros(s, exp, ideal - exp)
    d, status = _fix(0, s, exp, ctx, _R_HALF_EVEN)
    if status:
        _signal(ctx, status)
    return d


# ---------------------------------------------------------------------------
# Decimal

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent',
                           module='decimal')

_PyHASH_MODULUS = 2305843009213693951     # 2**61 - 1
_PyHASH_INF = 314159
_PyHASH_10INV = pow(10, _PyHASH_MODULUS - 2, _PyHASH_MODULUS)
_HASH_P10 = [pow(10, k, _PyHASH_MODULUS) for k in range(64)]
_HASH_INV10 = [pow(_PyHASH_10INV, k, _PyHASH_MODULUS) for k in range(64)]


class Decimal(object):
    """Construct a new Decimal object. 'value' can be an integer, string,
    tuple, or another Decimal object. If no value is given, return
    Decimal('0'). The context does not affect the conversion and is only
    passed to determine if the InvalidOperation trap is active.
    """
    __module__ = 'decimal'
    __slots__ = ('_sign', '_int', '_exp', '_sp')

    def __new__(cls, value="0", context=None):
        if context is not None and not isinstance(context, Context):
            raise TypeError('optional argument must be a context')
        if isinstance(value, str):
            d = _fast_str(value) if len(value) < 20 else None
            if d is None:
                if context is None:
                    context = _cur if _cur is not None else getcontext()
                d = _dec_from_str(value, context)
        elif isinstance(value, int):
            d = _from_int(value)
        elif isinstance(value, Decimal):
            if cls is Decimal and type(value) is Decimal:
                return value
            d = value
        elif isinstance(value, float):
            if context is None:
                context = _cur if _cur is not None else getcontext()
            _signal(context, _FLOAT_OP)
            d = _from_float_exact(value)
        elif isinstance(value, (tuple, list)):
            r = _dec_from_tuple(tuple(value))
            if isinstance(r, tuple):
                sign, coef, exp = r
                if not _exact_limits_ok(coef, exp):
                    if context is None:
                        context = _cur if _cur is not None else getcontext()
                    _signal(context, _INVALID_OP)
                    d = _NAN
                else:
                    d = _dec(sign, coef, exp)
            else:
                d = r
        else:
            raise TypeError('conversion from %s to Decimal is not supported'
                            % type(value).__name__)
        if cls is Decimal:
            return d
        self = object.__new__(cls)
        self._sign = d._sign
        self._int = d._int
        self._exp = d._exp
        self._sp = d._sp
        return self

    @classmethod
    def from_float(cls, f):
        """Convert a float (or int) to a Decimal exactly."""
        if isinstance(f, int):
            d = _from_int(f)
        elif isinstance(f, float):
            d = _from_float_exact(f)
        else:
            raise TypeError('argument must be int or float')
        if cls is Decimal:
            return d
        return cls(d)

    # -- string conversion

    def __str__(self):
        c = _cur if _cur is not None else getcontext()
        return _to_sci(self, c._capitals)

    def __repr__(self):
        c = _cur if _cur is not None else getcontext()
        return "Decimal('" + _to_sci(self, c._capitals) + "')"

    def to_eng_string(self, context=None):
        """Convert to a string in engineering notation (exponents that
        are multiples of three)."""
        return _to_eng(self, _context(context)._capitals)

    def __format__(self, spec, override=None):
        return _format(self, spec)

    # -- arithmetic operators

    def __add__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '+', False)
        return _add(self, other, other._sign,
                    _cur if _cur is not None else getcontext())

    def __radd__(self, other):
        if isinstance(other, int):
            return _add(_from_int(other), self, self._sign,
                        _cur if _cur is not None else getcontext())
        return _binop_fail(other, '+', True)

    def __sub__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '-', False)
        return _add(self, other, other._sign ^ 1,
                    _cur if _cur is not None else getcontext())

    def __rsub__(self, other):
        if isinstance(other, int):
            return _add(_from_int(other), self, self._sign ^ 1,
                        _cur if _cur is not None else getcontext())
        return _binop_fail(other, '-', True)

    def __mul__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int) and not self._sp:
                # Decimal * int, inline.
                ctx = _cur if _cur is not None else getcontext()
                if other < 0:
                    coef = self._int * -other
                    sign = self._sign ^ 1
                else:
                    coef = self._int * other
                    sign = self._sign
                exp = self._exp
                if coef < ctx._pmax and ctx._Emin <= exp <= ctx._etop:
                    d = object.__new__(Decimal)
                    d._sign = sign
                    d._int = coef
                    d._exp = exp
                    d._sp = 0
                    return d
                return _finish(sign, coef, exp, ctx)
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '*', False)
        return _mul(self, other, _cur if _cur is not None else getcontext())

    def __rmul__(self, other):
        if isinstance(other, int):
            return _mul(_from_int(other), self,
                        _cur if _cur is not None else getcontext())
        return _binop_fail(other, '*', True)

    def __truediv__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '/', False)
        return _div(self, other, _cur if _cur is not None else getcontext())

    def __rtruediv__(self, other):
        if isinstance(other, int):
            return _div(_from_int(other), self,
                        _cur if _cur is not None else getcontext())
        return _binop_fail(other, '/', True)

    def __floordiv__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '//', False)
        return _divmod_raw(self, other,
                           _cur if _cur is not None else getcontext(), 1)[0]

    def __rfloordiv__(self, other):
        if isinstance(other, int):
            return _divmod_raw(_from_int(other), self,
                               _cur if _cur is not None else getcontext(),
                               1)[0]
        return _binop_fail(other, '//', True)

    def __mod__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '%', False)
        return _divmod_raw(self, other,
                           _cur if _cur is not None else getcontext(), 2)[1]

    def __rmod__(self, other):
        if isinstance(other, int):
            return _divmod_raw(_from_int(other), self,
                               _cur if _cur is not None else getcontext(),
                               2)[1]
        return _binop_fail(other, '%', True)

    def __divmod__(self, other):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, 'divmod', False)
        return _divmod_raw(self, other,
                           _cur if _cur is not None else getcontext(), 3)

    def __rdivmod__(self, other):
        if isinstance(other, int):
            return _divmod_raw(_from_int(other), self,
                               _cur if _cur is not None else getcontext(), 3)
        return _binop_fail(other, 'divmod', True)

    def __pow__(self, other, modulo=None):
        if not isinstance(other, Decimal):
            if isinstance(other, int):
                other = _from_int(other)
            else:
                return _binop_fail(other, '**', False)
        ctx = _cur if _cur is not None else getcontext()
        if modulo is None:
            return _power(self, other, ctx)
        if not isinstance(modulo, Decimal):
            if isinstance(modulo, int):
                modulo = _from_int(modulo)
            else:
                raise TypeError('pow() 3rd argument not allowed unless all '
                                'arguments are integers')
        return _powmod(self, other, modulo, ctx)

    def __rpow__(self, other, modulo=None):
        if isinstance(other, int):
            other = _from_int(other)
            ctx = _cur if _cur is not None else getcontext()
            if modulo is None:
                return _power(other, self, ctx)
            return _powmod(other, self, _convert(modulo), ctx)
        return _binop_fail(other, '**', True)

    def __neg__(self):
        return _minus(self, _cur if _cur is not None else getcontext())

    def __pos__(self):
        return _plus(self, _cur if _cur is not None else getcontext())

    def __abs__(self):
        return _absolute(self, _cur if _cur is not None else getcontext())

    # -- comparisons

    def __eq__(self, other):
        if not isinstance(other, Decimal):
            r = _cmp_other(self, other, True)
            if r is NotImplemented:
                return r
            return r == 0
        if self._sp >= 2 or other._sp >= 2:
            if self._sp == 3 or other._sp == 3:
                _signal(_cur if _cur is not None else getcontext(),
                        _INVALID_OP)
            return False
        return _cmp(self, other) == 0

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __lt__(self, other):
        if not isinstance(other, Decimal) or self._sp >= 2 or other._sp >= 2:
            r = _cmp_other(self, other, False)
            if r is NotImplemented or r is None:
                return r if r is NotImplemented else False
            return r < 0
        return _cmp(self, other) < 0

    def __le__(self, other):
        if not isinstance(other, Decimal) or self._sp >= 2 or other._sp >= 2:
            r = _cmp_other(self, other, False)
            if r is NotImplemented or r is None:
                return r if r is NotImplemented else False
            return r <= 0
        return _cmp(self, other) <= 0

    def __gt__(self, other):
        if not isinstance(other, Decimal) or self._sp >= 2 or other._sp >= 2:
            r = _cmp_other(self, other, False)
            if r is NotImplemented or r is None:
                return r if r is NotImplemented else False
            return r > 0
        return _cmp(self, other) > 0

    def __ge__(self, other):
        if not isinstance(other, Decimal) or self._sp >= 2 or other._sp >= 2:
            r = _cmp_other(self, other, False)
            if r is NotImplemented or r is None:
                return r if r is NotImplemented else False
            return r >= 0
        return _cmp(self, other) >= 0

    def __hash__(self):
        sp = self._sp
        if sp:
            if sp == 3:
                raise TypeError('Cannot hash a signaling NaN value')
            if sp == 2:
                return object.__hash__(self)
            return -_PyHASH_INF if self._sign else _PyHASH_INF
        exp = self._exp
        if exp >= 0:
            if exp < 64:
                h = self._int * _HASH_P10[exp] % _PyHASH_MODULUS
            else:
                h = (self._int * pow(10, exp, _PyHASH_MODULUS) %
                     _PyHASH_MODULUS)
        elif exp > -64:
            h = self._int * _HASH_INV10[-exp] % _PyHASH_MODULUS
        else:
            h = (self._int * pow(_PyHASH_10INV, -exp, _PyHASH_MODULUS)
                 % _PyHASH_MODULUS)
        if self._sign:
            h = -h
        return -2 if h == -1 else h

    # -- conversions

    def __bool__(self):
        return self._sp != 0 or self._int != 0

    def __int__(self):
        if self._sp:
            if self._sp >= 2:
                raise ValueError('cannot convert NaN to integer')
            raise OverflowError('cannot convert Infinity to integer')
        return _int_value(self)

    __trunc__ = __int__

    def __float__(self):
        sp = self._sp
        if sp:
            if sp == 3:
                raise ValueError('cannot convert signaling NaN to float')
            if sp == 2:
                return float('-nan') if self._sign else float('nan')
            return _NINF_FLOAT if self._sign else _INF_FLOAT
        c = self._int
        if not c:
            return -0.0 if self._sign else 0.0
        return float(('-%de%d' if self._sign else '%de%d') % (c, self._exp))

    def __floor__(self):
        if self._sp:
            return self.__int__()
        ctx = _cur if _cur is not None else getcontext()
        return _int_value(_to_integral(self, _R_FLOOR, ctx, False))

    def __ceil__(self):
        if self._sp:
            return self.__int__()
        ctx = _cur if _cur is not None else getcontext()
        return _int_value(_to_integral(self, _R_CEILING, ctx, False))

    def __round__(self, n=None):
        if n is None:
            if self._sp:
                return self.__int__()
            ctx = _cur if _cur is not None else getcontext()
            return _int_value(_to_integral(self, _R_HALF_EVEN, ctx, False))
        if not isinstance(n, int):
            raise TypeError('optional arg must be an integer')
        ctx = _cur if _cur is not None else getcontext()
        return _quantize(self, _dec(0, 1, -n), ctx._rnd, ctx)

    def __complex__(self):
        raise TypeError('complex numbers are not supported by Trellis')

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        if type(self) is Decimal:
            return self
        return self.__class__(self)

    def __deepcopy__(self, memo):
        if type(self) is Decimal:
            return self
        return self.__class__(self)

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return _dec(0, 0, 0)

    def conjugate(self):
        return self

    # -- queries

    def adjusted(self):
        """Return the adjusted exponent (the exponent of the most
        significant digit); 0 for NaNs and infinities."""
        if self._sp:
            return 0
        return self._exp + _nd(self._int) - 1

    def as_tuple(self):
        """Return the number as a DecimalTuple(sign, digits, exponent)."""
        sp = self._sp
        if sp == 1:
            return DecimalTuple(self._sign, (0,), 'F')
        c = self._int
        if sp and not c:
            digits = ()
        else:
            digits = tuple(map(int, str(c)))
        if sp:
            return DecimalTuple(self._sign, digits, 'n' if sp == 2 else 'N')
        return DecimalTuple(self._sign, digits, self._exp)

    def as_integer_ratio(self):
        """Return a pair of ints (n, d), d > 0, in lowest terms, whose
        ratio is the value."""
        if self._sp:
            if self._sp >= 2:
                raise ValueError('cannot convert NaN to integer ratio')
            raise OverflowError('cannot convert Infinity to integer ratio')
        c = self._int
        exp = self._exp
        if exp >= 0:
            n = c * _p10(exp)
            d = 1
        else:
            n = c
            d = _p10(-exp)
            g = _math.gcd(n, d)
            n //= g
            d //= g
        return (-n if self._sign else n), d

    def is_canonical(self):
        return True

    def canonical(self):
        return self

    def is_finite(self):
        return self._sp == 0

    def is_infinite(self):
        return self._sp == 1

    def is_nan(self):
        return self._sp >= 2

    def is_qnan(self):
        return self._sp == 2

    def is_snan(self):
        return self._sp == 3

    def is_signed(self):
        return self._sign == 1

    def is_zero(self):
        return self._sp == 0 and self._int == 0

    def is_normal(self, context=None):
        ctx = _context(context)
        if self._sp or not self._int:
            return False
        return self._exp + _nd(self._int) - 1 >= ctx._Emin

    def is_subnormal(self, context=None):
        ctx = _context(context)
        if self._sp or not self._int:
            return False
        return self._exp + _nd(self._int) - 1 < ctx._Emin

    def radix(self):
        return _dec(0, 10, 0)

    def number_class(self, context=None):
        ctx = _context(context)
        sp = self._sp
        if sp == 3:
            return 'sNaN'
        if sp == 2:
            return 'NaN'
        s = '-' if self._sign else '+'
        if sp == 1:
            return s + 'Infinity'
        if not self._int:
            return s + 'Zero'
        if self._exp + _nd(self._int) - 1 < ctx._Emin:
            return s + 'Subnormal'
        return s + 'Normal'

    def same_quantum(self, other, context=None):
        other = _convert(other)
        if self._sp or other._sp:
            return ((self._sp >= 2 and other._sp >= 2) or
                    (self._sp == 1 and other._sp == 1))
        return self._exp == other._exp

    # -- sign manipulation (exact, no context)

    def copy_abs(self):
        return _copy(self, 0)

    def copy_negate(self):
        return _copy(self, self._sign ^ 1)

    def copy_sign(self, other, context=None):
        other = _convert(other)
        return _copy(self, other._sign)

    # -- rounding

    def quantize(self, exp, rounding=None, context=None):
        """Round to the exponent of exp."""
        ctx = _context(context)
        rnd = ctx._rnd if rounding is None else _round_code(rounding)
        return _quantize(self, _convert(exp), rnd, ctx)

    def to_integral_value(self, rounding=None, context=None):
        """Round to an integer, without signalling Inexact or Rounded."""
        ctx = _context(context)
        rnd = ctx._rnd if rounding is None else _round_code(rounding)
        return _to_integral(self, rnd, ctx, False)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        """Round to an integer, signalling Inexact and Rounded."""
        ctx = _context(context)
        rnd = ctx._rnd if rounding is None else _round_code(rounding)
        return _to_integral(self, rnd, ctx, True)

    def normalize(self, context=None):
        """Round to the context and strip trailing zeros."""
        return _normalize(self, _context(context))

    # -- other operations

    def compare(self, other, context=None):
        ctx = _context(context)
        return _compare(self, _convert(other), ctx, False)

    def compare_signal(self, other, context=None):
        ctx = _context(context)
        return _compare(self, _convert(other), ctx, True)

    def compare_total(self, other, context=None):
        other = _convert(other)
        return _SMALL_INTS[_cmp_total(self, other)]

    def compare_total_mag(self, other, context=None):
        other = _convert(other)
        return _SMALL_INTS[_cmp_total_mag(self, other)]

    def max(self, other, context=None):
        return _minmax(self, _convert(other), _context(context), 1, False)

    def min(self, other, context=None):
        return _minmax(self, _convert(other), _context(context), -1, False)

    def max_mag(self, other, context=None):
        return _minmax(self, _convert(other), _context(context), 1, True)

    def min_mag(self, other, context=None):
        return _minmax(self, _convert(other), _context(context), -1, True)

    def sqrt(self, context=None):
        return _sqrt(self, _context(context))

    def exp(self, context=None):
        return _exp(self, _context(context))

    def ln(self, context=None):
        return _ln(self, _context(context), False)

    def log10(self, context=None):
        return _ln(self, _context(context), True)

    def logb(self, context=None):
        return _logb(self, _context(context))

    def fma(self, other, third, context=None):
        ctx = _context(context)
        return _fma(self, _convert(other), _convert(third), ctx)

    def remainder_near(self, other, context=None):
        return _rem_near(self, _convert(other), _context(context))

    def next_plus(self, context=None):
        return _next(self, _context(context), 1)

    def next_minus(self, context=None):
        return _next(self, _context(context), -1)

    def next_toward(self, other, context=None):
        return _next_toward(self, _convert(other), _context(context))

    def scaleb(self, other, context=None):
        return _scaleb(self, _convert(other), _context(context))

    def rotate(self, other, context=None):
        return _rotate(self, _convert(other), _context(context), False)

    def shift(self, other, context=None):
        return _rotate(self, _convert(other), _context(context), True)

    def logical_and(self, other, context=None):
        return _logical(self, _convert(other), _context(context), 0)

    def logical_or(self, other, context=None):
        return _logical(self, _convert(other), _context(context), 1)

    def logical_xor(self, other, context=None):
        return _logical(self, _convert(other), _context(context), 2)

    def logical_invert(self, context=None):
        ctx = _context(context)
        return _logical(self, _dec(0, _p10(ctx._prec) // 9, 0), ctx, 2)


_NAN = _special(0, 2)
_SMALL_INTS = {-1: _dec(1, 1, 0), 0: _dec(0, 0, 0), 1: _dec(0, 1, 0)}

_numbers.Number.register(Decimal)


def _copy(a, sign):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = a._int
    d._exp = a._exp
    d._sp = a._sp
    return d


def _cmp_other(a, other, eq):
    """Compare the Decimal a with other for a rich comparison. Returns
    -1, 0, 1, None (a NaN is involved) or NotImplemented. eq tells
    whether this is == or != (which do not signal for quiet NaNs or
    floats)."""
    ctx = None
    if isinstance(other, Decimal):
        pass
    elif isinstance(other, int):
        other = _from_int(other)
    elif isinstance(other, float):
        ctx = _cur if _cur is not None else getcontext()
        if eq:
            ctx._status |= _FLOAT_OP
        else:
            _signal(ctx, _FLOAT_OP)
        other = _from_float_exact(other)
    elif isinstance(other, _numbers.Rational):
        if a._sp >= 2:
            if a._sp == 3 or not eq:
                _signal(_cur if _cur is not None else getcontext(),
                        _INVALID_OP)
            return None
        return _rational_cmp(a, other.numerator, other.denominator)
    else:
        return NotImplemented
    if a._sp >= 2 or other._sp >= 2:
        if a._sp == 3 or other._sp == 3 or not eq:
            if ctx is None:
                ctx = _cur if _cur is not None else getcontext()
            _signal(ctx, _INVALID_OP)
        return None
    return _cmp(a, other)


def _compare(a, b, ctx, signal_all):
    if a._sp >= 2 or b._sp >= 2:
        if signal_all:
            r, status = _nan2_status(a, b, ctx)
            _signal(ctx, _INVALID_OP)
            return r
        return _nan2(a, b, ctx)
    return _SMALL_INTS[_cmp(a, b)]


def _minmax(a, b, ctx, which, mag):
    # which: 1 for max, -1 for min.
    if a._sp >= 2 or b._sp >= 2:
        if a._sp == 3 or b._sp == 3:
            return _nan2(a, b, ctx)
        # A quiet NaN loses against a number.
        if a._sp >= 2:
            if b._sp >= 2:
                return _nan2(a, b, ctx)
            return _finish_dec(b, ctx)
        return _finish_dec(a, ctx)
    c = _cmp_abs(a, b) if mag else 0
    if c == 0:
        c = _cmp(a, b)
        if c == 0:
            c = _cmp_total(a, b)
    choice = a if c * which >= 0 else b
    return _finish_dec(choice, ctx)


def _minus(a, ctx):
    if a._sp >= 2:
        return _nan1(a, ctx)
    if not a._sp and not a._int and ctx._rnd != _R_FLOOR:
        sign = 0
    else:
        sign = a._sign ^ 1
    if a._sp:
        return _special(sign, 1)
    return _finish(sign, a._int, a._exp, ctx)


def _plus(a, ctx):
    if a._sp >= 2:
        return _nan1(a, ctx)
    if not a._sp and not a._int and ctx._rnd != _R_FLOOR:
        sign = 0
    else:
        sign = a._sign
    if a._sp:
        return _special(sign, 1)
    return _finish(sign, a._int, a._exp, ctx)


def _absolute(a, ctx):
    if a._sp >= 2:
        return _nan1(a, ctx)
    if a._sp:
        return _special(0, 1)
    return _finish(0, a._int, a._exp, ctx)


# ---------------------------------------------------------------------------
# String conversion

def _special_str(d):
    sp = d._sp
    sign = '-' if d._sign else ''
    if sp == 1:
        return sign + 'Infinity'
    s = sign + ('NaN' if sp == 2 else 'sNaN')
    if d._int:
        s += str(d._int)
    return s


def _to_sci(d, caps):
    if d._sp:
        return _special_str(d)
    s = str(d._int)
    e = d._exp
    if e == 0:
        return '-' + s if d._sign else s
    n = len(s)
    adj = e + n - 1
    if e < 0 and adj >= -6:
        p = n + e
        if p > 0:
            s = s[:p] + '.' + s[p:]
        else:
            s = '0.' + '0' * -p + s
    else:
        if n > 1:
            s = s[0] + '.' + s[1:]
        if adj >= 0:
            s = s + ('E+' if caps else 'e+') + str(adj)
        else:
            s = s + ('E' if caps else 'e') + str(adj)
    return '-' + s if d._sign else s


def _to_eng(d, caps):
    if d._sp:
        return _special_str(d)
    s = str(d._int)
    e = d._exp
    n = len(s)
    adj = e + n - 1
    if e <= 0 and adj >= -6:
        return _to_sci(d, caps)
    ld = e + n
    if not d._int:
        dplace = -1 + (e + 2) % 3
    else:
        dplace = 1 + adj % 3
    if dplace <= 0:
        body = '0.' + '0' * -dplace + s
    elif dplace >= n:
        body = s + '0' * (dplace - n)
    else:
        body = s[:dplace] + '.' + s[dplace:]
    x = ld - dplace
    if x:
        body += ('E' if caps else 'e') + ('+%d' % x if x > 0 else '%d' % x)
    return '-' + body if d._sign else body


def _parse_format_spec(spec, caps):
    """Parse a format spec with libmpdec's grammar (and 3.11's 'z').
    Returns (fill, align, sign, no_neg_0, width, sep, prec, type)."""
    n = len(spec)
    # The 'z' option: after an optional fill/align and sign.
    pos = 0
    if n >= 2 and spec[1] in '<>=^':
        pos = 2
    elif n >= 1 and spec[0] in '<>=^':
        pos = 1
    if pos < n and spec[pos] in '+- ':
        pos += 1
    no_neg_0 = False
    if pos < n and spec[pos] == 'z':
        spec = spec[:pos] + spec[pos + 1:]
        n -= 1
        no_neg_0 = True
    i = 0
    fill = ' '
    align = '>'
    have_align = False
    if n >= 2 and spec[1] in '<>=^':
        fill = spec[0]
        align = spec[1]
        i = 2
        have_align = True
    elif n >= 1 and spec[0] in '<>=^':
        align = spec[0]
        i = 1
        have_align = True
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    if i < n and spec[i] == '0':
        if have_align:
            return None
        align = 'z'
        fill = '0'
        i += 1
    width = 0
    if i < n and spec[i] in '0123456789':
        if spec[i] == '0':
            return None
        j = i
        while j < n and spec[j] in '0123456789':
            j += 1
        width = int(spec[i:j])
        if width > _SSIZE_MAX:
            return None
        i = j
    sep = False
    if i < n and spec[i] == ',':
        sep = True
        i += 1
    prec = -1
    if i < n and spec[i] == '.':
        i += 1
        j = i
        while j < n and spec[j] in '0123456789':
            j += 1
        if j == i:
            return None
        prec = int(spec[i:j])
        if prec > _SSIZE_MAX:
            return None
        i = j
    typ = 'G' if caps else 'g'
    if i < n:
        c = spec[i]
        if c in 'EeFfGg%':
            typ = c
            i += 1
        elif c == 'N' or c == 'n':
            if sep:
                return None
            typ = 'G' if c == 'N' else 'g'
            i += 1
    if i != n:
        return None
    return fill, align, sign, no_neg_0, width, sep, prec, typ


def _rescale_fmt(sign, coef, exp, newexp, rnd):
    # Change the exponent to newexp, rounding with rnd (no limits).
    if newexp == exp or not coef:
        return coef, newexp
    if newexp < exp:
        return coef * _p10(exp - newexp), newexp
    coef, inexact = _rshift(coef, newexp - exp, _nd(coef), rnd, sign)
    return coef, newexp


def _group(digits, min_width):
    # Insert ',' every three digits from the right; with min_width, pad
    # with zeros (and separators) to at least that width, as Python's
    # int formatting does.
    out = []
    remaining = len(digits)
    pos = remaining
    while True:
        l = remaining if remaining > min_width else min_width
        if l < 1:
            l = 1
        if l > 3:
            l = 3
        nchars = remaining if remaining < l else l
        if nchars < 0:
            nchars = 0
        nzeros = l - nchars
        out.append('0' * nzeros + digits[pos - nchars:pos])
        pos -= nchars
        remaining -= nchars
        min_width -= l
        if remaining <= 0 and min_width <= 0:
            break
        min_width -= 1
    out.reverse()
    return ','.join(out)


_SPEC_CACHE = {}


def _format(d, spec):
    if not isinstance(spec, str):
        raise TypeError('format arg must be str')
    ctx = _cur if _cur is not None else getcontext()
    key = (spec, ctx._capitals)
    p = _SPEC_CACHE.get(key)
    if p is None:
        p = _parse_format_spec(spec, ctx._capitals)
        if p is None:
            raise ValueError('invalid format string')
        if len(_SPEC_CACHE) < 256:
            _SPEC_CACHE[key] = p
    fill, align, signopt, no_neg_0, width, sep, prec, typ = p
    sign = d._sign
    if d._sp:
        if align == 'z':
            fill = ' '
            align = '>'
        body = _special_str(d)
        if sign:
            body = body[1:]
        if typ == '%':
            body += '%'
        sep = False
    else:
        upper = typ in 'EFG'
        t = typ.lower()
        coef = d._int
        exp = d._exp
        percent = False
        if t == '%':
            exp += 2
            t = 'f'
            percent = True
        dplace = 1
        rnd = ctx._rnd
        if prec >= 0:
            if t == 'g':
                p = prec if prec else 1
                n = _nd(coef)
                if n > p and coef:
                    newexp = exp + n - p
                    coef, exp = _rescale_fmt(sign, coef, exp, newexp, rnd)
                    if _nd(coef) > p:
                        coef, exp = _rescale_fmt(sign, coef, exp, exp + 1,
                                                 rnd)
            elif t == 'e':
                if not coef:
                    dplace = 1 - prec
                else:
                    newexp = exp + _nd(coef) - (prec + 1)
                    coef, exp = _rescale_fmt(sign, coef, exp, newexp, rnd)
                    if _nd(coef) > prec + 1:
                        coef, exp = _rescale_fmt(sign, coef, exp, exp + 1,
                                                 rnd)
            else:
                if coef:
                    coef, exp = _rescale_fmt(sign, coef, exp, -prec, rnd)
                else:
                    exp = -prec
        if t == 'f' and not coef and exp > 0:
            exp = 0
        if no_neg_0 and not coef:
            sign = 0
        s = str(coef)
        n = len(s)
        ld = exp + n
        if t == 'e':
            pass
        elif t == 'f' or (exp <= 0 and ld > -6):
            dplace = ld
        if dplace <= 0:
            intpart = '0'
            rest = '.' + '0' * -dplace + s
        elif dplace >= n:
            intpart = s + '0' * (dplace - n)
            rest = ''
        else:
            intpart = s[:dplace]
            rest = '.' + s[dplace:]
        if ld != dplace or t == 'e':
            x = ld - dplace
            rest += ('E' if upper else 'e') + ('+%d' % x if x >= 0 else
                                               '%d' % x)
        if percent:
            rest += '%'
        if sep:
            if sign or signopt == '+' or signopt == ' ':
                nsign = 1
            else:
                nsign = 0
            mw = width - nsign - len(rest) if align == 'z' else 0
            intpart = _group(intpart, mw)
        body = intpart + rest
    if sign:
        body = '-' + body
    elif signopt == '+':
        body = '+' + body
    elif signopt == ' ':
        body = ' ' + body
    n = len(body)
    if n >= width:
        return body
    add = width - n
    if align == '<':
        return body + fill * add
    if align == '>':
        return fill * add + body
    if align == '^':
        lpad = add // 2
        return fill * lpad + body + fill * (add - lpad)
    # '=' or zero padding: after the sign
    if body[0] in '+- ':
        return body[0] + fill * add + body[1:]
    return fill * add + body


# ---------------------------------------------------------------------------
# exp, ln, log10 (correctly rounded, with Ziv's strategy)

_LN10_CACHE = [0, 0]


def _atanh_inv(k, one):
    # atanh(1/k) * one, with an error of at most the number of terms.
    x = one // k
    k2 = k * k
    total = x
    i = 3
    while x:
        x //= k2
        total += x // i
        i += 2
    return total


def _ln10(W):
    """ln(10) * 10**W, with an error of at most 2."""
    cw, cv = _LN10_CACHE
    if cw < W:
        cw = W + 20
        one = 10 ** cw
        ln2 = (18 * _atanh_inv(26, one) - 2 * _atanh_inv(4801, one) +
               8 * _atanh_inv(8749, one))
        cv = 3 * ln2 + 2 * _atanh_inv(9, one)
        _LN10_CACHE[0] = cw
        _LN10_CACHE[1] = cv
    return cv // _p10(cw - W)


def _ziv_round(v, err, e0, P, etiny):
    """v * 10**e0 approximates a positive irrational number to within
    err * 10**e0. Return (coef, exp), the number rounded to P digits (or
    at exponent etiny) followed by a sticky digit 3 or 7, or None if the
    approximation does not determine the rounding."""
    lo = v - err
    hi = v + err
    if lo <= 0:
        return None
    n = _nd(lo)
    if n != _nd(hi):
        return None
    pos = e0 + n - P
    if etiny is not None and pos < etiny:
        pos = etiny
    d = pos - e0
    if d < 2:
        return None
    if d > n + 1:
        return 3, pos - 1
    p = _p10(d)
    ql, rl = divmod(lo, p)
    qh, rh = divmod(hi, p)
    if ql != qh:
        return None
    h = p >> 1
    if rl > h and rh > h:
        return ql * 10 + 7, pos - 1
    if rl < h and rh < h:
        return ql * 10 + 3, pos - 1
    return None


def _exp_core(xsign, xc, xe, P, Emax, etiny):
    """exp(x) for x = (-1)**xsign * xc * 10**xe, xc != 0: returns (coef,
    exp), the result rounded to P digits with a sticky digit appended
    (see _ziv_round); far out of range results are 1E(Emax+1) (overflow)
    or 1E(etiny-1) (underflow)."""
    n = _nd(xc)
    adj = xe + n - 1
    if adj < -(P + 2):
        if xsign:
            return _p10(P + 1) - 3, -(P + 1)
        return _p10(P) + 3, -P
    if adj >= 19:
        if xsign:
            return 1, etiny - 1
        return 1, Emax + 1
    # x = k * ln(10) + r
    sh = xe + 30
    X = xc * _p10(sh) if sh >= 0 else xc // _p10(-sh)
    if xsign:
        X = -X
    L = _ln10(30)
    k = (2 * X + L) // (2 * L)
    if k > Emax + 2:
        return 1, Emax + 1
    if k < etiny - 2:
        return 1, etiny - 1
    G = 12
    while True:
        m = int((1.5 * (P + G)) ** 0.5)
        if m < 4:
            m = 4
        W = P + G + m // 3 + 2
        one = _p10(W)
        ak = -k if k < 0 else k
        dk = _nd(ak) + 1 if k else 0
        sh = xe + W
        Xw = xc * _p10(sh) if sh >= 0 else xc // _p10(-sh)
        if xsign:
            Xw = -Xw
        if k:
            R = Xw - (k * _ln10(W + dk)) // _p10(dk)
        else:
            R = Xw
        neg = R < 0
        a = (-R if neg else R) >> m
        term = one
        total = one
        i = 1
        while term:
            term = term * a // (i * one)
            if neg and i & 1:
                total -= term
            else:
                total += term
            i += 1
        for _ in range(m):
            total = total * total // one
        err = ((2 * i + 8) << (m + 1)) * (total // one + 1)
        r = _ziv_round(total, err, k - W, P, etiny)
        if r is not None:
            return r
        G *= 2


def _ln_core(c, e, P, log10):
    """ln(x) (or log10(x)) for x = c * 10**e > 0, x != 1 (and not a power
    of ten for log10). Returns (sign, coef, exp), the result rounded to P
    digits with a sticky digit appended."""
    n = _nd(c)
    t = e + n - 1
    z0 = 0
    if t == 0 or t == -1:
        a = 0
        if e < 0:
            diff = c - _p10(-e)
            if diff < 0:
                diff = -diff
            u = e + _nd(diff) - 1
            if u < 0:
                z0 = -u
    else:
        a = t
    G = 12 + z0
    while True:
        W = P + G
        one = _p10(W)
        sh = e - a + W
        M = c * _p10(sh) if sh >= 0 else c // _p10(-sh)
        k = 0
        lim = one // 10
        while M - one > lim or one - M > lim:
            M = _math.isqrt(M * one)
            k += 1
        z = M - one
        neg = z < 0
        if neg:
            z = -z
        z = z * one // (M + one)
        z2 = z * z // one
        term = z
        s = z
        i = 3
        while term:
            term = term * z2 // one
            s += term // i
            i += 2
        if neg:
            s = -s
        lnm = s << (k + 1)
        err = (i + 12) << (k + 1)
        if log10:
            val = lnm * one // _ln10(W) + a * one
            err += 3
        elif a:
            da = _nd(-a if a < 0 else a) + 1
            val = lnm + (a * _ln10(W + da)) // _p10(da)
            err += 3
        else:
            val = lnm
        sign = 0
        if val < 0:
            sign = 1
            val = -val
        r = _ziv_round(val, err, -W, P, None)
        if r is not None:
            return sign, r[0], r[1]
        if val > err and _nd(val) < P + 3:
            G += P + 3 - _nd(val)
        G *= 2


def _exp(a, ctx):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        if a._sign:
            return _dec(0, 0, 0)
        return _special(0, 1)
    if not a._int:
        return _dec(0, 1, 0)
    if ctx._prec > _MAX_WORK_DIGITS:
        raise MemoryError
    coef, exp = _exp_core(a._sign, a._int, a._exp, ctx._prec, ctx._Emax,
                          ctx._etiny)
    d, status = _fix(0, coef, exp, ctx, _R_HALF_EVEN)
    _signal(ctx, status)
    return d


def _ln(a, ctx, log10):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        if a._sign:
            return _invalid(ctx)
        return _special(0, 1)
    c = a._int
    if not c:
        return _special(1, 1)
    if a._sign:
        return _invalid(ctx)
    e = a._exp
    if log10:
        tz = _trailing_zeros(c)
        if c == _p10(tz):
            j = e + tz
            d, status = _fix(1 if j < 0 else 0, -j if j < 0 else j, 0, ctx,
                             _R_HALF_EVEN)
            if status:
                _signal(ctx, status)
            return d
    elif e <= 0 and c == _p10(-e):
        return _dec(0, 0, 0)
    if ctx._prec > _MAX_WORK_DIGITS:
        raise MemoryError
    sign, coef, exp = _ln_core(c, e, ctx._prec, log10)
    d, status = _fix(sign, coef, exp, ctx, _R_HALF_EVEN)
    _signal(ctx, status)
    return d


# ---------------------------------------------------------------------------
# Power

def _is_integer(b):
    # b finite
    e = b._exp
    if e >= 0:
        return True
    c = b._int
    if not c:
        return True
    if -e > _nd(c):
        return False
    return c % _p10(-e) == 0


def _int_of(b):
    # the value of the integral finite Decimal b, without the sign
    e = b._exp
    if e >= 0:
        return b._int * _p10(e)
    return b._int // _p10(-e)


def _exp_digits(n):
    if n < 0:
        n = -n
    return _nd(n)


def _power(a, b, ctx):
    if a._sp >= 2 or b._sp >= 2:
        return _nan2(a, b, ctx)
    intexp = not b._sp and _is_integer(b)
    resultsign = 0
    if intexp and a._sign:
        resultsign = _int_of(b) & 1
    if not a._sp and not a._int:
        if not b._sp and not b._int:
            return _invalid(ctx)
        if b._sign:
            return _special(resultsign, 1)
        return _dec(resultsign, 0, 0)
    if a._sign and not intexp:
        return _invalid(ctx)
    if b._sp:
        c = _cmp(a, _ONE)
        if c == 0:
            shift = ctx._prec - 1
            _signal(ctx, _INEXACT | _ROUNDED)
            return _dec(resultsign, _p10(shift), -shift)
        if b._sign:
            c = -c
        if c < 0:
            return _dec(resultsign, 0, 0)
        return _special(resultsign, 1)
    if a._sp:
        if not b._int:
            return _dec(resultsign, 1, 0)
        if b._sign:
            return _dec(resultsign, 0, 0)
        return _special(resultsign, 1)
    if not b._int:
        return _dec(resultsign, 1, 0)
    # |a| == 1
    if _cmp_abs(a, _ONE) == 0:
        if intexp:
            if b._sign:
                return _dec(resultsign, 1, 0)
            shift = _int_of(b) * -a._exp
            status = 0
            if shift > ctx._prec - 1:
                shift = ctx._prec - 1
                status = _ROUNDED
        else:
            shift = ctx._prec - 1
            status = _INEXACT | _ROUNDED
        if status:
            _signal(ctx, status)
        return _dec(resultsign, _p10(shift), -shift)
    # certain overflow or underflow
    lb_theta = b._exp + _nd(b._int) - 1
    lb_zeta = _lower_bound_zeta(a)
    adja = a._exp + _nd(a._int) - 1
    if ((adja < 0) ^ b._sign) == 0:
        if _exp_digits(ctx._Emax) < lb_zeta + lb_theta:
            return _finish(resultsign, 1, _EXP_INF, ctx)
    else:
        if _exp_digits(ctx._etiny) < lb_zeta + lb_theta:
            return _finish(resultsign, 1, ctx._etiny - 1, ctx)
    if intexp:
        return _pow_int(a, b, resultsign, ctx)
    return _pow_real(a, b, ctx)


def _lower_bound_zeta(x):
    t = x._exp + _nd(x._int) - 1
    if t > 0:
        return _exp_digits(t) - 1
    if t < -1:
        return _exp_digits(t + 1) - 1
    # |x| - 1, exactly
    e = x._exp
    c = x._int
    if e < 0:
        diff = c - _p10(-e)
        u = e + _nd(-diff if diff < 0 else diff) - 1
    else:
        u = _nd(c * _p10(e) - 1) - 1
    return u - 2 if t == 0 else u - 1


def _pow_int(a, b, resultsign, ctx):
    wprec = ctx._prec + _nd(b._int) + b._exp + 2
    if b._sign:
        wprec += 1
    w = _mkctx(wprec, _R_HALF_EVEN, ctx._Emin, ctx._Emax, ctx._capitals, 0,
               0, 0)
    status = 0
    if b._sign:
        tbase = _div(_ONE, a, w)
        status = w._status
        w._status = 0
        if status & _ERRORS:
            return _finish_dec(_NAN, ctx, status)
    else:
        tbase = a
    n = _int_of(b)
    if n < 18446744073709551616:
        r = tbase
        for bit in bin(n)[3:]:
            r = _mul(r, r, w)
            if bit == '1':
                r = _mul(r, tbase, w)
            if r._sp or (not r._int and w._status & _CLAMPED):
                break
    else:
        r = _ONE
        base = tbase
        while n:
            if n & 1:
                r = _mul(r, base, w)
                if r._sp or (not r._int and w._status & _CLAMPED):
                    break
            base = _mul(base, base, w)
            n >>= 1
    status |= w._status
    if r._sp:
        return _finish(resultsign, 1, _EXP_INF, ctx, status)
    return _finish(resultsign, r._int, r._exp, ctx, status)


def _round_half_even(sign, coef, exp, P):
    # Round to P digits (no exponent limits).
    n = _nd(coef)
    if n <= P:
        return coef, exp
    coef, inexact = _rshift(coef, n - P, n, _R_HALF_EVEN, sign)
    exp += n - P
    if coef >= _p10(P):
        coef //= 10
        exp += 1
    return coef, exp


def _pow_real(a, b, ctx):
    if ctx._prec > _MAX_WORK_DIGITS:
        raise MemoryError
    wp = max(ctx._prec, _nd(a._int)) + 4 + 19
    s1, c1, e1 = _ln_core(a._int, a._exp, wp, False)
    c1, e1 = _round_half_even(s1, c1, e1, wp)
    s2 = s1 ^ b._sign
    c2, e2 = _round_half_even(s2, c1 * b._int, e1 + b._exp, wp)
    coef, exp = _exp_core(s2, c2, e2, wp, MAX_EMAX, MIN_ETINY)
    r, status = _fix(0, coef, exp, _maxctx(wp), _R_HALF_EVEN)
    status |= _INEXACT | _ROUNDED
    if r._sp:
        return _finish(0, 1, _EXP_INF, ctx, status)
    coef = r._int
    exp = r._exp
    if exp <= 0 and coef == _p10(-exp):
        shift = ctx._prec - 1
        coef = _p10(shift)
        exp = -shift
    return _finish(0, coef, exp, ctx, status)


def _powmod(a, b, m, ctx):
    if a._sp >= 2 or b._sp >= 2 or m._sp >= 2:
        return _nan3(a, b, m, ctx)
    if a._sp or b._sp or m._sp:
        return _invalid(ctx)
    if not (_is_integer(a) and _is_integer(b) and _is_integer(m)):
        return _invalid(ctx)
    M = _int_of(m)
    if not M or b._sign or (not a._int and not b._int):
        return _invalid(ctx)
    if _nd(M) > ctx._prec:
        return _invalid(ctx)
    B = _int_of(b)
    r = pow(_int_of(a), B, M)
    sign = a._sign if B & 1 else 0
    return _dec(sign, r, 0)


def _nan3(a, b, c, ctx):
    for x in (a, b, c):
        if x._sp == 3:
            _signal(ctx, _INVALID_OP)
            return _fix_nan(x._sign, x._int, ctx)
    for x in (a, b, c):
        if x._sp == 2:
            return _fix_nan(x._sign, x._int, ctx)


# ---------------------------------------------------------------------------
# Other operations of the specification

def _logb(a, ctx):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        return _special(0, 1)
    if not a._int:
        _signal(ctx, _DIV_BY_ZERO)
        return _special(1, 1)
    adj = a._exp + _nd(a._int) - 1
    return _finish(1 if adj < 0 else 0, -adj if adj < 0 else adj, 0, ctx)


def _fma(a, b, c, ctx):
    if a._sp or b._sp:
        if a._sp >= 2 or b._sp >= 2:
            if a._sp == 3 or b._sp == 3:
                return _nan2(a, b, ctx)
            choice = a if a._sp == 2 else b
            prod = _special(choice._sign, 2, choice._int)
        elif (a._sp and not b._sp and not b._int) or \
                (b._sp and not a._sp and not a._int):
            return _invalid(ctx)
        else:
            prod = _special(a._sign ^ b._sign, 1)
    else:
        prod = _dec(a._sign ^ b._sign, a._int * b._int, a._exp + b._exp)
    return _add(prod, c, c._sign, ctx)


def _next(a, ctx, direction):
    if a._sp:
        if a._sp >= 2:
            return _nan1(a, ctx)
        if (a._sign == 1) == (direction > 0):
            prec = ctx._prec
            return _dec(a._sign, _p10(prec) - 1, ctx._etop)
        return _special(a._sign, 1)
    w = _mkctx(ctx._prec, _R_CEILING if direction > 0 else _R_FLOOR,
               ctx._Emin, ctx._Emax, ctx._capitals, ctx._clamp, 0, 0)
    r = _finish(a._sign, a._int, a._exp, w)
    if w._status & (_INEXACT | _ERRORS):
        if w._status & _ERRORS:
            _signal(ctx, w._status & _ERRORS)
        return r
    w._status = 0
    tiny = _dec(0 if direction > 0 else 1, 1, ctx._etiny - 1)
    r = _add(a, tiny, tiny._sign, w)
    if w._status & _ERRORS:
        _signal(ctx, w._status & _ERRORS)
    return r


def _next_toward(a, b, ctx):
    if a._sp >= 2 or b._sp >= 2:
        return _nan2(a, b, ctx)
    c = _cmp(a, b)
    if c == 0:
        return _copy(a, b._sign)
    r = _next(a, ctx, 1 if c < 0 else -1)
    if r._sp == 1:
        _signal(ctx, _OVERFLOW | _ROUNDED | _INEXACT)
    elif not r._sp and r._exp + _nd(r._int) - 1 < ctx._Emin:
        status = _UNDERFLOW | _SUBNORMAL | _ROUNDED | _INEXACT
        if not r._int:
            status |= _CLAMPED
        _signal(ctx, status)
    return r


def _scaleb(a, b, ctx):
    if a._sp >= 2 or b._sp >= 2:
        return _nan2(a, b, ctx)
    if b._sp or b._exp != 0:
        return _invalid(ctx)
    n = b._int
    if b._sign:
        n = -n
    maxjump = 2 * (ctx._Emax + ctx._prec)
    if n > maxjump or n < -maxjump:
        return _invalid(ctx)
    if a._sp:
        return _special(a._sign, 1)
    return _finish(a._sign, a._int, a._exp + n, ctx)


def _rotate(a, b, ctx, is_shift):
    if a._sp >= 2 or b._sp >= 2:
        return _nan2(a, b, ctx)
    if b._sp or b._exp != 0:
        return _invalid(ctx)
    prec = ctx._prec
    n = b._int
    if n > prec:
        return _invalid(ctx)
    if b._sign:
        n = -n
    if a._sp:
        return _special(a._sign, 1)
    p = _p10(prec)
    c = a._int % p
    if is_shift:
        if n >= 0:
            c = c * _p10(n) % p
        else:
            c //= _p10(-n)
    else:
        if n < 0:
            n += prec
        c = (c * _p10(n)) % p + c // _p10(prec - n)
    return _dec(a._sign, c, a._exp)


def _logical_int(a):
    if a._sp or a._sign or a._exp != 0:
        return None
    s = str(a._int)
    if s.strip('01'):
        return None
    return int(s, 2)


def _logical(a, b, ctx, op):
    x = _logical_int(a)
    y = _logical_int(b)
    if x is None or y is None:
        return _invalid(ctx)
    # Operands longer than prec keep their lowest prec digits.
    prec = ctx._prec
    if _nd(a._int) > prec:
        x &= (1 << prec) - 1
    if _nd(b._int) > prec:
        y &= (1 << prec) - 1
    if op == 0:
        r = x & y
    elif op == 1:
        r = x | y
    else:
        r = x ^ y
    return _dec(0, int(bin(r)[2:]), 0)


_ONE = _dec(0, 1, 0)


# ---------------------------------------------------------------------------
# The arithmetic methods of Context

def _ctx_create_decimal(self, num="0"):
    """Create a Decimal from num, rounded to this context."""
    if isinstance(num, str):
        s = num
        if not s.isascii():
            s = _ascii_number(s)
        r = _parse_number(s) if s is not None else None
        if r is None:
            _signal(self, _CONV_SYNTAX)
            return _NAN
        sign, coef, exp, sp = r
        if sp:
            if sp >= 2 and coef and _nd(coef) > self._prec - self._clamp:
                _signal(self, _CONV_SYNTAX)
                return _NAN
            return _special(sign, sp, coef)
        return _finish(sign, coef, exp, self)
    if isinstance(num, int):
        return _finish_dec(_from_int(num), self)
    if isinstance(num, Decimal):
        if num._sp >= 2 and num._int and \
                _nd(num._int) > self._prec - self._clamp:
            _signal(self, _CONV_SYNTAX)
            return _NAN
        if num._sp:
            return _special(num._sign, num._sp, num._int)
        return _finish(num._sign, num._int, num._exp, self)
    if isinstance(num, float):
        _signal(self, _FLOAT_OP)
        return _finish_dec(_from_float_exact(num), self)
    if isinstance(num, (tuple, list)):
        return self.create_decimal(Decimal(num))
    raise TypeError('conversion from %s to Decimal is not supported'
                    % type(num).__name__)


def _ctx_create_decimal_from_float(self, f):
    """Create a Decimal from the float (or int) f, rounded to this
    context."""
    if isinstance(f, int):
        d = _from_int(f)
    elif isinstance(f, float):
        d = _from_float_exact(f)
    else:
        raise TypeError('argument must be int or float')
    return _finish_dec(d, self)


Context.create_decimal = _ctx_create_decimal
Context.create_decimal_from_float = _ctx_create_decimal_from_float


def _install_context_methods():
    cv = _convert

    def abs(self, a):
        return _absolute(cv(a), self)

    def add(self, a, b):
        b = cv(b)
        return _add(cv(a), b, b._sign, self)

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return a

    def compare(self, a, b):
        return _compare(cv(a), cv(b), self, False)

    def compare_signal(self, a, b):
        return _compare(cv(a), cv(b), self, True)

    def compare_total(self, a, b):
        return _SMALL_INTS[_cmp_total(cv(a), cv(b))]

    def compare_total_mag(self, a, b):
        return _SMALL_INTS[_cmp_total_mag(cv(a), cv(b))]

    def copy_abs(self, a):
        return _copy(cv(a), 0)

    def copy_decimal(self, a):
        a = cv(a)
        return a if type(a) is Decimal else _copy(a, a._sign)

    def copy_negate(self, a):
        a = cv(a)
        return _copy(a, a._sign ^ 1)

    def copy_sign(self, a, b):
        return _copy(cv(a), cv(b)._sign)

    def divide(self, a, b):
        return _div(cv(a), cv(b), self)

    def divide_int(self, a, b):
        return _divmod_raw(cv(a), cv(b), self, 1)[0]

    def divmod(self, a, b):
        return _divmod_raw(cv(a), cv(b), self, 3)

    def exp(self, a):
        return _exp(cv(a), self)

    def fma(self, a, b, c):
        return _fma(cv(a), cv(b), cv(c), self)

    def is_canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError('argument must be a Decimal')
        return True

    def is_finite(self, a):
        return cv(a)._sp == 0

    def is_infinite(self, a):
        return cv(a)._sp == 1

    def is_nan(self, a):
        return cv(a)._sp >= 2

    def is_normal(self, a):
        return cv(a).is_normal(self)

    def is_qnan(self, a):
        return cv(a)._sp == 2

    def is_signed(self, a):
        return cv(a)._sign == 1

    def is_snan(self, a):
        return cv(a)._sp == 3

    def is_subnormal(self, a):
        return cv(a).is_subnormal(self)

    def is_zero(self, a):
        a = cv(a)
        return a._sp == 0 and a._int == 0

    def ln(self, a):
        return _ln(cv(a), self, False)

    def log10(self, a):
        return _ln(cv(a), self, True)

    def logb(self, a):
        return _logb(cv(a), self)

    def logical_and(self, a, b):
        return _logical(cv(a), cv(b), self, 0)

    def logical_invert(self, a):
        return _logical(cv(a), _dec(0, _p10(self._prec) // 9, 0), self, 2)

    def logical_or(self, a, b):
        return _logical(cv(a), cv(b), self, 1)

    def logical_xor(self, a, b):
        return _logical(cv(a), cv(b), self, 2)

    def max(self, a, b):
        return _minmax(cv(a), cv(b), self, 1, False)

    def max_mag(self, a, b):
        return _minmax(cv(a), cv(b), self, 1, True)

    def min(self, a, b):
        return _minmax(cv(a), cv(b), self, -1, False)

    def min_mag(self, a, b):
        return _minmax(cv(a), cv(b), self, -1, True)

    def minus(self, a):
        return _minus(cv(a), self)

    def multiply(self, a, b):
        return _mul(cv(a), cv(b), self)

    def next_minus(self, a):
        return _next(cv(a), self, -1)

    def next_plus(self, a):
        return _next(cv(a), self, 1)

    def next_toward(self, a, b):
        return _next_toward(cv(a), cv(b), self)

    def normalize(self, a):
        return _normalize(cv(a), self)

    def number_class(self, a):
        return cv(a).number_class(self)

    def plus(self, a):
        return _plus(cv(a), self)

    def power(self, a, b, modulo=None):
        a = cv(a)
        b = cv(b)
        if modulo is None:
            return _power(a, b, self)
        return _powmod(a, b, cv(modulo), self)

    def quantize(self, a, b):
        return _quantize(cv(a), cv(b), self._rnd, self)

    def radix(self):
        return _dec(0, 10, 0)

    def remainder(self, a, b):
        return _divmod_raw(cv(a), cv(b), self, 2)[1]

    def remainder_near(self, a, b):
        return _rem_near(cv(a), cv(b), self)

    def rotate(self, a, b):
        return _rotate(cv(a), cv(b), self, False)

    def same_quantum(self, a, b):
        return cv(a).same_quantum(cv(b))

    def scaleb(self, a, b):
        return _scaleb(cv(a), cv(b), self)

    def shift(self, a, b):
        return _rotate(cv(a), cv(b), self, True)

    def sqrt(self, a):
        return _sqrt(cv(a), self)

    def subtract(self, a, b):
        b = cv(b)
        return _add(cv(a), b, b._sign ^ 1, self)

    def to_eng_string(self, a):
        return _to_eng(cv(a), self._capitals)

    def to_sci_string(self, a):
        return _to_sci(cv(a), self._capitals)

    def to_integral_exact(self, a):
        return _to_integral(cv(a), self._rnd, self, True)

    def to_integral_value(self, a):
        return _to_integral(cv(a), self._rnd, self, False)

    def _apply(self, a):
        return _finish_dec(cv(a), self)

    for f in (abs, add, canonical, compare, compare_signal, compare_total,
              compare_total_mag, copy_abs, copy_decimal, copy_negate,
              copy_sign, divide, divide_int, divmod, exp, fma, is_canonical,
              is_finite, is_infinite, is_nan, is_normal, is_qnan, is_signed,
              is_snan, is_subnormal, is_zero, ln, log10, logb, logical_and,
              logical_invert, logical_or, logical_xor, max, max_mag, min,
              min_mag, minus, multiply, next_minus, next_plus, next_toward,
              normalize, number_class, plus, power, quantize, radix,
              remainder, remainder_near, rotate, same_quantum, scaleb, shift,
              sqrt, subtract, to_eng_string, to_sci_string,
              to_integral_exact, to_integral_value, _apply):
        f.__qualname__ = 'Context.' + f.__name__
        setattr(Context, f.__name__, f)
    Context.to_integral = to_integral_value


_install_context_methods()


# ---------------------------------------------------------------------------
# The template contexts

DefaultContext = _mkctx(28, _R_HALF_EVEN, -999999, 999999, 1, 0, 0,
                        _IEEE_INVALID | _DIV_BY_ZERO | _OVERFLOW)
BasicContext = _mkctx(9, _R_HALF_UP, -999999, 999999, 1, 0, 0,
                      _CLAMPED | _IEEE_INVALID | _DIV_BY_ZERO | _OVERFLOW |
                      _UNDERFLOW)
ExtendedContext = _mkctx(9, _R_HALF_EVEN, -999999, 999999, 1, 0, 0, 0)
_default_template = DefaultContext

# As in CPython, these classes are not module attributes.
_SignalDict = SignalDict
_ContextManager = ContextManager
del SignalDict, ContextManager
