"""Dates, times, durations and fixed-offset time zones (CPython 3.11 API),
written for Trellis.

Implemented: timedelta (keyword normalization of int and float components
with CPython's rounding, + - * / // % divmod abs neg with timedeltas, ints
and floats, comparisons, hash, total_seconds, str/repr, min/max/resolution),
date, datetime and time (constructors with CPython's range checks,
fromordinal/toordinal, fromisoformat with 3.11's extended forms,
fromisocalendar, isoformat, isocalendar, weekday/isoweekday, ctime,
strftime and __format__, replace, timetuple, arithmetic with timedelta,
subtraction, comparisons, hash, min/max/resolution, __reduce__ with
CPython's byte states), datetime.combine, strptime, timestamp,
fromtimestamp/utcfromtimestamp, now/utcnow/today, date(), time(), timetz(),
astimezone, utctimetuple, utcoffset/dst/tzname; tzinfo (with the default
fromutc), timezone (fixed offsets, utc, min/max, names), UTC, MINYEAR and
MAXYEAR. Error messages are CPython's.

strftime is glibc's in the C locale, as CPython on Linux calls it: every
conversion glibc knows (%a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j
%k %l %m %M %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X %y %Y %z %Z
%f %%), the flags _ - 0 ^ #, field widths and the E and O modifiers, with
glibc's quirks (an unpadded %Y below year 1000, unknown conversions
copied). strptime accepts CPython's directives (%a %A %b %B %c %d %f %G
%H %I %j %m %M %p %S %u %U %V %w %W %x %X %y %Y %z %Z %%) with the C
locale's names, matching as CPython's regular expressions do
(case-insensitive, whitespace in the format matching any run of
whitespace, backtracking between directives).

Partial: there is no local time zone; local time is UTC. today(), now()
and fromtimestamp() without tz give UTC, timestamp() of a naive datetime
and astimezone() of one treat it as UTC, astimezone() without an argument
converts to timezone(timedelta(0), 'UTC'), %Z in strptime knows only UTC
and GMT, and strftime's %s counts UTC seconds. isocalendar() returns an
IsoCalendarDate and timetuple()/utctimetuple() a time.struct_time look-
alike (Trellis's time module has none): both index, iterate, unpack,
compare and hash as tuples do but are not tuple instances (builtin types
cannot be subclassed here). Setting a field (d.year = 1) raises CPython's
AttributeError, but a new attribute on a date, time or datetime is not
refused. When a comparison or operator fails, the TypeError names the
types as CPython does ('datetime.date') except for the reflected
comparison of a builtin value with one of these (1 < d reports '>' with
the operands swapped), the in-place operators (td += 1 reports '+'), and
operands of user-defined classes (where the VM's message shows the bare
class name). Wrong numbers of arguments to the constructors get Python's
messages for Python functions, not CPython's C ones. date.strftime()
does not go through an overridden timetuple(). hash() of naive values
differs from CPython's (which varies from run to run); aware values hash
as CPython's do.

Not implemented: the C API capsule (datetime_CAPI).
"""

import time as _time
import math as _math

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo",
           "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059          # date.max.toordinal()
_EPOCH_ORDINAL = 719163         # date(1970, 1, 1).toordinal()
_US_PER_DAY = 86400000000
_MAX_DELTA_DAYS = 999999999


class _Missing:
    def __repr__(self):
        return '<missing>'


_M = _Missing()

# ---------------------------------------------------------------------------
# Calendar arithmetic (proleptic Gregorian, ordinal 1 = 0001-01-01).

_DIM = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
# Days before the first of each month, for common and leap years; index 13
# is the length of the year.
_DBM = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)
_DBM_LEAP = (0, 0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366)

_DAYNAMES = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
             'Saturday', 'Sunday')
_DAYABBR = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_MONTHNAMES = (None, 'January', 'February', 'March', 'April', 'May', 'June',
               'July', 'August', 'September', 'October', 'November',
               'December')
_MONTHABBR = (None, 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug',
              'Sep', 'Oct', 'Nov', 'Dec')


def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _ymd2ord(y, m, d):
    p = y - 1
    n = p * 365 + p // 4 - p // 100 + p // 400 + d
    if m > 2 and _is_leap(y):
        return n + _DBM_LEAP[m]
    return n + _DBM[m]


def _ord2ymd(n):
    # Split into whole 400-year cycles (146097 days), then centuries, then
    # 4-year groups, then years; the last day of a century's or a group's
    # leap span comes out as a fifth year and is 12/31 of the one before.
    n -= 1
    c400 = n // 146097
    n -= c400 * 146097
    c100 = n // 36524
    if c100 == 4:
        return c400 * 400 + 400, 12, 31
    n -= c100 * 36524
    c4 = n // 1461
    n -= c4 * 1461
    c1 = n // 365
    n -= c1 * 365
    y = c400 * 400 + c100 * 100 + c4 * 4 + c1 + 1
    if c1 == 4:
        return y - 1, 12, 31
    table = _DBM_LEAP if (c1 == 3 and (c4 != 24 or c100 == 3)) else _DBM
    m = (n >> 5) + 1
    while table[m + 1] <= n:
        m += 1
    return y, m, n - table[m] + 1


def _iso_week1_monday(y):
    # ISO week 1 is the week holding January 4th.
    jan4 = _ymd2ord(y, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _isocalendar(y, m, d):
    o = _ymd2ord(y, m, d)
    mon1 = _iso_week1_monday(y)
    if o < mon1:
        y -= 1
        mon1 = _iso_week1_monday(y)
    else:
        nxt = _iso_week1_monday(y + 1)
        if o >= nxt:
            y += 1
            mon1 = nxt
    week, day = divmod(o - mon1, 7)
    return y, week + 1, day + 1


def _iso_has_53(y):
    # A year has 53 ISO weeks when it starts on a Thursday, or on a
    # Wednesday in a leap year.
    wd = (_ymd2ord(y, 1, 1) + 6) % 7
    return wd == 3 or (wd == 2 and _is_leap(y))

# ---------------------------------------------------------------------------
# Argument checks.

_INT_MAX = 2147483647
_INT_MIN = -2147483648


def _tn(obj):
    """The type name CPython's messages show for obj."""
    t = type(obj)
    n = _TNAMES.get(t)
    if n is None:
        return t.__name__
    return n


def _argtn(v):
    # How CPython's argument parsing names the type of a bad argument.
    if v is None:
        return 'None'
    return type(v).__name__


def _index(v):
    if type(v) is int:
        return v
    if isinstance(v, int):
        return int(v)
    m = getattr(type(v), '__index__', None)
    if m is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__)
    r = m(v)
    if not isinstance(r, int):
        raise TypeError('__index__ returned non-int (type %s)'
                        % type(r).__name__)
    return int(r)


def _cint(v):
    # A C int argument ("i" in PyArg_Parse).
    if type(v) is not int:
        if isinstance(v, float):
            raise TypeError("'float' object cannot be interpreted as an "
                            "integer")
        v = _index(v)
    if v > _INT_MAX:
        raise OverflowError('signed integer is greater than maximum')
    if v < _INT_MIN:
        raise OverflowError('signed integer is less than minimum')
    return v


def _missing_ymd(year, month, day):
    # Arguments are converted in order, so a bad one before a missing one
    # is reported first.
    for v, name, pos in ((year, 'year', 1), (month, 'month', 2),
                         (day, 'day', 3)):
        if v is _M:
            raise TypeError("function missing required argument '%s' "
                            "(pos %d)" % (name, pos))
        _cint(v)


def _check_date_fields(year, month, day):
    if type(year) is not int or type(month) is not int or type(day) is not int:
        year = _cint(year)
        month = _cint(month)
        day = _cint(day)
    elif (year > _INT_MAX or year < _INT_MIN or month > _INT_MAX or
          month < _INT_MIN or day > _INT_MAX or day < _INT_MIN):
        year = _cint(year)
        month = _cint(month)
        day = _cint(day)
    if year < 1 or year > 9999:
        raise ValueError('year %d is out of range' % year)
    if month < 1 or month > 12:
        raise ValueError('month must be in 1..12')
    if day < 1 or day > _DIM[month]:
        if not (day == 29 and month == 2 and _is_leap(year)):
            raise ValueError('day is out of range for month')
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    if (type(hour) is not int or type(minute) is not int or
            type(second) is not int or type(microsecond) is not int or
            type(fold) is not int):
        hour = _cint(hour)
        minute = _cint(minute)
        second = _cint(second)
        microsecond = _cint(microsecond)
        fold = _cint(fold)
    if hour < 0 or hour > 23:
        if hour > _INT_MAX or hour < _INT_MIN:
            _cint(hour)
        raise ValueError('hour must be in 0..23')
    if minute < 0 or minute > 59:
        if minute > _INT_MAX or minute < _INT_MIN:
            _cint(minute)
        raise ValueError('minute must be in 0..59')
    if second < 0 or second > 59:
        if second > _INT_MAX or second < _INT_MIN:
            _cint(second)
        raise ValueError('second must be in 0..59')
    if microsecond < 0 or microsecond > 999999:
        if microsecond > _INT_MAX or microsecond < _INT_MIN:
            _cint(microsecond)
        raise ValueError('microsecond must be in 0..999999')
    if fold != 0 and fold != 1:
        if fold > _INT_MAX or fold < _INT_MIN:
            _cint(fold)
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond, fold


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo "
                        "subclass, not type '%s'" % type(tz).__name__)


def _check_offset(name, offset):
    # The result of a tzinfo's utcoffset() or dst().
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not "
                        "'%s'" % (name, type(offset).__name__))
    d = offset._days
    if d < -1 or d >= 1 or (d == -1 and offset._seconds == 0 and
                            offset._microseconds < 1):
        raise ValueError('offset must be a timedelta strictly between '
                         '-timedelta(hours=24) and timedelta(hours=24).')
    return offset


def _call_tzname(tz, arg):
    if tz is None:
        return None
    name = tz.tzname(arg)
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or a string, not "
                        "'%s'" % type(name).__name__)
    return name


def _format_offset(off, sep):
    if off is None:
        return ''
    if off._days < 0:
        sign = '-'
        off = -off
    else:
        sign = '+'
    mm, ss = divmod(off._seconds, 60)
    hh, mm = divmod(mm, 60)
    us = off._microseconds
    if us:
        return '%s%02d%s%02d%s%02d.%06d' % (sign, hh, sep, mm, sep, ss, us)
    if ss:
        return '%s%02d%s%02d%s%02d' % (sign, hh, sep, mm, sep, ss)
    return '%s%02d%s%02d' % (sign, hh, sep, mm)


def _format_time(hh, mm, ss, us, timespec):
    if timespec == 'auto':
        if us:
            return '%02d:%02d:%02d.%06d' % (hh, mm, ss, us)
        return '%02d:%02d:%02d' % (hh, mm, ss)
    if timespec == 'hours':
        return '%02d' % hh
    if timespec == 'minutes':
        return '%02d:%02d' % (hh, mm)
    if timespec == 'seconds':
        return '%02d:%02d:%02d' % (hh, mm, ss)
    if timespec == 'milliseconds':
        return '%02d:%02d:%02d.%03d' % (hh, mm, ss, us // 1000)
    if timespec == 'microseconds':
        return '%02d:%02d:%02d.%06d' % (hh, mm, ss, us)
    raise ValueError('Unknown timespec value')


def _unsupported(op, a, b):
    return TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                     % (op, _tn(a), _tn(b)))


def _cmp_error(op, a, b):
    return TypeError("'%s' not supported between instances of '%s' and '%s'"
                     % (op, _tn(a), _tn(b)))


def _final(other):
    """Whether an operator refused here can be refused at once: the other
    operand is of a builtin type or one of this module's, which will not
    answer the reflected operation."""
    t = type(other)
    return t in _PLAIN or t in _TNAMES


def _setter(name, owner):
    def refuse(self, value=None):
        raise AttributeError("attribute '%s' of '%s' objects is not writable"
                             % (name, owner))
    return refuse


def _readonly(self, value=None):
    raise AttributeError('readonly attribute')


def _div_nearest(a, b):
    # a / b rounded to the nearest integer, ties to even.
    q, r = divmod(a, b)
    r2 = r + r
    if b > 0:
        if r2 > b or (r2 == b and q & 1):
            q += 1
    elif r2 < b or (r2 == b and q & 1):
        q += 1
    return q


def _c_round(x):
    # C's round(): halves away from zero.
    f, i = _math.modf(x)
    if f >= 0.5:
        i += 1.0
    elif f <= -0.5:
        i -= 1.0
    return i

# ---------------------------------------------------------------------------
# timedelta


def _td(days, seconds, us):
    """A timedelta from normalized fields, unchecked."""
    self = object.__new__(timedelta)
    self._days = days
    self._seconds = seconds
    self._microseconds = us
    return self


def _td_us(us, cls=None):
    """A timedelta of us microseconds (an int), range-checked."""
    s = us // 1000000
    us -= s * 1000000
    d = s // 86400
    s -= d * 86400
    if d > _MAX_DELTA_DAYS or d < -_MAX_DELTA_DAYS:
        if d > _INT_MAX or d < _INT_MIN:
            raise OverflowError('Python int too large to convert to C int')
        raise OverflowError('days=%d; must have magnitude <= %d'
                            % (d, _MAX_DELTA_DAYS))
    if cls is None or cls is timedelta:
        self = object.__new__(timedelta)
    else:
        self = object.__new__(cls)
    self._days = d
    self._seconds = s
    self._microseconds = us
    return self


def _td_norm(d, s, us):
    # Normalize fields each within a few units of their range.
    if us < 0 or us >= 1000000:
        c = us // 1000000
        us -= c * 1000000
        s += c
    if s < 0 or s >= 86400:
        c = s // 86400
        s -= c * 86400
        d += c
    if d > _MAX_DELTA_DAYS or d < -_MAX_DELTA_DAYS:
        raise OverflowError('days=%d; must have magnitude <= %d'
                            % (d, _MAX_DELTA_DAYS))
    self = object.__new__(timedelta)
    self._days = d
    self._seconds = s
    self._microseconds = us
    return self


_TD_FACTORS = (('microseconds', 1), ('milliseconds', 1000),
               ('seconds', 1000000), ('minutes', 60000000),
               ('hours', 3600000000), ('days', 86400000000),
               ('weeks', 604800000000))


class timedelta:
    """Difference between two datetime values.

    timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0,
    hours=0, weeks=0)

    All arguments are optional and default to 0.
    Arguments may be integers or floats, and may be positive or negative."""

    __slots__ = ('_days', '_seconds', '_microseconds')

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0,
                minutes=0, hours=0, weeks=0):
        if (type(days) is int and type(seconds) is int and
                type(microseconds) is int and type(milliseconds) is int and
                type(minutes) is int and type(hours) is int and
                type(weeks) is int):
            return _td_us(((((weeks * 7 + days) * 24 + hours) * 60 + minutes)
                           * 60 + seconds) * 1000000 + milliseconds * 1000 +
                          microseconds, cls)
        total = 0
        leftover = 0.0
        values = (microseconds, milliseconds, seconds, minutes, hours, days,
                  weeks)
        for i in range(7):
            v = values[i]
            if type(v) is int and v == 0:
                continue
            tag, factor = _TD_FACTORS[i]
            if isinstance(v, int):
                total += v * factor
            elif isinstance(v, float):
                frac, whole = _math.modf(v)
                total += int(whole) * factor
                if frac != 0.0:
                    frac, whole = _math.modf(float(factor) * frac)
                    total += int(whole)
                    leftover += frac
            else:
                raise TypeError('unsupported type for timedelta %s '
                                'component: %s' % (tag, _tn(v)))
        if leftover:
            whole = _c_round(leftover)
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2.0 * _c_round((leftover + odd) * 0.5) - odd
            total += int(whole)
        return _td_us(total, cls)

    days = property(lambda self: self._days, _readonly, _readonly,
                    'Number of days.')
    seconds = property(lambda self: self._seconds, _readonly, _readonly,
                       'Number of seconds (>= 0 and less than 1 day).')
    microseconds = property(lambda self: self._microseconds, _readonly,
                            _readonly,
                            'Number of microseconds (>= 0 and less than 1 '
                            'second).')

    def _us(self):
        return ((self._days * 86400 + self._seconds) * 1000000 +
                self._microseconds)

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._us() / 1000000

    def __repr__(self):
        args = []
        if self._days:
            args.append('days=%d' % self._days)
        if self._seconds:
            args.append('seconds=%d' % self._seconds)
        if self._microseconds:
            args.append('microseconds=%d' % self._microseconds)
        if not args:
            args.append('0')
        return '%s(%s)' % (_tn(self), ', '.join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = '%d:%02d:%02d' % (hh, mm, ss)
        if self._days:
            d = self._days
            s = '%d day%s, %s' % (d, 's' if d != 1 and d != -1 else '', s)
        if self._microseconds:
            s = '%s.%06d' % (s, self._microseconds)
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td_norm(self._days + other._days,
                            self._seconds + other._seconds,
                            self._microseconds + other._microseconds)
        if not isinstance(other, date) and _final(other):
            raise _unsupported('+', self, other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return _td_norm(self._days + other._days,
                            self._seconds + other._seconds,
                            self._microseconds + other._microseconds)
        if _final(other):
            raise _unsupported('+', other, self)
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td_norm(self._days - other._days,
                            self._seconds - other._seconds,
                            self._microseconds - other._microseconds)
        if _final(other):
            raise _unsupported('-', self, other)
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td_norm(other._days - self._days,
                            other._seconds - self._seconds,
                            other._microseconds - self._microseconds)
        if not isinstance(other, date) and _final(other):
            raise _unsupported('-', other, self)
        return NotImplemented

    def __neg__(self):
        return _td_norm(-self._days, -self._seconds, -self._microseconds)

    def __pos__(self):
        return _td(self._days, self._seconds, self._microseconds)

    def __abs__(self):
        if self._days < 0:
            return _td_norm(-self._days, -self._seconds, -self._microseconds)
        return _td(self._days, self._seconds, self._microseconds)

    def __mul__(self, other):
        if isinstance(other, int):
            return _td_us(self._us() * other)
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            return _td_us(_div_nearest(self._us() * n, d))
        if isinstance(other, (str, list, tuple, bytes, bytearray)):
            raise TypeError("can't multiply sequence by non-int of type '%s'"
                            % _tn(self))
        if _final(other):
            raise _unsupported('*', self, other)
        return NotImplemented

    def __rmul__(self, other):
        if isinstance(other, int):
            return _td_us(self._us() * other)
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            return _td_us(_div_nearest(self._us() * n, d))
        if isinstance(other, (str, list, tuple, bytes, bytearray)):
            raise TypeError("can't multiply sequence by non-int of type '%s'"
                            % _tn(self))
        if _final(other):
            raise _unsupported('*', other, self)
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return _td_us(self._us() // other)
        if _final(other):
            raise _unsupported('//', self, other)
        return NotImplemented

    def __rfloordiv__(self, other):
        if isinstance(other, timedelta):
            return other._us() // self._us()
        if _final(other):
            raise _unsupported('//', other, self)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, int):
            return _td_us(_div_nearest(self._us(), other))
        if isinstance(other, float):
            n, d = other.as_integer_ratio()
            return _td_us(_div_nearest(self._us() * d, n))
        if _final(other):
            raise _unsupported('/', self, other)
        return NotImplemented

    def __rtruediv__(self, other):
        if isinstance(other, timedelta):
            return other._us() / self._us()
        if _final(other):
            raise _unsupported('/', other, self)
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return _td_us(self._us() % other._us())
        if _final(other):
            raise _unsupported('%', self, other)
        return NotImplemented

    def __rmod__(self, other):
        if isinstance(other, timedelta):
            return _td_us(other._us() % self._us())
        if _final(other):
            raise _unsupported('%', other, self)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._us(), other._us())
            return q, _td_us(r)
        if _final(other):
            raise TypeError("unsupported operand type(s) for divmod(): '%s' "
                            "and '%s'" % (_tn(self), _tn(other)))
        return NotImplemented

    def __rdivmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(other._us(), self._us())
            return q, _td_us(r)
        if _final(other):
            raise TypeError("unsupported operand type(s) for divmod(): '%s' "
                            "and '%s'" % (_tn(other), _tn(self)))
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return (self._days == other._days and
                    self._seconds == other._seconds and
                    self._microseconds == other._microseconds)
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return (self._days != other._days or
                    self._seconds != other._seconds or
                    self._microseconds != other._microseconds)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        if _final(other):
            raise _cmp_error('<', self, other)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        if _final(other):
            raise _cmp_error('<=', self, other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        if _final(other):
            raise _cmp_error('>', self, other)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        if _final(other):
            raise _cmp_error('>=', self, other)
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return (self._days != 0 or self._seconds != 0 or
                self._microseconds != 0)

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

# ---------------------------------------------------------------------------
# Tuple look-alikes: IsoCalendarDate and time.struct_time.


class _TupleLike:
    __slots__ = ('_t',)

    def __getitem__(self, i):
        return self._t[i]

    def __len__(self):
        return len(self._t)

    def __iter__(self):
        return iter(self._t)

    def __contains__(self, x):
        return x in self._t

    def __hash__(self):
        return hash(self._t)

    def __eq__(self, other):
        if isinstance(other, _TupleLike):
            return self._t == other._t
        if isinstance(other, tuple):
            return self._t == other
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, _TupleLike):
            return self._t != other._t
        if isinstance(other, tuple):
            return self._t != other
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, _TupleLike):
            other = other._t
        if isinstance(other, tuple):
            return self._t < other
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, _TupleLike):
            other = other._t
        if isinstance(other, tuple):
            return self._t <= other
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, _TupleLike):
            other = other._t
        if isinstance(other, tuple):
            return self._t > other
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, _TupleLike):
            other = other._t
        if isinstance(other, tuple):
            return self._t >= other
        return NotImplemented

    def __add__(self, other):
        if isinstance(other, _TupleLike):
            other = other._t
        return self._t + other

    def __radd__(self, other):
        return other + self._t

    def count(self, x):
        return self._t.count(x)

    def index(self, x, *args):
        return self._t.index(x, *args)


class IsoCalendarDate(_TupleLike):
    """The ISO calendar date of a date: (year, week, weekday)."""

    __slots__ = ()

    def __new__(cls, year, week, weekday):
        self = object.__new__(cls)
        self._t = (year, week, weekday)
        return self

    year = property(lambda self: self._t[0])
    week = property(lambda self: self._t[1])
    weekday = property(lambda self: self._t[2])

    def __repr__(self):
        return '%s(year=%d, week=%d, weekday=%d)' % ((_tn(self),) + self._t)

    def __reduce__(self):
        return (tuple, (self._t,))


_STRUCT_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min',
                  'tm_sec', 'tm_wday', 'tm_yday', 'tm_isdst')


class struct_time(_TupleLike):
    """What timetuple() returns: time.struct_time's fields and repr."""

    __slots__ = ()

    def __new__(cls, seq):
        self = object.__new__(cls)
        self._t = tuple(seq)
        return self

    tm_year = property(lambda self: self._t[0])
    tm_mon = property(lambda self: self._t[1])
    tm_mday = property(lambda self: self._t[2])
    tm_hour = property(lambda self: self._t[3])
    tm_min = property(lambda self: self._t[4])
    tm_sec = property(lambda self: self._t[5])
    tm_wday = property(lambda self: self._t[6])
    tm_yday = property(lambda self: self._t[7])
    tm_isdst = property(lambda self: self._t[8])
    tm_zone = property(lambda self: None)
    tm_gmtoff = property(lambda self: None)
    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0

    def __repr__(self):
        return 'time.struct_time(%s)' % ', '.join(
            ['%s=%r' % (_STRUCT_FIELDS[i], self._t[i]) for i in range(9)])


struct_time.__module__ = 'time'
# The time module's own struct_time, so time.mktime takes timetuple().
_StructTime = _time.struct_time
del struct_time


def _build_struct_time(y, m, d, hh, mm, ss, dst):
    wday = (_ymd2ord(y, m, d) + 6) % 7
    yday = (_DBM_LEAP[m] if (m > 2 and _is_leap(y)) else _DBM[m]) + d
    return _StructTime((y, m, d, hh, mm, ss, wday, yday, dst))

# ---------------------------------------------------------------------------
# date


def _mkdate(y, m, d):
    self = object.__new__(date)
    self._year = y
    self._month = m
    self._day = d
    return self


def _new_date(cls, y, m, d):
    if cls is date:
        return _mkdate(y, m, d)
    return cls(y, m, d)


def _time_t(t, floor):
    # A timestamp as a C time_t plus microseconds: CPython's
    # _PyTime_ObjectToTimeval (round half even) or _PyTime_ObjectToTime_t
    # (floor).
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if floor:
            ip = float(_math.floor(t)) if abs(t) != float('inf') else t
            frac = 0.0
        else:
            frac, ip = _math.modf(t)
            frac = frac * 1e6
            r = _math.floor(frac)
            diff = frac - r
            if diff > 0.5 or (diff == 0.5 and r % 2 == 1):
                r += 1.0
            frac = r
            if frac >= 1e6:
                frac -= 1e6
                ip += 1.0
            elif frac < 0:
                frac += 1e6
                ip -= 1.0
        if not (-9223372036854775808.0 <= ip < 9223372036854775808.0):
            raise OverflowError('timestamp out of range for platform time_t')
        return int(ip), int(frac)
    v = _index(t)
    if v < -9223372036854775808 or v > 9223372036854775807:
        raise OverflowError('timestamp out of range for platform time_t')
    return v, 0


def _gmtime(t):
    days, secs = divmod(t, 86400)
    y, m, d = _ord2ymd(days + _EPOCH_ORDINAL)
    if y - 1900 > _INT_MAX or y - 1900 < _INT_MIN:
        raise OSError(75, 'Value too large for defined data type')
    if y > _INT_MAX:
        # tm_year + 1900 wraps around in C's int.
        y -= 4294967296
    hh, secs = divmod(secs, 3600)
    mm, ss = divmod(secs, 60)
    return y, m, d, hh, mm, ss


def _ord(c):
    return c if type(c) is int else ord(c)


def _time_from_state(cls, state, tz):
    self = object.__new__(cls)
    h = _ord(state[0])
    self._hour = h & 0x7F
    self._fold = 1 if h & 0x80 else 0
    self._minute = _ord(state[1])
    self._second = _ord(state[2])
    self._microsecond = ((_ord(state[3]) << 16) | (_ord(state[4]) << 8) |
                         _ord(state[5]))
    self._tzinfo = tz
    return self


def _datetime_from_state(cls, state, tz):
    self = object.__new__(cls)
    self._year = _ord(state[0]) * 256 + _ord(state[1])
    m = _ord(state[2])
    self._month = m & 0x7F
    self._fold = 1 if m & 0x80 else 0
    self._day = _ord(state[3])
    self._hour = _ord(state[4])
    self._minute = _ord(state[5])
    self._second = _ord(state[6])
    self._microsecond = ((_ord(state[7]) << 16) | (_ord(state[8]) << 8) |
                         _ord(state[9]))
    self._tzinfo = tz
    return self


class date:
    """date(year, month, day) --> date object"""

    __slots__ = ('_year', '_month', '_day')

    def __new__(cls, year=_M, month=_M, day=_M):
        if day is _M:
            if (month is _M and isinstance(year, (bytes, str)) and
                    len(year) == 4 and 1 <= _ord(year[2]) <= 12):
                # The state __reduce__ gives.
                self = object.__new__(cls)
                self._year = _ord(year[0]) * 256 + _ord(year[1])
                self._month = _ord(year[2])
                self._day = _ord(year[3])
                return self
            _missing_ymd(year, month, day)
        if year is _M or month is _M:
            _missing_ymd(year, month, day)
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        return self

    # Constructors.

    @classmethod
    def fromtimestamp(cls, t):
        """Create a date from a POSIX timestamp (taken as UTC here)."""
        secs, us = _time_t(t, True)
        y, m, d, hh, mm, ss = _gmtime(secs)
        return _new_date(cls, *_check_date_fields(y, m, d))

    @classmethod
    def today(cls):
        """Current date (UTC here: there is no local time zone)."""
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        """Construct a date from a proleptic Gregorian ordinal.

        January 1 of year 1 is day 1.  Only the year, month and day are
        non-zero in the result."""
        n = _cint(n)
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        if n > _MAXORDINAL:
            y, m, d = _ord2ymd(n)
            raise ValueError('year %d is out of range' % y)
        y, m, d = _ord2ymd(n)
        return _new_date(cls, y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a date from a string in ISO 8601 format."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = date_string.encode('utf-8')
        n = len(b)
        r = None
        if n == 7 or n == 8 or n == 10:
            r = _parse_iso_date(b, n)
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % (date_string,))
        y, m, d = _check_date_fields(r[0], r[1], r[2])
        return _new_date(cls, y, m, d)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        """Construct a date from the ISO year, week number and weekday.

        This is the inverse of the date.isocalendar() function"""
        try:
            year = _cint(year)
            week = _cint(week)
            day = _cint(day)
        except OverflowError:
            raise ValueError('ISO calendar component out of range') from None
        if year < MINYEAR or year > MAXYEAR:
            raise ValueError('Year is out of range: %d' % year)
        if week <= 0 or week >= 53:
            if not (week == 53 and _iso_has_53(year)):
                raise ValueError('Invalid week: %d' % week)
        if day <= 0 or day >= 8:
            raise ValueError('Invalid day: %d (range is [1, 7])' % day)
        y, m, d = _ord2ymd(_iso_week1_monday(year) + (week - 1) * 7 + day - 1)
        y, m, d = _check_date_fields(y, m, d)
        return _new_date(cls, y, m, d)

    # Fields.

    year = property(lambda self: self._year,
                    _setter('year', 'datetime.date'),
                    _setter('year', 'datetime.date'))
    month = property(lambda self: self._month,
                     _setter('month', 'datetime.date'),
                     _setter('month', 'datetime.date'))
    day = property(lambda self: self._day,
                   _setter('day', 'datetime.date'),
                   _setter('day', 'datetime.date'))

    # Conversions.

    def __repr__(self):
        return '%s(%d, %d, %d)' % (_tn(self), self._year, self._month,
                                   self._day)

    def isoformat(self):
        """Return string in ISO 8601 format, YYYY-MM-DD."""
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        """Return ctime() style string."""
        wd = (_ymd2ord(self._year, self._month, self._day) + 6) % 7
        return '%s %s %2d 00:00:00 %04d' % (_DAYABBR[wd],
                                           _MONTHABBR[self._month],
                                           self._day, self._year)

    def strftime(self, format):
        """format -> strftime() style string."""
        if not isinstance(format, str):
            raise TypeError('strftime() argument 1 must be str, not %s'
                            % _argtn(format))
        return _wrap_strftime(self, format, self._year, self._month,
                              self._day, 0, 0, 0, 0, -1, None, None)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s'
                            % _argtn(fmt))
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        return _build_struct_time(self._year, self._month, self._day,
                                  0, 0, 0, -1)

    def toordinal(self):
        """Return proleptic Gregorian ordinal for the year, month and day.

        January 1 of year 1 is day 1."""
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=_M, month=_M, day=_M):
        """Return date with new specified fields."""
        if year is _M:
            year = self._year
        if month is _M:
            month = self._month
        if day is _M:
            day = self._day
        year, month, day = _check_date_fields(year, month, day)
        return _new_date(type(self), year, month, day)

    def weekday(self):
        """Return day of the week, where Monday == 0 ... Sunday == 6."""
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        """Return day of the week, where Monday == 1 ... Sunday == 7."""
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7 + 1

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and
        weekday."""
        y, w, d = _isocalendar(self._year, self._month, self._day)
        return IsoCalendarDate(y, w, d)

    # Comparisons.

    def __eq__(self, other):
        if isinstance(other, date):
            return (self._day == other._day and self._month == other._month
                    and self._year == other._year)
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, date):
            return (self._day != other._day or self._month != other._month
                    or self._year != other._year)
        return NotImplemented

    def _cmp_other(self, op, other):
        if _final(other):
            raise _cmp_error(op, self, other)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date):
            return ((self._year * 512 + self._month * 32 + self._day) <
                    (other._year * 512 + other._month * 32 + other._day))
        return self._cmp_other('<', other)

    def __le__(self, other):
        if isinstance(other, date):
            return ((self._year * 512 + self._month * 32 + self._day) <=
                    (other._year * 512 + other._month * 32 + other._day))
        return self._cmp_other('<=', other)

    def __gt__(self, other):
        if isinstance(other, date):
            return ((self._year * 512 + self._month * 32 + self._day) >
                    (other._year * 512 + other._month * 32 + other._day))
        return self._cmp_other('>', other)

    def __ge__(self, other):
        if isinstance(other, date):
            return ((self._year * 512 + self._month * 32 + self._day) >=
                    (other._year * 512 + other._month * 32 + other._day))
        return self._cmp_other('>=', other)

    def __hash__(self):
        return hash((self._year, self._month, self._day))

    # Arithmetic.

    def __add__(self, other):
        if isinstance(other, timedelta):
            d = self._day + other._days
            if 0 < d <= 28:
                return _new_date(type(self), self._year, self._month, d)
            o = _ymd2ord(self._year, self._month, self._day) + other._days
            if 0 < o <= _MAXORDINAL:
                y, m, d = _ord2ymd(o)
                return _new_date(type(self), y, m, d)
            raise OverflowError('date value out of range')
        if _final(other):
            raise _unsupported('+', self, other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self.__add__(other)
        if _final(other):
            raise _unsupported('+', other, self)
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, timedelta):
            d = self._day - other._days
            if 0 < d <= 28:
                return _new_date(type(self), self._year, self._month, d)
            o = _ymd2ord(self._year, self._month, self._day) - other._days
            if 0 < o <= _MAXORDINAL:
                y, m, d = _ord2ymd(o)
                return _new_date(type(self), y, m, d)
            raise OverflowError('date value out of range')
        if isinstance(other, date) and not isinstance(other, datetime):
            return _td(_ymd2ord(self._year, self._month, self._day) -
                       _ymd2ord(other._year, other._month, other._day), 0, 0)
        if _final(other):
            raise _unsupported('-', self, other)
        return NotImplemented

    def __rsub__(self, other):
        if _final(other):
            raise _unsupported('-', other, self)
        return NotImplemented

    def __reduce__(self):
        return (type(self), (bytes((self._year >> 8, self._year & 255,
                                    self._month, self._day)),))

    def __copy__(self):
        if type(self) is date:
            return self
        return type(self)(self._year, self._month, self._day)

    def __deepcopy__(self, memo):
        return self.__copy__()

# ---------------------------------------------------------------------------
# tzinfo


class tzinfo:
    """Abstract base class for time zone info objects."""

    __slots__ = ()

    def tzname(self, dt):
        """datetime -> string name of time zone."""
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        """datetime -> timedelta showing offset from UTC, negative values
        indicating West of UTC"""
        raise NotImplementedError('a tzinfo subclass must implement '
                                  'utcoffset()')

    def dst(self, dt):
        """datetime -> DST offset as timedelta positive east of UTC."""
        raise NotImplementedError('a tzinfo subclass must implement dst()')

    def fromutc(self, dt):
        """datetime in UTC -> datetime in local time."""
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        off = dt.utcoffset()
        if off is None:
            raise ValueError('fromutc: non-None utcoffset() result required')
        dst = dt.dst()
        if dst is None:
            raise ValueError('fromutc: non-None dst() result required')
        result = _dt_add(dt, off - dst, 1)
        dst = _check_offset('dst', self.dst(result))
        if dst is None:
            raise ValueError('fromutc: tz.dst() gave inconsistent results; '
                             'cannot convert')
        if dst:
            result = _dt_add(result, dst, 1)
        return result

    def __reduce__(self):
        getinitargs = getattr(self, '__getinitargs__', None)
        args = getinitargs() if getinitargs is not None else ()
        return (type(self), args, getattr(self, '__dict__', None) or None)

# ---------------------------------------------------------------------------
# time


def _mktime(hh, mm, ss, us, tz, fold):
    self = object.__new__(time)
    self._hour = hh
    self._minute = mm
    self._second = ss
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    return self


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time
    object

    All arguments are optional. tzinfo may be None, or an instance of
    a tzinfo subclass. The remaining arguments may be ints.
    """

    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo',
                 '_fold')

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None,
                *, fold=0):
        if (type(hour) is not int and isinstance(hour, (bytes, str)) and
                len(hour) == 6 and (_ord(hour[0]) & 0x7F) < 24 and
                second == 0 and (minute == 0 or minute is None or
                                 isinstance(minute, _tzinfo_class))):
            # The state __reduce__ gives (with the tzinfo after it).
            return _time_from_state(cls, hour,
                                    None if type(minute) is int else minute)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        if tzinfo is not None:
            _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        return self

    hour = property(lambda self: self._hour,
                    _setter('hour', 'datetime.time'),
                    _setter('hour', 'datetime.time'))
    minute = property(lambda self: self._minute,
                      _setter('minute', 'datetime.time'),
                      _setter('minute', 'datetime.time'))
    second = property(lambda self: self._second,
                      _setter('second', 'datetime.time'),
                      _setter('second', 'datetime.time'))
    microsecond = property(lambda self: self._microsecond,
                           _setter('microsecond', 'datetime.time'),
                           _setter('microsecond', 'datetime.time'))
    tzinfo = property(lambda self: self._tzinfo,
                      _setter('tzinfo', 'datetime.time'),
                      _setter('tzinfo', 'datetime.time'))
    fold = property(lambda self: self._fold,
                    _setter('fold', 'datetime.time'),
                    _setter('fold', 'datetime.time'))

    @classmethod
    def fromisoformat(cls, time_string):
        """Construct a time from a string in ISO 8601 format."""
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        b = time_string.encode('utf-8')
        start = 0
        if b[:1] == b'T':
            start = 1
        r = _parse_iso_time(b, start, len(b))
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % (time_string,))
        hh, mm, ss, us, tz = r
        if cls is time:
            hh, mm, ss, us, fold = _check_time_fields(hh, mm, ss, us, 0)
            return _mktime(hh, mm, ss, us, tz, 0)
        return cls(hh, mm, ss, us, tz)

    # Time zone.

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset('utcoffset', self._tzinfo.utcoffset(None))

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset('dst', self._tzinfo.dst(None))

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        return _call_tzname(self._tzinfo, None)

    # Comparisons.

    def _cmp(self, other, op):
        # Returns <0, 0, >0, or None for naive against aware.
        if self._tzinfo is other._tzinfo:
            o1 = o2 = None
        else:
            o1 = self.utcoffset()
            o2 = other.utcoffset()
            if o1 is not None and o2 is not None and o1 == o2:
                o1 = o2 = None
        if o1 is None and o2 is None:
            a = (((self._hour * 60 + self._minute) * 60 + self._second) *
                 1000000 + self._microsecond)
            b = (((other._hour * 60 + other._minute) * 60 + other._second) *
                 1000000 + other._microsecond)
            return a - b
        if o1 is None or o2 is None:
            if op == '==' or op == '!=':
                return None
            raise TypeError("can't compare offset-naive and offset-aware "
                            "times")
        a = (self._hour * 3600 + self._minute * 60 + self._second -
             o1._days * 86400 - o1._seconds)
        b = (other._hour * 3600 + other._minute * 60 + other._second -
             o2._days * 86400 - o2._seconds)
        if a != b:
            return a - b
        return self._microsecond - other._microsecond

    def __eq__(self, other):
        if isinstance(other, time):
            c = self._cmp(other, '==')
            return c == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            c = self._cmp(other, '!=')
            return c != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, '<') < 0
        if _final(other):
            raise _cmp_error('<', self, other)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, '<=') <= 0
        if _final(other):
            raise _cmp_error('<=', self, other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, '>') > 0
        if _final(other):
            raise _cmp_error('>', self, other)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, '>=') >= 0
        if _final(other):
            raise _cmp_error('>=', self, other)
        return NotImplemented

    def __hash__(self):
        if self._fold:
            t = self.replace(fold=0)
        else:
            t = self
        off = t.utcoffset()
        if off is None:
            return hash((self._hour, self._minute, self._second,
                         self._microsecond))
        return hash(_td(0, self._hour * 3600 + self._minute * 60 +
                        self._second, self._microsecond) - off)

    # Conversions.

    def __repr__(self):
        if self._microsecond:
            s = '%s(%d, %d, %d, %d)' % (_tn(self), self._hour, self._minute,
                                        self._second, self._microsecond)
        elif self._second:
            s = '%s(%d, %d, %d)' % (_tn(self), self._hour, self._minute,
                                    self._second)
        else:
            s = '%s(%d, %d)' % (_tn(self), self._hour, self._minute)
        if self._tzinfo is not None:
            s = '%s, tzinfo=%r)' % (s[:-1], self._tzinfo)
        if self._fold:
            s = s[:-1] + ', fold=1)'
        return s

    def isoformat(self, timespec='auto'):
        """Return string in ISO 8601 format, [HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].

        The optional argument timespec specifies the number of additional
        terms of the time to include. Valid options are 'auto', 'hours',
        'minutes', 'seconds', 'milliseconds' and 'microseconds'.
        """
        if not isinstance(timespec, str):
            raise TypeError('isoformat() argument 1 must be str, not %s'
                            % _argtn(timespec))
        s = _format_time(self._hour, self._minute, self._second,
                         self._microsecond, timespec)
        if self._tzinfo is not None:
            s += _format_offset(self.utcoffset(), ':')
        return s

    def __str__(self):
        return self.isoformat()

    def strftime(self, format):
        """Format using strftime().  The date part of the timestamp passed
        to underlying strftime should not be used.
        """
        if not isinstance(format, str):
            raise TypeError('strftime() argument 1 must be str, not %s'
                            % _argtn(format))
        return _wrap_strftime(self, format, 1900, 1, 1, self._hour,
                              self._minute, self._second, self._microsecond,
                              -1, self._tzinfo, None)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('__format__() argument 1 must be str, not %s'
                            % _argtn(fmt))
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=_M, minute=_M, second=_M, microsecond=_M,
                tzinfo=_M, *, fold=_M):
        """Return time with new specified fields."""
        if hour is _M:
            hour = self._hour
        if minute is _M:
            minute = self._minute
        if second is _M:
            second = self._second
        if microsecond is _M:
            microsecond = self._microsecond
        if tzinfo is _M:
            tzinfo = self._tzinfo
        if fold is _M:
            fold = self._fold
        if type(self) is time:
            hour, minute, second, microsecond, fold = _check_time_fields(
                hour, minute, second, microsecond, fold)
            _check_tzinfo(tzinfo)
            return _mktime(hour, minute, second, microsecond, tzinfo, fold)
        return type(self)(hour, minute, second, microsecond, tzinfo,
                          fold=fold)

    def __reduce_ex__(self, protocol):
        h = self._hour
        if self._fold and protocol > 3:
            h += 128
        us = self._microsecond
        state = bytes((h, self._minute, self._second, us >> 16,
                       (us >> 8) & 255, us & 255))
        if self._tzinfo is None:
            return (type(self), (state,))
        return (type(self), (state, self._tzinfo))

    def __reduce__(self):
        return self.__reduce_ex__(2)

    def __copy__(self):
        if type(self) is time:
            return self
        return self.replace()

    def __deepcopy__(self, memo):
        return self.__copy__()

# ---------------------------------------------------------------------------
# datetime


def _mkdt(y, m, d, hh, mm, ss, us, tz, fold):
    self = object.__new__(datetime)
    self._year = y
    self._month = m
    self._day = d
    self._hour = hh
    self._minute = mm
    self._second = ss
    self._microsecond = us
    self._tzinfo = tz
    self._fold = fold
    return self


def _new_dt(cls, y, m, d, hh, mm, ss, us, tz, fold=0):
    if cls is datetime:
        return _mkdt(y, m, d, hh, mm, ss, us, tz, fold)
    if fold:
        return cls(y, m, d, hh, mm, ss, us, tz, fold=fold)
    return cls(y, m, d, hh, mm, ss, us, tz)


def _dt_add(dt, delta, sign):
    """dt + sign * delta, in dt's class, keeping tzinfo; fold is 0."""
    us = dt._microsecond + sign * delta._microseconds
    ss = dt._second + sign * delta._seconds
    days = sign * delta._days
    mm = dt._minute
    hh = dt._hour
    if us < 0 or us >= 1000000:
        c = us // 1000000
        us -= c * 1000000
        ss += c
    if ss < 0 or ss >= 60:
        c = ss // 60
        ss -= c * 60
        mm += c
        if mm < 0 or mm >= 60:
            c = mm // 60
            mm -= c * 60
            hh += c
            if hh < 0 or hh >= 24:
                c = hh // 24
                hh -= c * 24
                days += c
    y = dt._year
    m = dt._month
    d = dt._day
    if days:
        d += days
        if d < 1 or d > 28:
            o = _ymd2ord(y, m, 1) + d - 1
            if o < 1 or o > _MAXORDINAL:
                raise OverflowError('date value out of range')
            y, m, d = _ord2ymd(o)
    return _new_dt(type(dt), y, m, d, hh, mm, ss, us, dt._tzinfo)


def _dt_fields_cmp(a, b):
    # Compares the fields, fold aside: <0, 0 or >0.
    x = a._year - b._year
    if x:
        return x
    x = a._month - b._month
    if x:
        return x
    x = a._day - b._day
    if x:
        return x
    x = a._hour - b._hour
    if x:
        return x
    x = a._minute - b._minute
    if x:
        return x
    x = a._second - b._second
    if x:
        return x
    return a._microsecond - b._microsecond


def _local_tz():
    return timezone(_td(0, 0, 0), 'UTC')


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[,
    microsecond[,tzinfo]]]]])

    The year, month and day arguments are required. tzinfo may be None, or
    an instance of a tzinfo subclass. The remaining arguments may be ints.
    """

    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo',
                 '_fold')

    def __new__(cls, year=_M, month=_M, day=_M, hour=0, minute=0, second=0,
                microsecond=0, tzinfo=None, *, fold=0):
        if (type(year) is not int and isinstance(year, (bytes, str)) and
                len(year) == 10 and 1 <= (_ord(year[2]) & 0x7F) <= 12 and
                day is _M and (month is _M or month is None or
                               isinstance(month, _tzinfo_class))):
            # The state __reduce__ gives (with the tzinfo after it).
            return _datetime_from_state(cls, year,
                                        None if month is _M else month)
        if year is _M or month is _M or day is _M:
            _missing_ymd(year, month, day)
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        if tzinfo is not None:
            _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        return self

    hour = property(lambda self: self._hour,
                    _setter('hour', 'datetime.datetime'),
                    _setter('hour', 'datetime.datetime'))
    minute = property(lambda self: self._minute,
                      _setter('minute', 'datetime.datetime'),
                      _setter('minute', 'datetime.datetime'))
    second = property(lambda self: self._second,
                      _setter('second', 'datetime.datetime'),
                      _setter('second', 'datetime.datetime'))
    microsecond = property(lambda self: self._microsecond,
                           _setter('microsecond', 'datetime.datetime'),
                           _setter('microsecond', 'datetime.datetime'))
    tzinfo = property(lambda self: self._tzinfo,
                      _setter('tzinfo', 'datetime.datetime'),
                      _setter('tzinfo', 'datetime.datetime'))
    fold = property(lambda self: self._fold,
                    _setter('fold', 'datetime.datetime'),
                    _setter('fold', 'datetime.datetime'))

    # Constructors.

    @classmethod
    def _from_timet(cls, secs, us, tz):
        y, m, d, hh, mm, ss = _gmtime(secs)
        y, m, d = _check_date_fields(y, m, d)
        return _new_dt(cls, y, m, d, hh, mm, ss, us, tz)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """timestamp[, tz] -> tz's local time from POSIX timestamp (UTC
        when tz is None: there is no local time zone here)."""
        _check_tzinfo(tz)
        secs, us = _time_t(t, False)
        result = cls._from_timet(secs, us, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        """Construct a naive UTC datetime from a POSIX timestamp."""
        secs, us = _time_t(t, False)
        return cls._from_timet(secs, us, None)

    @classmethod
    def now(cls, tz=None):
        """Returns new datetime object representing current time local to
        tz (UTC when tz is None)."""
        _check_tzinfo(tz)
        ns = _time.time_ns()
        result = cls._from_timet(ns // 1000000000, ns // 1000 % 1000000, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def utcnow(cls):
        """Return a new datetime representing UTC day and time."""
        ns = _time.time_ns()
        return cls._from_timet(ns // 1000000000, ns // 1000 % 1000000, None)

    @classmethod
    def combine(cls, date, time, tzinfo=_M):
        """date, time -> datetime with same date and time fields"""
        if not isinstance(date, _date_class):
            raise TypeError('combine() argument 1 must be datetime.date, not '
                            '%s' % _argtn(date))
        if not isinstance(time, _time_class):
            raise TypeError('combine() argument 2 must be datetime.time, not '
                            '%s' % _argtn(time))
        if tzinfo is _M:
            tzinfo = time._tzinfo
        else:
            _check_tzinfo(tzinfo)
        return _new_dt(cls, date._year, date._month, date._day, time._hour,
                       time._minute, time._second, time._microsecond, tzinfo,
                       time._fold)

    @classmethod
    def fromisoformat(cls, date_string):
        """Construct a datetime from a string in one of the ISO 8601
        formats."""
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        r = None
        if len(date_string) >= 7:
            b = date_string.encode('utf-8')
            r = _parse_iso_datetime(b)
        if r is None:
            raise ValueError('Invalid isoformat string: %r' % (date_string,))
        y, m, d, hh, mm, ss, us, tz = r
        y, m, d = _check_date_fields(y, m, d)
        hh, mm, ss, us, fold = _check_time_fields(hh, mm, ss, us, 0)
        return _new_dt(cls, y, m, d, hh, mm, ss, us, tz)

    @classmethod
    def strptime(cls, date_string, format):
        """string, format -> new datetime parsed from a string (like
        time.strptime())."""
        if not isinstance(date_string, str):
            raise TypeError('strptime() argument 1 must be str, not %s'
                            % _argtn(date_string))
        if not isinstance(format, str):
            raise TypeError('strptime() argument 2 must be str, not %s'
                            % _argtn(format))
        (y, m, d, hh, mm, ss, us, gmtoff, gmtoff_us,
         tzname) = _strptime(date_string, format)
        if gmtoff is not None:
            delta = timedelta(seconds=gmtoff, microseconds=gmtoff_us)
            if tzname:
                tz = timezone(delta, tzname)
            else:
                tz = timezone(delta)
            return cls(y, m, d, hh, mm, ss, us, tz)
        return cls(y, m, d, hh, mm, ss, us)

    # Time zone.

    def utcoffset(self):
        """Return self.tzinfo.utcoffset(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset('utcoffset', self._tzinfo.utcoffset(self))

    def dst(self):
        """Return self.tzinfo.dst(self)."""
        if self._tzinfo is None:
            return None
        return _check_offset('dst', self._tzinfo.dst(self))

    def tzname(self):
        """Return self.tzinfo.tzname(self)."""
        return _call_tzname(self._tzinfo, self)

    # Conversions.

    def date(self):
        """Return date object with same year, month and day."""
        return _mkdate(self._year, self._month, self._day)

    def time(self):
        """Return time object with same time but with tzinfo=None."""
        return _mktime(self._hour, self._minute, self._second,
                       self._microsecond, None, self._fold)

    def timetz(self):
        """Return time object with same time and tzinfo."""
        return _mktime(self._hour, self._minute, self._second,
                       self._microsecond, self._tzinfo, self._fold)

    def timetuple(self):
        """Return time tuple, compatible with time.localtime()."""
        dst = self.dst()
        if dst is None:
            flag = -1
        elif dst:
            flag = 1
        else:
            flag = 0
        return _build_struct_time(self._year, self._month, self._day,
                                  self._hour, self._minute, self._second,
                                  flag)

    def utctimetuple(self):
        """Return UTC time tuple, compatible with time.localtime()."""
        t = self
        off = self.utcoffset()
        if off is not None:
            t = _dt_add(self, off, -1)
        return _build_struct_time(t._year, t._month, t._day, t._hour,
                                  t._minute, t._second, 0)

    def timestamp(self):
        """Return POSIX timestamp as float (a naive datetime is taken as
        UTC)."""
        if self._tzinfo is None:
            self._local_probe()
            secs = ((_ymd2ord(self._year, self._month, self._day) -
                     _EPOCH_ORDINAL) * 86400 + self._hour * 3600 +
                    self._minute * 60 + self._second)
            return float(secs) + self._microsecond / 1e6
        return (self - _EPOCH).total_seconds()

    def _local_probe(self):
        # CPython solves local time for UTC seconds by probing a day
        # before (fold=0) or after (fold=1), which fails at the ends of
        # the range.
        if self._fold:
            if self._year == 9999 and self._month == 12 and self._day == 31:
                raise ValueError('year 10000 is out of range')
        elif self._year == 1 and self._month == 1 and self._day == 1:
            raise ValueError('year 0 is out of range')

    def astimezone(self, tz=None):
        """tz -> convert to local time in new timezone tz (UTC when tz is
        None)."""
        if tz is not None and not isinstance(tz, tzinfo):
            raise TypeError("tzinfo argument must be None or of a tzinfo "
                            "subclass, not type '%s'" % type(tz).__name__)
        mytz = self._tzinfo
        off = None
        if mytz is not None:
            if mytz is tz:
                return self
            off = self.utcoffset()
        if off is None:
            # Naive: local time, which is UTC here.
            self._local_probe()
            off = _td(0, 0, 0)
        utc = _dt_add(self, off, -1)
        if tz is None:
            tz = _local_tz()
            return _new_dt(type(self), utc._year, utc._month, utc._day,
                           utc._hour, utc._minute, utc._second,
                           utc._microsecond, tz)
        utc = _new_dt(type(self), utc._year, utc._month, utc._day,
                      utc._hour, utc._minute, utc._second, utc._microsecond,
                      tz)
        return tz.fromutc(utc)

    def ctime(self):
        """Return ctime() style string."""
        wd = (_ymd2ord(self._year, self._month, self._day) + 6) % 7
        return '%s %s %2d %02d:%02d:%02d %04d' % (
            _DAYABBR[wd], _MONTHABBR[self._month], self._day, self._hour,
            self._minute, self._second, self._year)

    def isoformat(self, sep='T', timespec='auto'):
        """[sep] -> string in ISO 8601 format,
        YYYY-MM-DDT[HH[:MM[:SS[.mmm[uuu]]]]][+HH:MM].
        sep is used to separate the year from the time, and defaults to 'T'.
        The optional argument timespec specifies the number of additional
        terms of the time to include. Valid options are 'auto', 'hours',
        'minutes', 'seconds', 'milliseconds' and 'microseconds'.
        """
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError('isoformat() argument 1 must be a unicode '
                            'character, not %s' % _argtn(sep))
        if not isinstance(timespec, str):
            raise TypeError('isoformat() argument 2 must be str, not %s'
                            % _argtn(timespec))
        s = '%04d-%02d-%02d%s%s' % (
            self._year, self._month, self._day, sep,
            _format_time(self._hour, self._minute, self._second,
                         self._microsecond, timespec))
        if self._tzinfo is not None:
            s += _format_offset(self.utcoffset(), ':')
        return s

    def __str__(self):
        return self.isoformat(' ')

    def __repr__(self):
        if self._microsecond:
            s = '%s(%d, %d, %d, %d, %d, %d, %d)' % (
                _tn(self), self._year, self._month, self._day, self._hour,
                self._minute, self._second, self._microsecond)
        elif self._second:
            s = '%s(%d, %d, %d, %d, %d, %d)' % (
                _tn(self), self._year, self._month, self._day, self._hour,
                self._minute, self._second)
        else:
            s = '%s(%d, %d, %d, %d, %d)' % (
                _tn(self), self._year, self._month, self._day, self._hour,
                self._minute)
        if self._fold:
            s = s[:-1] + ', fold=1)'
        if self._tzinfo is not None:
            s = '%s, tzinfo=%r)' % (s[:-1], self._tzinfo)
        return s

    def strftime(self, format):
        """format -> strftime() style string."""
        if not isinstance(format, str):
            raise TypeError('strftime() argument 1 must be str, not %s'
                            % _argtn(format))
        return _wrap_strftime(self, format, self._year, self._month,
                              self._day, self._hour, self._minute,
                              self._second, self._microsecond, None,
                              self._tzinfo, self)

    def replace(self, year=_M, month=_M, day=_M, hour=_M, minute=_M,
                second=_M, microsecond=_M, tzinfo=_M, *, fold=_M):
        """Return datetime with new specified fields."""
        if year is _M:
            year = self._year
        if month is _M:
            month = self._month
        if day is _M:
            day = self._day
        if hour is _M:
            hour = self._hour
        if minute is _M:
            minute = self._minute
        if second is _M:
            second = self._second
        if microsecond is _M:
            microsecond = self._microsecond
        if tzinfo is _M:
            tzinfo = self._tzinfo
        if fold is _M:
            fold = self._fold
        if type(self) is datetime:
            year, month, day = _check_date_fields(year, month, day)
            hour, minute, second, microsecond, fold = _check_time_fields(
                hour, minute, second, microsecond, fold)
            _check_tzinfo(tzinfo)
            return _mkdt(year, month, day, hour, minute, second, microsecond,
                         tzinfo, fold)
        return type(self)(year, month, day, hour, minute, second,
                          microsecond, tzinfo, fold=fold)

    # Comparisons.

    def _naive_key(self):
        return ((((_ymd2ord(self._year, self._month, self._day) * 24 +
                   self._hour) * 60 + self._minute) * 60 + self._second) *
                1000000 + self._microsecond)

    def _flip_differs(self, off):
        flip = self.replace(fold=1 - self._fold).utcoffset()
        return flip != off

    def _cmp(self, other, op):
        # <0, 0, >0 or None (naive against aware, for == and !=).
        if self._tzinfo is other._tzinfo:
            return _dt_fields_cmp(self, other)
        o1 = self.utcoffset()
        o2 = other.utcoffset()
        if o1 is None and o2 is None:
            return _dt_fields_cmp(self, other)
        if o1 is not None and o2 is not None:
            if o1 == o2:
                diff = _dt_fields_cmp(self, other)
            else:
                diff = ((self._naive_key() - o1._us()) -
                        (other._naive_key() - o2._us()))
            if diff == 0 and (op == '==' or op == '!='):
                if self._flip_differs(o1) or other._flip_differs(o2):
                    return 1
            return diff
        if op == '==' or op == '!=':
            return None
        raise TypeError("can't compare offset-naive and offset-aware "
                        "datetimes")

    def _cmp_other(self, op, other):
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_tn(self), _tn(other)))
        if _final(other):
            raise _cmp_error(op, self, other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, '==') == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, '!=') != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, '<') < 0
        return self._cmp_other('<', other)

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, '<=') <= 0
        return self._cmp_other('<=', other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, '>') > 0
        return self._cmp_other('>', other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, '>=') >= 0
        return self._cmp_other('>=', other)

    def __hash__(self):
        if self._fold:
            t = self.replace(fold=0)
        else:
            t = self
        off = t.utcoffset()
        if off is None:
            return hash((self._year, self._month, self._day, self._hour,
                         self._minute, self._second, self._microsecond))
        return hash(_td_norm(
            _ymd2ord(self._year, self._month, self._day),
            self._hour * 3600 + self._minute * 60 + self._second,
            self._microsecond) - off)

    # Arithmetic.

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _dt_add(self, other, 1)
        if _final(other):
            raise _unsupported('+', self, other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return _dt_add(self, other, 1)
        if _final(other):
            raise _unsupported('+', other, self)
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _dt_add(self, other, -1)
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                o1 = o2 = None
            else:
                o1 = self.utcoffset()
                o2 = other.utcoffset()
                if (o1 is None) != (o2 is None):
                    raise TypeError("can't subtract offset-naive and "
                                    "offset-aware datetimes")
            r = _td_norm(
                _ymd2ord(self._year, self._month, self._day) -
                _ymd2ord(other._year, other._month, other._day),
                (self._hour - other._hour) * 3600 +
                (self._minute - other._minute) * 60 +
                (self._second - other._second),
                self._microsecond - other._microsecond)
            if o1 is not None and o1 != o2:
                r = r - (o1 - o2)
            return r
        if _final(other):
            raise _unsupported('-', self, other)
        return NotImplemented

    def __rsub__(self, other):
        if _final(other):
            raise _unsupported('-', other, self)
        return NotImplemented

    def __reduce_ex__(self, protocol):
        m = self._month
        if self._fold and protocol > 3:
            m += 128
        us = self._microsecond
        state = bytes((self._year >> 8, self._year & 255, m, self._day,
                       self._hour, self._minute, self._second, us >> 16,
                       (us >> 8) & 255, us & 255))
        if self._tzinfo is None:
            return (type(self), (state,))
        return (type(self), (state, self._tzinfo))

    def __reduce__(self):
        return self.__reduce_ex__(2)

    def __copy__(self):
        if type(self) is datetime:
            return self
        return self.replace()


_date_class = date
_time_class = time
_tzinfo_class = tzinfo

# ---------------------------------------------------------------------------
# timezone


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""

    __slots__ = ('_offset', '_name')

    def __new__(cls, offset=_M, name=_M):
        if offset is _M:
            raise TypeError("timezone() missing required argument 'offset' "
                            "(pos 1)")
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta'
                            ', not %s' % _argtn(offset))
        if name is _M:
            name = None
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not %s'
                            % _argtn(name))
        return _new_timezone(offset, name)

    def __setattr__(self, name, value):
        raise AttributeError("'datetime.timezone' object has no attribute "
                             "'%s'" % (name,))

    def __delattr__(self, name):
        raise AttributeError("'datetime.timezone' object has no attribute "
                             "'%s'" % (name,))

    def __init_subclass__(cls, **kw):
        raise TypeError("type 'datetime.timezone' is not an acceptable base "
                        "type")

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timezone):
            return self._offset != other._offset
        return NotImplemented

    def __lt__(self, other):
        if _final(other):
            raise _cmp_error('<', self, other)
        return NotImplemented

    def __le__(self, other):
        if _final(other):
            raise _cmp_error('<=', self, other)
        return NotImplemented

    def __gt__(self, other):
        if _final(other):
            raise _cmp_error('>', self, other)
        return NotImplemented

    def __ge__(self, other):
        if _final(other):
            raise _cmp_error('>=', self, other)
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC:
            return 'datetime.timezone.utc'
        if self._name is None:
            return '%s(%r)' % (_tn(self), self._offset)
        return '%s(%r, %r)' % (_tn(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def _check_arg(self, what, dt):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError('%s(dt) argument must be a datetime instance or '
                            'None, not %s' % (what, type(dt).__name__))

    def utcoffset(self, dt):
        if dt is not None and not isinstance(dt, datetime):
            self._check_arg('utcoffset', dt)
        return self._offset

    def tzname(self, dt):
        if dt is not None and not isinstance(dt, datetime):
            self._check_arg('tzname', dt)
        if self._name is not None:
            return self._name
        off = self._offset
        if not off:
            return 'UTC'
        return 'UTC' + _format_offset(off, ':')

    def dst(self, dt):
        if dt is not None and not isinstance(dt, datetime):
            self._check_arg('dst', dt)
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return _dt_add(dt, self._offset, 1)

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __reduce__(self):
        return (type(self), self.__getinitargs__(), None)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _new_timezone(offset, name):
    if name is None and _UTC is not None and not offset:
        return _UTC
    d = offset._days
    if d < -1 or d >= 1 or (d == -1 and offset._seconds == 0 and
                            offset._microseconds < 1):
        raise ValueError('offset must be a timedelta strictly between '
                         '-timedelta(hours=24) and timedelta(hours=24), not '
                         '%r.' % (offset,))
    self = object.__new__(timezone)
    object.__setattr__(self, '_offset', offset)
    object.__setattr__(self, '_name', name)
    return self


_UTC = None
_UTC = _new_timezone(_td(0, 0, 0), None)

# ---------------------------------------------------------------------------
# strftime: CPython's substitution of %z, %Z and %f, then glibc's
# strftime in the C locale.


def _wrap_strftime(obj, fmt, y, mo, d, hh, mi, ss, us, isdst, tz, tzarg):
    if '\x00' in fmt:
        # The format reaches C as a NUL-terminated string.
        fmt = fmt[:fmt.index('\x00')]
    if isdst is None:
        # A datetime: the struct_time's isdst comes from dst().
        dst = obj.dst()
        isdst = -1 if dst is None else (1 if dst else 0)
    if '%' not in fmt:
        return fmt
    parts = []
    i = 0
    n = len(fmt)
    start = 0
    zrep = None
    Zrep = None
    while i < n:
        if fmt[i] != '%':
            i += 1
            continue
        if i + 1 >= n:
            break
        c = fmt[i + 1]
        if c == 'z' or c == 'Z' or c == 'f':
            parts.append(fmt[start:i])
            if c == 'z':
                if zrep is None:
                    zrep = ''
                    if tz is not None:
                        if tzarg is None:
                            off = _check_offset('utcoffset',
                                                tz.utcoffset(None))
                        else:
                            off = tzarg.utcoffset()
                        zrep = _format_offset(off, '')
                parts.append(zrep)
            elif c == 'Z':
                if Zrep is None:
                    Zrep = ''
                    if tz is not None:
                        name = _call_tzname(tz, tzarg)
                        if name is not None:
                            Zrep = name.replace('%', '%%')
                parts.append(Zrep)
            else:
                parts.append('%06d' % us)
            start = i + 2
        i += 2
    parts.append(fmt[start:])
    newfmt = ''.join(parts)
    out = _glibc_strftime(newfmt, y, mo, d, hh, mi, ss, isdst)
    # CPython's time.strftime gives up (returning '') when the result does
    # not fit a buffer of 256 times the format's length.
    limit = 1024
    flen = len(newfmt.encode('utf-8'))
    while limit < 256 * flen:
        limit += limit
    if len(out) >= limit and len(out.encode('utf-8')) + 1 > limit:
        return ''
    return out


_NUMERIC = {
    # conversion: (natural digits, default pad)
    'C': (1, '0'), 'd': (2, '0'), 'e': (2, '_'), 'g': (2, '0'),
    'G': (1, '0'), 'H': (2, '0'), 'I': (2, '0'), 'j': (3, '0'),
    'k': (2, '_'), 'l': (2, '_'), 'm': (2, '0'), 'M': (2, '0'),
    's': (1, '0'), 'S': (2, '0'), 'u': (1, '0'), 'U': (2, '0'),
    'V': (2, '0'), 'w': (1, '0'), 'W': (2, '0'), 'y': (2, '0'),
    'Y': (1, '0'),
}
_SUBFORMATS = {'c': '%a %b %e %H:%M:%S %Y', 'D': '%m/%d/%y',
               'x': '%m/%d/%y', 'X': '%H:%M:%S', 'r': '%I:%M:%S %p',
               'R': '%H:%M', 'T': '%H:%M:%S', 'F': '%Y-%m-%d'}
_E_OK = 'cCnpPrRstTuxXyYzZ%'
_O_OK = 'bBCdegGhHIjklmMnpPrRsStTuUVwWyzZ%'
_FLAGS = '_-0^#'


def _pad(s, width, pad):
    if width > len(s):
        if pad == '0':
            return '0' * (width - len(s)) + s
        return ' ' * (width - len(s)) + s
    return s


def _glibc_strftime(fmt, y, mo, d, hh, mi, ss, isdst):
    if '%' not in fmt:
        return fmt
    out = []
    n = len(fmt)
    i = 0
    ctx = None
    while i < n:
        j = fmt.find('%', i)
        if j < 0:
            out.append(fmt[i:])
            break
        if j > i:
            out.append(fmt[i:j])
        i = j + 1
        pad = ''
        upper = False
        swap = False
        while i < n and fmt[i] in _FLAGS:
            c = fmt[i]
            if c == '^':
                upper = True
            elif c == '#':
                swap = True
            else:
                pad = c
            i += 1
        width = -1
        if i < n and '0' <= fmt[i] <= '9':
            width = 0
            while i < n and '0' <= fmt[i] <= '9':
                width = width * 10 + ord(fmt[i]) - 48
                i += 1
        mod = ''
        if i < n and (fmt[i] == 'E' or fmt[i] == 'O'):
            mod = fmt[i]
            i += 1
        if i >= n:
            s = fmt[j:]
            if upper:
                s = s.upper()
            out.append(_pad(s, width, pad))
            break
        c = fmt[i]
        i += 1
        if (mod == 'E' and c not in _E_OK) or (mod == 'O' and c not in _O_OK):
            c = ''
        if ctx is None and c != '%' and c != 'n' and c != 't':
            ctx = _StrftimeFields(y, mo, d, hh, mi, ss, isdst)
        if c == 's':
            # Seconds since the epoch, by mktime() in the local zone (UTC
            # here, where asking for DST moves the result an hour back).
            v = ctx.number(c)
            if isdst > 0:
                v -= 3600
            out.append(_pad(str(v), width, pad))
            continue
        if c in _NUMERIC:
            digits, dpad = _NUMERIC[c]
            v = ctx.number(c)
            if pad == '':
                pad = dpad
            neg = v < 0
            s = str(-v if neg else v)
            if pad == '-':
                if neg:
                    s = '-' + s
                out.append(_pad(s, width, ' '))
                continue
            if width < digits:
                width = digits
            if neg:
                if pad == '_':
                    s = _pad('-' + s, width, ' ')
                else:
                    s = '-' + _pad(s, width - 1, '0')
            elif pad == '_':
                s = _pad(s, width, ' ')
            else:
                s = _pad(s, width, '0')
            out.append(s)
            continue
        if c in _SUBFORMATS:
            s = _glibc_strftime(_SUBFORMATS[c], y, mo, d, hh, mi, ss, isdst)
            if upper:
                s = s.upper()
        elif c == 'a' or c == 'A' or c == 'b' or c == 'h' or c == 'B':
            if c == 'a':
                s = _DAYABBR[ctx.wday]
            elif c == 'A':
                s = _DAYNAMES[ctx.wday]
            elif c == 'B':
                s = _MONTHNAMES[mo]
            else:
                s = _MONTHABBR[mo]
            if upper or swap:
                s = s.upper()
        elif c == 'p':
            s = 'AM' if hh < 12 else 'PM'
            if swap:
                s = s.lower()
        elif c == 'P':
            s = 'am' if hh < 12 else 'pm'
        elif c == '%':
            s = '%'
        elif c == 'n':
            s = '\n'
        elif c == 't':
            s = '\t'
        elif c == 'Z':
            # CPython replaced the plain %Z, so tm_zone is unset and glibc
            # names the local zone (UTC here) when isdst is known.
            s = ''
            if isdst >= 0:
                s = 'utc' if swap else 'UTC'
        elif c == 'z':
            # Only a flagged %z reaches glibc, with tm_gmtoff 0 (glibc 2.36
            # pads it twice when given a width).
            if isdst < 0:
                continue
            if width < 0:
                if pad == '-':
                    s = '+0'
                elif pad == '_':
                    s = '+   0'
                else:
                    s = '+0000'
            else:
                fill = '0' if pad == '0' else ' '
                numfill = ' ' if (pad == '_' or pad == '-') else '0'
                if pad == '-':
                    digits = width
                else:
                    digits = width if width > 4 else 4
                s = fill * (width - 1) + '+' + numfill * (digits - 1) + '0'
            out.append(s)
            continue
        else:
            s = fmt[j:i]
            if upper:
                s = s.upper()
        out.append(_pad(s, width, pad))
    return ''.join(out)


class _StrftimeFields:
    """The struct tm fields glibc derives its conversions from."""

    def __init__(self, y, mo, d, hh, mi, ss, isdst):
        self.y = y
        self.mo = mo
        self.d = d
        self.hh = hh
        self.mi = mi
        self.ss = ss
        self.o = _ymd2ord(y, mo, d)
        self.wday = (self.o + 6) % 7            # Monday == 0
        self.yday = self.o - _ymd2ord(y, 1, 1)   # 0-based

    def number(self, c):
        if c == 'd' or c == 'e':
            return self.d
        if c == 'm':
            return self.mo
        if c == 'Y':
            return self.y
        if c == 'y':
            return self.y % 100
        if c == 'C':
            return self.y // 100
        if c == 'H' or c == 'k':
            return self.hh
        if c == 'I' or c == 'l':
            return (self.hh % 12) or 12
        if c == 'M':
            return self.mi
        if c == 'S':
            return self.ss
        if c == 'j':
            return self.yday + 1
        if c == 'u':
            return self.wday + 1
        if c == 'w':
            return (self.wday + 1) % 7
        if c == 'U':
            return (self.yday - (self.wday + 1) % 7 + 7) // 7
        if c == 'W':
            return (self.yday - self.wday + 7) // 7
        if c == 'G' or c == 'g' or c == 'V':
            iy, iw, iwd = _isocalendar(self.y, self.mo, self.d)
            if c == 'V':
                return iw
            if c == 'G':
                return iy
            return iy % 100
        if c == 's':
            return ((self.o - _EPOCH_ORDINAL) * 86400 + self.hh * 3600 +
                    self.mi * 60 + self.ss)
        raise ValueError(c)

# ---------------------------------------------------------------------------
# ISO 8601 parsing, over the UTF-8 bytes of the string as CPython's C code
# reads them (a byte past the end reads as NUL).


def _byte(b, i):
    if 0 <= i < len(b):
        return b[i]
    return 0


def _digits(b, i, count):
    """(value, next index) of count ASCII digits at b[i], or None."""
    v = 0
    for k in range(count):
        c = _byte(b, i + k) - 48
        if c < 0 or c > 9:
            return None
        v = v * 10 + c
    return v, i + count


def _parse_iso_date(b, length):
    """(year, month, day) from b[0:...], or None (CPython's
    parse_isoformat_date; length bounds only the ISO-week form)."""
    r = _digits(b, 0, 4)
    if r is None:
        return None
    year, p = r
    sep = _byte(b, p) == 45        # '-'
    if sep:
        p += 1
    if _byte(b, p) == 87:          # 'W'
        p += 1
        r = _digits(b, p, 2)
        if r is None:
            return None
        week, p = r
        if p < length:
            if sep:
                if _byte(b, p) != 45:
                    return None
                p += 1
            r = _digits(b, p, 1)
            if r is None:
                return None
            day = r[0]
        else:
            day = 1
        if week <= 0 or week >= 53:
            if not (week == 53 and _iso_has_53(year)):
                return None
        if day <= 0 or day >= 8:
            return None
        if year == 0:
            # CPython's C arithmetic gives a month out of range here.
            return 1, 0, 1
        return _ord2ymd(_iso_week1_monday(year) + (week - 1) * 7 + day - 1)
    r = _digits(b, p, 2)
    if r is None:
        return None
    month, p = r
    if sep:
        if _byte(b, p) != 45:
            return None
        p += 1
    r = _digits(b, p, 2)
    if r is None:
        return None
    return year, month, r[0]


def _parse_hms(b, p, end):
    """CPython's parse_hh_mm_ss_ff over b[p:end]: (status, h, m, s, us)
    with status 0 (at the end), 1 (stopped before more text) or None."""
    vals = [0, 0, 0]
    has_sep = True
    for k in range(3):
        r = _digits(b, p, 2)
        if r is None:
            return None
        vals[k], p = r
        c = _byte(b, p)
        p += 1
        if k == 0:
            has_sep = c == 58                  # ':'
        if p >= end:
            return (1 if c != 0 else 0), vals[0], vals[1], vals[2], 0
        if has_sep and c == 58:
            continue
        if c == 46 or c == 44:                 # '.' or ','
            break
        if not has_sep:
            p -= 1
        else:
            return None
    remains = end - p
    count = 6 if remains >= 6 else remains
    r = _digits(b, p, count)
    if r is None:
        return None
    us, p = r
    if count < 6:
        us *= 10 ** (6 - count)
    while 48 <= _byte(b, p) <= 57:
        p += 1
    return (1 if _byte(b, p) != 0 else 0), vals[0], vals[1], vals[2], us


def _parse_iso_time(b, p, end):
    """(h, m, s, us, tzinfo) from b[p:end] or None (CPython's
    parse_isoformat_time plus tzinfo_from_isoformat_results)."""
    tzpos = p
    while True:
        c = _byte(b, tzpos)
        if c == 90 or c == 43 or c == 45:      # 'Z' '+' '-'
            break
        tzpos += 1
        if tzpos >= end:
            break
    r = _parse_hms(b, p, tzpos)
    if r is None:
        return None
    rv, hh, mm, ss, us = r
    if tzpos == end:
        if rv == 1:
            return None
        return hh, mm, ss, us, None
    if _byte(b, tzpos) == 90:
        if _byte(b, tzpos + 1) != 0:
            return None
        return hh, mm, ss, us, _UTC
    sign = -1 if _byte(b, tzpos) == 45 else 1
    r = _parse_hms(b, tzpos + 1, end)
    if r is None or r[0]:
        return None
    off = sign * (r[1] * 3600 + r[2] * 60 + r[3])
    if off == 0:
        return hh, mm, ss, us, _UTC
    delta = _td_us(off * 1000000 + sign * r[4])
    return hh, mm, ss, us, _new_timezone(delta, None)


def _iso_separator(b):
    n = len(b)
    if n == 7:
        return 7
    if _byte(b, 4) == 45:
        if _byte(b, 5) == 87:
            if n < 8:
                return -1
            if n > 8 and _byte(b, 8) == 45:
                if n == 9:
                    return -1
                if n > 10 and 48 <= _byte(b, 10) <= 57:
                    return 8
                return 10
            return 8
        return 10
    if _byte(b, 4) == 87:
        idx = 7
        while idx < n:
            if not (48 <= _byte(b, idx) <= 57):
                break
            idx += 1
        if idx < 9:
            return idx
        if idx % 2 == 0:
            return 7
        return 8
    return 8


def _parse_iso_datetime(b):
    n = len(b)
    sep = _iso_separator(b)
    r = _parse_iso_date(b, sep if sep >= 0 else 1 << 62)
    if r is None:
        return None
    y, m, d = r
    hh = mm = ss = us = 0
    tz = None
    if n > sep:
        # The separator is one character, which may take several bytes.
        start = sep + 1
        lead = b[sep]
        if lead >= 0xC0:
            start += 1 if lead < 0xE0 else (2 if lead < 0xF0 else 3)
        t = _parse_iso_time(b, start, n)
        if t is None:
            return None
        hh, mm, ss, us, tz = t
    return y, m, d, hh, mm, ss, us, tz

# ---------------------------------------------------------------------------
# strptime: CPython's _strptime regular expressions (C locale), matched by
# a small backtracking matcher.


class error(Exception):
    """What CPython's re module raises for a format naming a directive
    twice."""


error.__module__ = 're'
_ReError = error
del error

_D = '0123456789'
# Each numeric directive: its alternatives in the order the regular
# expression tries them; an alternative is a sequence of character sets,
# '\\d' standing for any decimal digit.
_SP_ALTS = {
    'd': (('3', '01'), ('12', '\\d'), ('0', '123456789'), ('123456789',),
          (' ', '123456789')),
    'H': (('2', '0123'), ('01', '\\d'), ('\\d',)),
    'I': (('1', '012'), ('0', '123456789'), ('123456789',)),
    'G': (('\\d', '\\d', '\\d', '\\d'),),
    'j': (('3', '6', '0123456'), ('3', '012345', '\\d'),
          ('12', '\\d', '\\d'), ('0', '123456789', '\\d'),
          ('0', '0', '123456789'), ('123456789', '\\d'),
          ('0', '123456789'), ('123456789',)),
    'm': (('1', '012'), ('0', '123456789'), ('123456789',)),
    'M': (('012345', '\\d'), ('\\d',)),
    'S': (('6', '01'), ('012345', '\\d'), ('\\d',)),
    'U': (('5', '0123'), ('01234', '\\d'), ('\\d',)),
    'W': (('5', '0123'), ('01234', '\\d'), ('\\d',)),
    'w': (('0123456',),),
    'u': (('1234567',),),
    'V': (('5', '0123'), ('0', '123456789'), ('1234', '\\d'), ('\\d',)),
    'y': (('\\d', '\\d'),),
    'Y': (('\\d', '\\d', '\\d', '\\d'),),
}
_SP_NAMES = {
    'a': ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'),
    'A': ('wednesday', 'thursday', 'saturday', 'tuesday', 'monday', 'friday',
          'sunday'),
    'b': ('jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep',
          'oct', 'nov', 'dec'),
    'B': ('september', 'february', 'november', 'december', 'january',
          'october', 'august', 'march', 'april', 'june', 'july', 'may'),
    'p': ('am', 'pm'),
    'Z': ('utc', 'gmt'),
}
_SP_FULL_WEEKDAYS = ('monday', 'tuesday', 'wednesday', 'thursday', 'friday',
                     'saturday', 'sunday')
_SP_FULL_MONTHS = ('', 'january', 'february', 'march', 'april', 'may',
                   'june', 'july', 'august', 'september', 'october',
                   'november', 'december')
_SP_COMPOSITE = {'c': '%a %b %d %H:%M:%S %Y', 'x': '%m/%d/%y',
                 'X': '%H:%M:%S'}
_SP_REGEX_CHARS = '\\.^$*+?(){}[]|'


def _alt_text(alt):
    parts = []
    for cs in alt:
        if cs == '\\d':
            parts.append('\\d')
        elif len(cs) == 1:
            parts.append(cs)
        else:
            parts.append('[%s-%s]' % (cs[0], cs[-1]))
    return ''.join(parts)


def _sp_regex_len(d):
    """The length of CPython's regular expression for directive d, and the
    number of groups it holds (for the redefinition error)."""
    if d in _SP_ALTS:
        if d == 'G' or d == 'Y':
            body = '\\d\\d\\d\\d'
        elif d == 'y':
            body = '\\d\\d'
        else:
            body = '|'.join([_alt_text(a) for a in _SP_ALTS[d]])
        return 6 + len(body) + 1, 1
    if d == 'f':
        return len('(?P<f>[0-9]{1,6})'), 1
    if d == 'z':
        return len('(?P<z>[+-]\\d\\d:?[0-5]\\d(:?[0-5]\\d(\\.\\d{1,6})?)?'
                   '|(?-i:Z))'), 3
    names = _SP_NAMES[d]
    return 6 + len('|'.join(names)) + 1, 1


def _sp_tokens(fmt, whole, tokens, state):
    """Appends the tokens of fmt (a format, or the expansion of %c, %x or
    %X) to tokens; state tracks CPython's regex length and group count."""
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c == '%':
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % whole)
            d = fmt[i + 1]
            i += 2
            if d.isspace() or d in _SP_REGEX_CHARS:
                raise ValueError("'%%' is a bad directive in format '%s'"
                                 % whole)
            if d == '%':
                tokens.append(('L', '%'))
                state[0] += 1
            elif d in _SP_COMPOSITE:
                _sp_tokens(_SP_COMPOSITE[d], whole, tokens, state)
            elif d in _SP_ALTS or d in _SP_NAMES or d == 'f' or d == 'z':
                length, groups = _sp_regex_len(d)
                seen = state[2]
                if d in seen:
                    raise _ReError(
                        'redefinition of group name %r as group %d; was '
                        'group %d at position %d'
                        % (d, state[1] + 1, seen[d], state[0] + 4))
                seen[d] = state[1] + 1
                state[0] += length
                state[1] += groups
                tokens.append(('D', d))
            else:
                raise ValueError("'%s' is a bad directive in format '%s'"
                                 % (d, whole))
        elif c.isspace():
            while i < n and fmt[i].isspace():
                i += 1
            tokens.append(('W', None))
            state[0] += 3
        else:
            tokens.append(('L', c))
            state[0] += 2 if c in _SP_REGEX_CHARS else 1
            i += 1


def _sp_alt_end(s, pos, alt):
    n = len(s)
    for cs in alt:
        if pos >= n:
            return -1
        c = s[pos]
        if cs == '\\d':
            if not c.isdecimal():
                return -1
        elif c not in cs:
            return -1
        pos += 1
    return pos


def _sp_z_ends(s, pos):
    # [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z), in the order the
    # regular expression backtracks through it.
    n = len(s)
    ends = []
    if (pos + 2 < n and (s[pos] == '+' or s[pos] == '-') and
            s[pos + 1].isdecimal() and s[pos + 2].isdecimal()):
        p = pos + 3
        for q in ((p + 1, p) if (p < n and s[p] == ':') else (p,)):
            if q + 1 < n and s[q] in '012345' and s[q + 1].isdecimal():
                q += 2
                for r in ((q + 1, q) if (q < n and s[q] == ':') else (q,)):
                    if (r + 1 < n and s[r] in '012345' and
                            s[r + 1].isdecimal()):
                        t = r + 2
                        if t + 1 < n and s[t] == '.' and s[t + 1].isdecimal():
                            k = t + 1
                            while k < n and k - t <= 6 and s[k].isdecimal():
                                k += 1
                            while k > t + 1:
                                ends.append(k)
                                k -= 1
                        ends.append(t)
                ends.append(q)
    if pos < n and s[pos] == 'Z':
        ends.append(pos + 1)
    return ends


def _sp_ends(d, s, pos):
    """Where directive d can end when it starts at pos, in the order the
    regular expression tries."""
    n = len(s)
    if d in _SP_ALTS:
        ends = []
        for alt in _SP_ALTS[d]:
            e = _sp_alt_end(s, pos, alt)
            if e >= 0:
                ends.append(e)
        return ends
    if d == 'f':
        k = pos
        while k < n and k - pos < 6 and '0' <= s[k] <= '9':
            k += 1
        return list(range(k, pos, -1))
    if d == 'z':
        return _sp_z_ends(s, pos)
    ends = []
    for name in _SP_NAMES[d]:
        e = pos + len(name)
        if e <= n and s[pos:e].lower() == name:
            ends.append(e)
    return ends


def _sp_match(tokens, k, s, pos, caps):
    ntok = len(tokens)
    n = len(s)
    # Literals in a row need no backtracking.
    while k < ntok and tokens[k][0] == 'L':
        c = tokens[k][1]
        if pos >= n:
            return -1
        x = s[pos]
        if x != c and x.lower() != c.lower():
            return -1
        pos += 1
        k += 1
    if k == ntok:
        return pos
    kind, d = tokens[k]
    if kind == 'W':
        e = pos
        while e < n and s[e].isspace():
            e += 1
        while e > pos:
            r = _sp_match(tokens, k + 1, s, e, caps)
            if r >= 0:
                return r
            e -= 1
        return -1
    for e in _sp_ends(d, s, pos):
        r = _sp_match(tokens, k + 1, s, e, caps)
        if r >= 0:
            caps.append((k, d, s[pos:e]))
            return r
    return -1


def _sp_julian_from_week(year, week, weekday, monday_first):
    first = (_ymd2ord(year, 1, 1) + 6) % 7
    if not monday_first:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + (7 - first) % 7 + 7 * (week - 1) + weekday


_SP_CACHE = {}


def _strptime(data, fmt):
    tokens = _SP_CACHE.get(fmt)
    if tokens is None:
        tokens = []
        _sp_tokens(fmt, fmt, tokens, [0, 0, {}])
        if len(_SP_CACHE) >= 100:
            _SP_CACHE.clear()
        _SP_CACHE[fmt] = tokens
    caps = []
    end = _sp_match(tokens, 0, data, 0, caps)
    if end < 0:
        raise ValueError('time data %r does not match format %r'
                         % (data, fmt))
    if end != len(data):
        raise ValueError('unconverted data remains: %s' % data[end:])
    caps.sort()
    found = {}
    for k, d, text in caps:
        found[d] = text
    year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tzname = None
    gmtoff = None
    gmtoff_fraction = 0
    iso_year = iso_week = None
    week_of_year = None
    week_starts = -1
    weekday = julian = None
    for k, d, text in caps:
        if d == 'Y':
            year = int(text)
        elif d == 'm':
            month = int(text)
        elif d == 'd':
            day = int(text)
        elif d == 'H':
            hour = int(text)
        elif d == 'M':
            minute = int(text)
        elif d == 'S':
            second = int(text)
        elif d == 'y':
            year = int(text)
            year += 2000 if year <= 68 else 1900
        elif d == 'G':
            iso_year = int(text)
        elif d == 'B':
            month = _SP_FULL_MONTHS.index(text.lower())
        elif d == 'b':
            month = _SP_NAMES['b'].index(text.lower()) + 1
        elif d == 'I':
            hour = int(text)
            ampm = found.get('p', '').lower()
            if ampm == '' or ampm == 'am':
                if hour == 12:
                    hour = 0
            elif ampm == 'pm':
                if hour != 12:
                    hour += 12
        elif d == 'f':
            fraction = int(text + '0' * (6 - len(text)))
        elif d == 'A':
            weekday = _SP_FULL_WEEKDAYS.index(text.lower())
        elif d == 'a':
            weekday = _SP_NAMES['a'].index(text.lower())
        elif d == 'w':
            weekday = int(text)
            weekday = 6 if weekday == 0 else weekday - 1
        elif d == 'u':
            weekday = int(text) - 1
        elif d == 'j':
            julian = int(text)
        elif d == 'U' or d == 'W':
            week_of_year = int(text)
            week_starts = 6 if d == 'U' else 0
        elif d == 'V':
            iso_week = int(text)
        elif d == 'z':
            z = text
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            raise ValueError('Inconsistent use of : in %s'
                                             % text)
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = hours * 3600 + minutes * 60 + seconds
                rest = z[8:]
                gmtoff_fraction = int(rest + '0' * (6 - len(rest)))
                if z[0] == '-':
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
        elif d == 'Z':
            tzname = text
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the "
                             "ISO week directive '%V' and a weekday directive "
                             "('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. Use "
                             "'%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the "
                             "ISO year directive '%G' and a weekday directive "
                             "('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the "
                         "year directive '%Y'. Use the ISO year '%G' "
                         "instead.")
    leap_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        if week_of_year is not None:
            julian = _sp_julian_from_week(year, week_of_year, weekday,
                                          week_starts == 0)
        elif iso_year is not None and iso_week is not None:
            jan4 = date(iso_year, 1, 4)
            ordinal = iso_week * 7 + weekday + 1 - (jan4.isoweekday() + 3)
            if ordinal < 1:
                ordinal += _ymd2ord(iso_year, 1, 1)
                iso_year -= 1
                ordinal -= date(iso_year, 1, 1).toordinal()
            year = iso_year
            julian = ordinal
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
    if julian is None:
        _check_date_fields(year, month, day)
    else:
        r = date.fromordinal(julian - 1 + date(year, 1, 1).toordinal())
        year = r._year
        month = r._month
        day = r._day
    if leap_fix:
        year = 1900
    return (year, month, day, hour, minute, second, fraction, gmtoff,
            gmtoff_fraction, tzname)

# ---------------------------------------------------------------------------
# Operators these types do not have, refused with CPython's messages.


def _refuse_binary(cls, name, op):
    def forward(self, other):
        if _final(other):
            raise _unsupported(op, self, other)
        return NotImplemented

    def reflected(self, other):
        if _final(other):
            raise _unsupported(op, other, self)
        return NotImplemented

    forward.__name__ = '__%s__' % name
    reflected.__name__ = '__r%s__' % name
    setattr(cls, '__%s__' % name, forward)
    setattr(cls, '__r%s__' % name, reflected)


def _refuse_unary(cls, name, what):
    def refuse(self):
        raise TypeError("bad operand type for %s: '%s'" % (what, _tn(self)))

    refuse.__name__ = '__%s__' % name
    setattr(cls, '__%s__' % name, refuse)


def _format_plain(self, spec):
    if not isinstance(spec, str):
        raise TypeError('__format__() argument 1 must be str, not %s'
                        % _argtn(spec))
    if spec:
        raise TypeError('unsupported format string passed to %s.__format__'
                        % _tn(self))
    return str(self)


_BINARY = (('mul', '*'), ('matmul', '@'), ('truediv', '/'),
           ('floordiv', '//'), ('mod', '%'), ('pow', '** or pow()'),
           ('lshift', '<<'), ('rshift', '>>'), ('and', '&'), ('xor', '^'),
           ('or', '|'), ('add', '+'), ('sub', '-'))
_UNARY = (('neg', 'unary -'), ('pos', 'unary +'), ('abs', 'abs()'),
          ('invert', 'unary ~'))
for _cls in (timedelta, date, time, datetime):
    for _name, _op in _BINARY:
        if ('__%s__' % _name) not in _cls.__dict__:
            _refuse_binary(_cls, _name, _op)
    for _name, _op in _UNARY:
        if ('__%s__' % _name) not in _cls.__dict__:
            _refuse_unary(_cls, _name, _op)
timedelta.__format__ = _format_plain
_TupleLike.__format__ = _format_plain
timezone.__format__ = _format_plain
del _cls, _name, _op

# ---------------------------------------------------------------------------
# Class attributes and the names used in messages.

_TNAMES = {timedelta: 'datetime.timedelta', date: 'datetime.date',
           datetime: 'datetime.datetime', time: 'datetime.time',
           timezone: 'datetime.timezone', tzinfo: 'datetime.tzinfo',
           IsoCalendarDate: 'datetime.IsoCalendarDate',
           _StructTime: 'time.struct_time'}
_PLAIN = {int, float, bool, str, bytes, bytearray, list, tuple, dict, set,
          frozenset, type(None), range, type(Ellipsis), type(NotImplemented),
          type, object}

timedelta.min = _td(-_MAX_DELTA_DAYS, 0, 0)
timedelta.max = _td(_MAX_DELTA_DAYS, 86399, 999999)
timedelta.resolution = _td(0, 0, 1)
date.min = _mkdate(1, 1, 1)
date.max = _mkdate(9999, 12, 31)
date.resolution = _td(1, 0, 0)
time.min = _mktime(0, 0, 0, 0, None, 0)
time.max = _mktime(23, 59, 59, 999999, None, 0)
time.resolution = _td(0, 0, 1)
datetime.min = _mkdt(1, 1, 1, 0, 0, 0, 0, None, 0)
datetime.max = _mkdt(9999, 12, 31, 23, 59, 59, 999999, None, 0)
datetime.resolution = _td(0, 0, 1)
timezone.utc = _UTC
timezone.min = _new_timezone(_td(-1, 60, 0), None)
timezone.max = _new_timezone(_td(0, 86340, 0), None)
UTC = _UTC
_EPOCH = _mkdt(1970, 1, 1, 0, 0, 0, 0, _UTC, 0)
