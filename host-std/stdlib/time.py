"""Time access and conversions (CPython 3.11 API), written for Trellis.

The clocks come from Trellis's native module: time, time_ns,
perf_counter(_ns), monotonic(_ns), process_time(_ns) and sleep. This
module adds the rest of CPython's time module in Python: struct_time,
gmtime, localtime, mktime, asctime, ctime, strftime, strptime, timezone,
altzone, daylight, tzname, tzset, get_clock_info, thread_time(_ns),
clock_gettime(_ns), clock_getres and the CLOCK_* constants (Linux values).

Trellis has no time-zone database: local time is UTC, as CPython's with
TZ=UTC. localtime() gives tm_zone 'UTC' and gmtime() 'GMT' (as glibc's
gmtime_r does), both with tm_gmtoff 0 and tm_isdst 0; timezone = altzone
= 0, daylight = 0, tzname = ('UTC', 'UTC'); tzset() does nothing; mktime()
is the inverse of gmtime(), with glibc's quirk that tm_isdst > 0 moves the
result an hour back. Timestamps are C time_t values (64 bits) and years
must fit a C int once 1900 is subtracted, with CPython's OverflowError and
OSError (EOVERFLOW) outside those ranges; the C int arithmetic of
CPython's argument conversion (wrapping tm_mon - 1 and the like) is
reproduced.

struct_time is a tuple subclass of 9 items with the read-only attributes
tm_year ... tm_isdst, tm_zone and tm_gmtoff, n_fields, n_sequence_fields,
n_unnamed_fields and __match_args__; it is built from a 9- to 11-item
sequence (plus an optional dict giving the two extra fields), copies and
reduces as CPython's, and refuses subclassing.

strftime is glibc's (2.36) in the C locale, as CPython on Linux calls it
(through wcsftime): every conversion (%a %A %b %B %c %C %d %D %e %F %g %G
%h %H %I %j %k %l %m %M %n %p %P %r %R %s %S %t %T %u %U %V %w %W %x %X
%y %Y %z %Z %%), the flags _ - 0 ^ #, field widths and the E and O
modifiers; an unknown conversion is copied, and a result longer than
CPython's buffer (256 times the format's length) gives ''. As in C, the
fields come from the tuple as given (tm_wday and tm_yday are not
recomputed); %Z is the struct_time's tm_zone or else the local zone name,
%z uses tm_gmtoff, and both are empty when tm_isdst is -1. strptime
follows CPython's _strptime in the C locale (the directives %a %A %b %B %c
%d %f %G %H %I %j %m %M %p %S %u %U %V %w %W %x %X %y %Y %z %Z %%),
matching with a regular expression built exactly as CPython builds it (so
errors such as a repeated directive are re.error with the same message);
the re module is imported on first use.

Arguments are checked as CPython does, with its messages. The functions
are instances of small callable classes rather than Python functions so
that, like CPython's builtins, they do not become methods when stored in a
class (logging.Formatter.converter = time.gmtime); their repr is
'<built-in function NAME>'.

Differences: setting a new attribute on a struct_time is not refused
(tm_zone and tm_gmtoff live in the instance __dict__); thread_time is
process_time (Trellis runs one thread); clock_gettime serves CLOCK_REALTIME
and CLOCK_TAI from time(), the monotonic clocks from monotonic() and the
CPU-time clocks from process_time(); get_clock_info reports CPython's
Linux values (a namespace-like object, not types.SimpleNamespace).
Not implemented: clock_settime(_ns) and pthread_getcpuclockid.
"""

from _time import time, time_ns, perf_counter, perf_counter_ns, monotonic, monotonic_ns, process_time, process_time_ns, sleep

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')
_STRUCT_TM_ITEMS = 11

CLOCK_REALTIME = 0
CLOCK_MONOTONIC = 1
CLOCK_PROCESS_CPUTIME_ID = 2
CLOCK_THREAD_CPUTIME_ID = 3
CLOCK_MONOTONIC_RAW = 4
CLOCK_BOOTTIME = 7
CLOCK_TAI = 11

thread_time = process_time
thread_time_ns = process_time_ns


class _Builtin:
    # The base of this module's functions. Like CPython's builtin functions
    # (and unlike Python functions) they stay plain callables when stored
    # in a class: logging.Formatter.converter = time.gmtime works.

    __slots__ = ('__name__', '__qualname__')

    def __init__(self):
        self.__name__ = self.__qualname__ = type(self).__name__

    def __repr__(self):
        return '<built-in function %s>' % self.__name__

    def __reduce__(self):
        return self.__name__


_INT_MAX = 2147483647
_INT_MIN = -2147483648
_LONG_MAX = 9223372036854775807
_LONG_MIN = -9223372036854775808

_DAY_ABBR = ('Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat')
_DAY_NAMES = ('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday',
              'Friday', 'Saturday')
_MONTH_ABBR = ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug',
               'Sep', 'Oct', 'Nov', 'Dec')
_MONTH_NAMES = ('January', 'February', 'March', 'April', 'May', 'June',
                'July', 'August', 'September', 'October', 'November',
                'December')
# Days before the first of each month (index 1..12) in a common year.
_DAYS_BEFORE = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
           'tm_wday', 'tm_yday', 'tm_isdst')
_ALL_FIELDS = _FIELDS + ('tm_zone', 'tm_gmtoff')


class tzset(_Builtin):
    """Does nothing: Trellis's local time is always UTC."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('time.tzset() takes no keyword arguments')
        if args:
            raise TypeError('time.tzset() takes no arguments (%d given)'
                            % len(args))


tzset = tzset()


# ---------------------------------------------------------------------------
# struct_time

_tuple_new = tuple.__new__


class _Member:
    # A read-only field of struct_time.

    __slots__ = ('_name', '_index')

    def __init__(self, name, index):
        self._name = name
        self._index = index

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        i = self._index
        if i < 9:
            return obj[i]
        return obj._zone if i == 9 else obj._gmtoff

    def __set__(self, obj, value):
        raise AttributeError('readonly attribute')

    def __delete__(self, obj):
        raise AttributeError('readonly attribute')

    def __repr__(self):
        return "<member '%s' of 'time.struct_time' objects>" % self._name


class struct_time(tuple):
    """A broken-down time: a 9-item tuple (year, month 1-12, day 1-31, hour,
minute, second, weekday with Monday 0, day of the year 1-366, DST flag)
with those items as tm_* attributes, plus tm_zone and tm_gmtoff."""

    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0
    __match_args__ = _FIELDS

    def __new__(cls, *args, **kwargs):
        nargs = len(args) + len(kwargs)
        if nargs > 2:
            raise TypeError('structseq() takes at most 2 arguments '
                            '(%d given)' % nargs)
        seq = args[0] if args else kwargs.pop('sequence', _MISSING)
        extra = args[1] if len(args) > 1 else kwargs.pop('dict', _MISSING)
        if kwargs:
            for name in kwargs:
                if name == 'sequence' or name == 'dict':
                    raise TypeError("argument for structseq() given by name "
                                    "('%s') and position (%d)"
                                    % (name, 1 if name == 'sequence' else 2))
                raise TypeError("'%s' is an invalid keyword argument for "
                                "structseq()" % name)
        if seq is _MISSING:
            raise TypeError("structseq() missing required argument "
                            "'sequence' (pos 1)")
        if type(seq) is not tuple and type(seq) is not list:
            try:
                it = iter(seq)
            except TypeError:
                raise TypeError('constructor requires a sequence') from None
            seq = list(it)
        if extra is _MISSING:
            extra = None
        elif type(extra) is not dict and not isinstance(extra, dict):
            raise TypeError('time.struct_time() takes a dict as second arg, '
                            'if any')
        n = len(seq)
        if n < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence '
                            '(%d-sequence given)' % n)
        if n > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence '
                            '(%d-sequence given)' % n)
        self = _tuple_new(cls, seq[:9])
        if n > 9:
            zone = seq[9]
        elif extra is not None:
            zone = extra.get('tm_zone')
        else:
            zone = None
        if n > 10:
            gmtoff = seq[10]
        elif extra is not None:
            gmtoff = extra.get('tm_gmtoff')
        else:
            gmtoff = None
        self._zone = zone
        self._gmtoff = gmtoff
        return self

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 'time.struct_time' is not an acceptable base "
                        "type")

    def __getattr__(self, name):
        raise AttributeError("'time.struct_time' object has no attribute %r"
                             % name)

    def __repr__(self):
        return ('time.struct_time(tm_year=%r, tm_mon=%r, tm_mday=%r, '
                'tm_hour=%r, tm_min=%r, tm_sec=%r, tm_wday=%r, tm_yday=%r, '
                'tm_isdst=%r)' % (self[0], self[1], self[2], self[3],
                                  self[4], self[5], self[6], self[7],
                                  self[8]))

    def __reduce__(self):
        return (struct_time, (tuple(self), {'tm_zone': self._zone,
                                            'tm_gmtoff': self._gmtoff}))


struct_time.__module__ = 'time'
for _i, _name in enumerate(_ALL_FIELDS):
    setattr(struct_time, _name, _Member(_name, _i))
del _i, _name
_MISSING = object()


def _make_struct(fields, zone, gmtoff):
    st = _tuple_new(struct_time, fields)
    st._zone = zone
    st._gmtoff = gmtoff
    return st


# ---------------------------------------------------------------------------
# Calendar arithmetic (proleptic Gregorian)

def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_from_civil(y, m, d):
    """Days from 1970-01-01 to y-m-d (m in 1..12)."""
    if m <= 2:
        y -= 1
        m += 9
    else:
        m -= 3
    era = y // 400
    yoe = y - era * 400
    doy = (153 * m + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _civil_from_days(days):
    """(year, month, day) of the day that is days after 1970-01-01."""
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    if mp < 10:
        return yoe + era * 400, mp + 3, d
    return yoe + era * 400 + 1, mp - 9, d


def _broken_down(t, zone):
    """The struct_time of the time_t t in UTC."""
    days, rem = divmod(t, 86400)
    y, m, d = _civil_from_days(days)
    if not -2147481748 <= y <= 2147485547:
        # The year does not fit struct tm's int tm_year.
        raise OSError(75, 'Value too large for defined data type')
    yday = _DAYS_BEFORE[m] + d
    if m > 2 and _is_leap(y):
        yday += 1
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return _make_struct((y, m, d, hh, mm, ss, (days + 3) % 7, yday, 0),
                        zone, 0)


def _index(v):
    """v as an int (its __index__), with CPython's TypeError."""
    try:
        f = type(v).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__) from None
    return f(v)


def _time_t(secs):
    """CPython's _PyTime_ObjectToTime_t with ROUND_FLOOR."""
    if type(secs) is not int:
        if isinstance(secs, float):
            if secs != secs:
                raise ValueError('Invalid value NaN (not a number)')
            if not -9.223372036854775808e18 <= secs < 9.223372036854775808e18:
                raise OverflowError('timestamp out of range for platform '
                                    'time_t')
            i = int(secs)
            if i > secs:
                i -= 1
            return i
        secs = _index(secs)
    if not _LONG_MIN <= secs <= _LONG_MAX:
        raise OverflowError('timestamp out of range for platform time_t')
    return secs


class gmtime(_Builtin):
    """gmtime([seconds]) -> struct_time

The UTC time of a timestamp (default: now)."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('gmtime() takes no keyword arguments')
        if args and args[0] is not None:
            if len(args) > 1:
                raise TypeError('gmtime() takes at most 1 argument (%d given)'
                                % len(args))
            return _broken_down(_time_t(args[0]), 'GMT')
        if len(args) > 1:
            raise TypeError('gmtime() takes at most 1 argument (%d given)'
                            % len(args))
        return _broken_down(int(time() // 1), 'GMT')


gmtime = gmtime()


class localtime(_Builtin):
    """localtime([seconds]) -> struct_time

The local time (UTC in Trellis) of a timestamp (default: now)."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('localtime() takes no keyword arguments')
        if args and args[0] is not None:
            if len(args) > 1:
                raise TypeError('localtime() takes at most 1 argument '
                                '(%d given)' % len(args))
            return _broken_down(_time_t(args[0]), 'UTC')
        if len(args) > 1:
            raise TypeError('localtime() takes at most 1 argument (%d given)'
                            % len(args))
        return _broken_down(int(time() // 1), 'UTC')


localtime = localtime()


# ---------------------------------------------------------------------------
# Time tuples given as arguments (CPython's gettmarg and checktm)

def _c_int(v):
    if type(v) is not int:
        v = _index(v)
    if not _INT_MIN <= v <= _INT_MAX:
        if not _LONG_MIN <= v <= _LONG_MAX:
            raise OverflowError('Python int too large to convert to C long')
        if v > 0:
            raise OverflowError('signed integer is greater than maximum')
        raise OverflowError('signed integer is less than minimum')
    return v


def _tm_arg(t, func):
    """The fields of a time tuple argument as a list of 11 values: the
    9 items as C ints (tm_wday converted to C's Sunday 0, tm_yday to
    0-based, tm_mon kept 1-based) then tm_zone (None or str) and tm_gmtoff
    (an int)."""
    if type(t) is struct_time:
        tt = t[:]       # a plain tuple (faster to unpack)
    elif isinstance(t, tuple):
        tt = t
        if len(tt) != 9:
            raise TypeError('%s(): illegal time tuple argument' % func)
    else:
        raise TypeError('Tuple or struct_time argument required')
    y, mon, d, hh, mm, ss, w, yd, dst = tt
    if (type(y) is int and type(mon) is int and type(d) is int and
            type(hh) is int and type(mm) is int and type(ss) is int and
            type(w) is int and type(yd) is int and type(dst) is int and
            -2147481748 <= y <= _INT_MAX and _INT_MIN < mon <= _INT_MAX and
            _INT_MIN <= d <= _INT_MAX and _INT_MIN <= hh <= _INT_MAX and
            _INT_MIN <= mm <= _INT_MAX and _INT_MIN <= ss <= _INT_MAX and
            -2147483647 <= w < _INT_MAX and
            _INT_MIN < yd <= _INT_MAX and _INT_MIN <= dst <= _INT_MAX):
        w += 1
        f = [y, mon, d, hh, mm, ss, w % 7 if w >= 0 else -(-w % 7),
             yd - 1, dst, None, 0]
    else:
        f = [_c_int(v) for v in tt]
        if f[0] < _INT_MIN + 1900:
            raise OverflowError('year out of range')
        # C's tm_mon--, tm_yday-- and tm_wday + 1 wrap around in an int,
        # and its % truncates.
        f[1] = ((f[1] - 1 + 2147483648) & 0xffffffff) - 2147483647
        w = ((f[6] + 1 + 2147483648) & 0xffffffff) - 2147483648
        f[6] = w % 7 if w >= 0 else -(-w % 7)
        f[7] = ((f[7] - 1 + 2147483648) & 0xffffffff) - 2147483648
        f.append(None)
        f.append(0)
    if type(t) is struct_time:
        _tm_extra(t, f)
    return f


def _tm_extra(t, f):
    # tm_zone and tm_gmtoff of a struct_time argument.
    zone = t._zone
    if zone is not None:
        if type(zone) is not str and not isinstance(zone, str):
            raise TypeError('bad argument type for built-in operation')
        if '\x00' in zone:
            zone = zone[:zone.index('\x00')]   # a C string
        f[9] = zone
    g = t._gmtoff
    if g is not None and (type(g) is not int or g != 0):
        if type(g) is not int:
            g = _index(g)
        if not _LONG_MIN <= g <= _LONG_MAX:
            raise OverflowError('Python int too large to convert to C long')
        f[10] = g


def _check_tm(f):
    """CPython's checktm, on the list from _tm_arg (fixed in place)."""
    mon = f[1]
    if mon == 0:
        f[1] = 1
    elif mon < 0 or mon > 12:
        raise ValueError('month out of range')
    d = f[2]
    if d == 0:
        f[2] = 1
    elif d < 0 or d > 31:
        raise ValueError('day of month out of range')
    if f[3] < 0 or f[3] > 23:
        raise ValueError('hour out of range')
    if f[4] < 0 or f[4] > 59:
        raise ValueError('minute out of range')
    if f[5] < 0 or f[5] > 61:
        raise ValueError('seconds out of range')
    if f[6] < 0:
        raise ValueError('day of week out of range')
    yd = f[7]
    if yd == -1:
        f[7] = 0
    elif yd < 0 or yd > 365:
        raise ValueError('day of year out of range')


def _asctime(y, mon, d, hh, mm, ss, wday):
    return '%s %s%3d %02d:%02d:%02d %d' % (_DAY_ABBR[wday],
                                          _MONTH_ABBR[mon - 1], d, hh, mm,
                                          ss, y)


class asctime(_Builtin):
    """asctime([tuple]) -> string

A time tuple (default: localtime()) as 'Sun Jun 20 23:21:05 1993'."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('asctime() takes no keyword arguments')
        if not args:
            t = localtime()
        elif len(args) == 1:
            t = args[0]
        else:
            raise TypeError('asctime expected at most 1 argument, got %d'
                            % len(args))
        f = _tm_arg(t, 'asctime')
        _check_tm(f)
        return _asctime(f[0], f[1], f[2], f[3], f[4], f[5], f[6])


asctime = asctime()


class ctime(_Builtin):
    """ctime([seconds]) -> string

asctime(localtime(seconds))."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('ctime() takes no keyword arguments')
        if len(args) > 1:
            raise TypeError('ctime() takes at most 1 argument (%d given)'
                            % len(args))
        t = localtime(*args)
        y = t[0]
        if y > _INT_MAX:
            y -= 4294967296     # C computes 1900 + tm_year in an int
        return _asctime(y, t[1], t[2], t[3], t[4], t[5], (t[6] + 1) % 7)


ctime = ctime()


class mktime(_Builtin):
    """mktime(tuple) -> float

The timestamp of a local time tuple (the inverse of localtime())."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('time.mktime() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('time.mktime() takes exactly one argument '
                            '(%d given)' % len(args))
        f = _tm_arg(args[0], 'mktime')
        return float(_mktime(f))


mktime = mktime()


def _mktime(f):
    # glibc's mktime in a zone that is UTC: the fields are normalized, and
    # asking for DST (which UTC never has) moves the time an hour back.
    y, mon0 = divmod(f[1] - 1, 12)
    y += f[0]
    t = ((_days_from_civil(y, mon0 + 1, 1) + f[2] - 1) * 86400 +
         f[3] * 3600 + f[4] * 60 + f[5])
    if f[8] > 0:
        t -= 3600
    y = _civil_from_days(t // 86400)[0]
    if not -2147481748 <= y <= 2147485547:
        raise OverflowError('mktime argument out of range')
    return t


# ---------------------------------------------------------------------------
# strftime (glibc's in the C locale)

# Numeric conversions: natural number of digits, default padding.
_NUMERIC = {
    'C': (1, '0'), 'd': (2, '0'), 'e': (2, '_'), 'g': (2, '0'),
    'G': (1, '0'), 'H': (2, '0'), 'I': (2, '0'), 'j': (3, '0'),
    'k': (2, '_'), 'l': (2, '_'), 'm': (2, '0'), 'M': (2, '0'),
    'S': (2, '0'), 'u': (1, '0'), 'U': (2, '0'),
    'V': (2, '0'), 'w': (1, '0'), 'W': (2, '0'), 'y': (2, '0'),
    'Y': (1, '0'),
}
_SUBFORMATS = {'c': '%a %b %e %H:%M:%S %Y', 'D': '%m/%d/%y',
               'x': '%m/%d/%y', 'X': '%H:%M:%S', 'r': '%I:%M:%S %p',
               'R': '%H:%M', 'T': '%H:%M:%S', 'F': '%Y-%m-%d'}
_TEXT = 'aAbBhpPZ'
# The conversions glibc accepts after the E and O modifiers.
_E_OK = 'cCnpPrRstTuxXyYzZ%'
_O_OK = 'bBCdegGhHIjklmMnpPrRsStTuUVwWyzZ%'
_FLAGS = '_-0^#'

_fmt_cache = {}
# Conversions without flags or width, as codes for _format's fast path.
_FAST = {'Y': 0, 'm': 1, 'd': 2, 'H': 3, 'M': 4, 'S': 5, 'j': 6, 'y': 7,
         'a': 8, 'b': 9, 'h': 9, 'p': 10, 'e': 11, 'A': 12, 'B': 13,
         'I': 14}
_2D = ['%02d' % i for i in range(100)]


class _TooLong(Exception):
    pass


def _parse_format(fmt):
    """The format as a list of literal strings and directives
    (conversion, pad, upper, swap, width, source text); the conversion is
    '' for text glibc copies as it is."""
    items = []
    n = len(fmt)
    i = 0
    while i < n:
        j = fmt.find('%', i)
        if j < 0:
            items.append(fmt[i:])
            break
        if j > i:
            items.append(fmt[i:j])
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
            if width > _INT_MAX:
                width = _INT_MAX
        mod = ''
        if i < n and (fmt[i] == 'E' or fmt[i] == 'O'):
            mod = fmt[i]
            i += 1
        if i >= n:
            # A '%' (with flags) at the end is copied.
            items.append(('', pad, upper, swap, width, fmt[j:]))
            break
        c = fmt[i]
        i += 1
        if ((mod == 'E' and c not in _E_OK) or
                (mod == 'O' and c not in _O_OK)):
            if swap and (c == 'b' or c == 'h'):
                upper = True    # glibc applies '#' before refusing 'E'
            items.append(('', pad, upper, swap, width, fmt[j:i]))
        elif c in _FAST and not pad and not upper and not swap and width < 0:
            items.append(_FAST[c])
        elif c == '%' and not pad and not upper and not swap and width < 0:
            items.append('%')
        elif c == 'n' and width < 0:
            items.append('\n')
        elif c == 't' and width < 0:
            items.append('\t')
        elif (c in _NUMERIC or c in _SUBFORMATS or c in _TEXT or c in 'sz%nt'):
            items.append((c, pad, upper, swap, width, fmt[j:i]))
        else:
            items.append(('', pad, upper, swap, width, fmt[j:i]))
    return items


def _pad(s, width, pad, limit):
    if width > len(s):
        if width >= limit:
            raise _TooLong
        if pad == '0':
            return '0' * (width - len(s)) + s
        return ' ' * (width - len(s)) + s
    return s


def _iso_week_days(yday, wday):
    # Days since the Monday starting the ISO week-based year of the day
    # (yday 0-based, wday with Sunday 0), as glibc computes it.
    return yday - (yday - wday + 4 + 378) % 7 + 3


def _format(items, f, limit):
    """Render a parsed format for the fields f (see _tm_arg, checked)."""
    out = []
    for it in items:
        tp = type(it)
        if tp is str:
            out.append(it)
            continue
        if tp is int:
            if it < 6:
                # The fields are in range (checked by _check_tm).
                out.append(_2D[f[it]] if it else str(f[0]))
            elif it == 6:
                out.append('%03d' % (f[7] + 1))
            elif it == 7:
                out.append(_2D[f[0] % 100])
            elif it == 8:
                out.append(_DAY_ABBR[f[6]])
            elif it == 9:
                out.append(_MONTH_ABBR[f[1] - 1])
            elif it == 10:
                out.append('AM' if f[3] < 12 else 'PM')
            elif it == 11:
                out.append('%2d' % f[2])
            elif it == 12:
                out.append(_DAY_NAMES[f[6]])
            elif it == 13:
                out.append(_MONTH_NAMES[f[1] - 1])
            else:
                out.append(_2D[f[3] % 12 or 12])
            continue
        c, pad, upper, swap, width, src = it
        if c in _NUMERIC:
            if c == 'Y':
                v = f[0]
            elif c == 'm':
                v = f[1]
            elif c == 'd' or c == 'e':
                v = f[2]
            elif c == 'H' or c == 'k':
                v = f[3]
            elif c == 'M':
                v = f[4]
            elif c == 'S':
                v = f[5]
            elif c == 'I' or c == 'l':
                v = f[3] % 12 or 12
            elif c == 'j':
                v = f[7] + 1
            elif c == 'y':
                v = f[0] % 100
            elif c == 'C':
                v = f[0] // 100
            elif c == 'u':
                v = (f[6] + 6) % 7 + 1
            elif c == 'w':
                v = f[6]
            elif c == 'U':
                v = (f[7] - f[6] + 7) // 7
            elif c == 'W':
                v = (f[7] - (f[6] + 6) % 7 + 7) // 7
            else:
                # V, G and g: the ISO 8601 week-based year and week.
                y = f[0]
                yday = f[7]
                wday = f[6]
                adj = 0
                days = _iso_week_days(yday, wday)
                if days < 0:
                    adj = -1
                    days = _iso_week_days(
                        yday + 365 + _is_leap(y - 1), wday)
                else:
                    d = _iso_week_days(yday - 365 - _is_leap(y), wday)
                    if d >= 0:
                        adj = 1
                        days = d
                if c == 'V':
                    v = days // 7 + 1
                elif c == 'G':
                    v = y + adj
                else:
                    v = (y + adj) % 100
            digits, dpad = _NUMERIC[c]
            if pad == '':
                pad = dpad
            neg = v < 0
            s = str(-v if neg else v)
            if pad == '-':
                if neg:
                    s = '-' + s
                out.append(_pad(s, width, ' ', limit))
                continue
            if width < digits:
                width = digits
            if neg:
                if pad == '_':
                    s = _pad('-' + s, width, ' ', limit)
                else:
                    s = '-' + _pad(s, width - 1, '0', limit)
            elif pad == '_':
                s = _pad(s, width, ' ', limit)
            else:
                s = _pad(s, width, '0', limit)
            out.append(s)
            continue
        if c in _SUBFORMATS:
            s = _format(_parsed(_SUBFORMATS[c]), f, limit)
            if upper:
                s = s.upper()
        elif c == 'a' or c == 'A' or c == 'b' or c == 'h' or c == 'B':
            if c == 'a':
                s = _DAY_ABBR[f[6]]
            elif c == 'A':
                s = _DAY_NAMES[f[6]]
            elif c == 'B':
                s = _MONTH_NAMES[f[1] - 1]
            else:
                s = _MONTH_ABBR[f[1] - 1]
            if upper or swap:
                s = s.upper()
        elif c == 'p':
            s = 'AM' if f[3] < 12 else 'PM'
            if swap:
                s = s.lower()
        elif c == 'P':
            s = 'am' if f[3] < 12 else 'pm'
        elif c == 's':
            # Seconds since the epoch, by mktime() (UTC here).
            try:
                v = _mktime(f)
            except OverflowError:
                v = -1
            out.append(_pad(str(v), width, pad, limit))
            continue
        elif c == 'Z':
            s = f[9]
            if not s:
                s = tzname[1 if f[8] else 0] if f[8] >= 0 else ''
            if swap:
                s = s.lower()
            elif upper:
                s = s.upper()
        elif c == 'z':
            if f[8] < 0:
                continue
            diff = f[10] & 0xffffffff       # glibc keeps it in an int
            sign = '+'
            if diff > _INT_MAX:
                sign = '-'
                diff = 4294967296 - diff
            diff //= 60
            v = diff // 60 * 100 + diff % 60
            out.append(_pad(sign, width, pad, limit))
            digits = 4 if width < 4 else width
            npad = ' ' if (pad == '_' or pad == '-') else '0'
            if pad == '-':
                digits = width
            out.append(_pad(str(v), digits, npad, limit))
            continue
        elif c == '%':
            s = '%'
        elif c == 'n':
            s = '\n'
        elif c == 't':
            s = '\t'
        else:
            s = src
            if upper:
                s = s.upper()
        out.append(_pad(s, width, pad, limit))
    return ''.join(out)


def _parsed(fmt):
    items = _fmt_cache.get(fmt)
    if items is None:
        items = _parse_format(fmt)
        if len(_fmt_cache) >= 256:
            _fmt_cache.clear()
        _fmt_cache[fmt] = items
    return items


class strftime(_Builtin):
    """strftime(format[, tuple]) -> string

A time tuple (default: localtime()) formatted as glibc does in the C
locale: %Y year, %m month, %d day, %H hour, %M minute, %S second,
%a/%A weekday name, %b/%B month name, %p AM/PM, %z UTC offset, %Z zone..."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('strftime() takes no keyword arguments')
        n = len(args)
        if n == 1:
            t = localtime()
        elif n == 2:
            t = args[1]
        elif n == 0:
            raise TypeError('strftime() takes at least 1 argument (0 given)')
        else:
            raise TypeError('strftime() takes at most 2 arguments '
                            '(%d given)' % n)
        fmt = args[0]
        if type(fmt) is not str:
            if not isinstance(fmt, str):
                raise TypeError('strftime() argument 1 must be str, not %s'
                                % type(fmt).__name__)
            fmt = str(fmt)
        f = _tm_arg(t, 'strftime')
        _check_tm(f)
        if f[8] < -1:
            f[8] = -1
        elif f[8] > 1:
            f[8] = 1
        if '\x00' in fmt:
            raise ValueError('embedded null character')
        if not fmt:
            return ''
        # CPython (calling wcsftime) retries with a larger buffer up to 256
        # times the format's length and gives '' for a longer result.
        limit = 1024
        while limit < 256 * len(fmt):
            limit += limit
        try:
            s = _format(_parsed(fmt), f, limit)
        except _TooLong:
            return ''
        if len(s) >= limit:
            return ''
        return s


strftime = strftime()


# ---------------------------------------------------------------------------
# strptime (CPython's _strptime in the C locale)

def _alternatives(name, words):
    words = sorted(words, key=len, reverse=True)
    return '(?P<%s>%s)' % (name, '|'.join(words))


_SP_DIRECTIVES = {
    'd': r'(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': (r'(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|'
          r'0[1-9]|[1-9])'),
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'W': r'(?P<W>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'A': _alternatives('A', [s.lower() for s in _DAY_NAMES[1:] +
                             _DAY_NAMES[:1]]),
    'a': _alternatives('a', [s.lower() for s in _DAY_ABBR[1:] +
                             _DAY_ABBR[:1]]),
    'B': _alternatives('B', [s.lower() for s in _MONTH_NAMES]),
    'b': _alternatives('b', [s.lower() for s in _MONTH_ABBR]),
    'p': '(?P<p>am|pm)',
    'Z': '(?P<Z>gmt|utc)',
    '%': '%',
}
_SP_REGEX_CHARS = '\\.^$*+?(){}[]|'
_SP_CACHE = {}


def _sp_pattern(fmt, whole):
    """The regular expression of a strptime format, as CPython's
    TimeRE.pattern builds it."""
    # Escape the characters special to regular expressions, and make each
    # run of whitespace match any run of whitespace.
    chars = []
    n = len(fmt)
    i = 0
    while i < n:
        c = fmt[i]
        if c.isspace():
            while i < n and fmt[i].isspace():
                i += 1
            chars.append('\\s+')
            continue
        if c in _SP_REGEX_CHARS:
            chars.append('\\' + c)
        else:
            chars.append(c)
        i += 1
    fmt = ''.join(chars)
    out = []
    while True:
        k = fmt.find('%')
        if k < 0:
            break
        out.append(fmt[:k])
        if k + 1 >= len(fmt):
            raise ValueError("stray %% in format '%s'" % whole)
        d = fmt[k + 1]
        fmt = fmt[k + 2:]
        if d in _SP_DIRECTIVES:
            out.append(_SP_DIRECTIVES[d])
        elif d == 'c':
            out.append(_sp_pattern('%a %b %d %H:%M:%S %Y', whole))
        elif d == 'x':
            out.append(_sp_pattern('%m/%d/%y', whole))
        elif d == 'X':
            out.append(_sp_pattern('%H:%M:%S', whole))
        else:
            raise ValueError("'%s' is a bad directive in format '%s'"
                             % ('%' if d == '\\' else d, whole))
    out.append(fmt)
    return ''.join(out)


def _sp_regex(fmt):
    regex = _SP_CACHE.get(fmt)
    if regex is None:
        import re
        regex = re.compile(_sp_pattern(fmt, fmt), re.IGNORECASE)
        if len(_SP_CACHE) >= 100:
            _SP_CACHE.clear()
        _SP_CACHE[fmt] = regex
    return regex


def _ordinal(y, m, d):
    """Days from 0001-01-01 (day 1) to y-m-d."""
    return _days_from_civil(y, m, d) + 719163


def _check_date(y, m, d):
    # datetime.date's checks, with its messages.
    if not 1 <= y <= 9999:
        raise ValueError('year %d is out of range' % y)
    if not 1 <= m <= 12:
        raise ValueError('month must be in 1..12')
    if d < 1 or d > (29 if m == 2 and _is_leap(y) else
                     (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[m]):
        raise ValueError('day is out of range for month')


_SP_MONTHS = [s.lower() for s in _MONTH_NAMES]
_SP_MONTH_ABBR = [s.lower() for s in _MONTH_ABBR]
_SP_DAYS = [s.lower() for s in _DAY_NAMES[1:] + _DAY_NAMES[:1]]
_SP_DAY_ABBR = [s.lower() for s in _DAY_ABBR[1:] + _DAY_ABBR[:1]]


def _strptime(data_string, format):
    """(year, month, day, hour, minute, second, weekday, yday, isdst,
    zone, gmtoff) of data_string read with format."""
    if not isinstance(data_string, str):
        raise TypeError('strptime() argument 0 must be str, not %s'
                        % type(data_string))
    if not isinstance(format, str):
        raise TypeError('strptime() argument 1 must be str, not %s'
                        % type(format))
    found = _sp_regex(format).match(data_string)
    if found is None:
        raise ValueError('time data %r does not match format %r'
                         % (data_string, format))
    if found.end() != len(data_string):
        raise ValueError('unconverted data remains: %s'
                         % data_string[found.end():])
    year = iso_year = iso_week = week = None
    month = day = 1
    hour = minute = second = 0
    isdst = -1
    zone = gmtoff = None
    monday_first = False
    weekday = julian = None
    groups = found.groupdict()
    for key, text in groups.items():
        if key == 'Y':
            year = int(text)
        elif key == 'm':
            month = int(text)
        elif key == 'd':
            day = int(text)
        elif key == 'H':
            hour = int(text)
        elif key == 'M':
            minute = int(text)
        elif key == 'S':
            second = int(text)
        elif key == 'y':
            year = int(text)
            year += 2000 if year <= 68 else 1900
        elif key == 'G':
            iso_year = int(text)
        elif key == 'B':
            month = _SP_MONTHS.index(text.lower()) + 1
        elif key == 'b':
            month = _SP_MONTH_ABBR.index(text.lower()) + 1
        elif key == 'I':
            hour = int(text)
            ampm = groups.get('p', '').lower()
            if ampm == '' or ampm == 'am':
                if hour == 12:
                    hour = 0
            elif ampm == 'pm' and hour != 12:
                hour += 12
        elif key == 'A':
            weekday = _SP_DAYS.index(text.lower())
        elif key == 'a':
            weekday = _SP_DAY_ABBR.index(text.lower())
        elif key == 'w':
            weekday = (int(text) + 6) % 7
        elif key == 'u':
            weekday = int(text) - 1
        elif key == 'j':
            julian = int(text)
        elif key == 'U' or key == 'W':
            week = int(text)
            monday_first = key == 'W'
        elif key == 'V':
            iso_week = int(text)
        elif key == 'z':
            if text == 'Z':
                gmtoff = 0
            else:
                z = text
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            raise ValueError('Inconsistent use of : in %s'
                                             % text)
                        z = z[:5] + z[6:]
                gmtoff = (int(z[1:3]) * 3600 + int(z[3:5]) * 60 +
                          int(z[5:7] or 0))
                if z[0] == '-':
                    gmtoff = -gmtoff
        elif key == 'Z':
            zone = text
            isdst = 0       # 'utc' and 'gmt' are the only names matched
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the "
                             "ISO week directive '%V' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not "
                             "compatible with ISO year directive '%G'. Use "
                             "'%Y' instead.")
    elif week is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the "
                             "ISO year directive '%G' and a weekday "
                             "directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the "
                         "year directive '%Y'. Use the ISO year '%G' "
                         "instead.")
    leap_fix = False
    if year is None:
        if month == 2 and day == 29:
            year = 1904     # a leap year, so that Feb 29 exists
            leap_fix = True
        else:
            year = 1900
    if julian is None and weekday is not None:
        if week is not None:
            _check_date(year, 1, 1)
            first = (_ordinal(year, 1, 1) + 6) % 7      # Monday 0
            wd = weekday
            if not monday_first:
                first = (first + 1) % 7
                wd = (wd + 1) % 7
            if week == 0:
                julian = 1 + wd - first
            else:
                julian = 1 + (7 - first) % 7 + 7 * (week - 1) + wd
        elif iso_year is not None and iso_week is not None:
            _check_date(iso_year, 1, 4)
            jan4 = (_ordinal(iso_year, 1, 4) + 6) % 7 + 1     # ISO weekday
            julian = iso_week * 7 + weekday + 1 - (jan4 + 3)
            year = iso_year
            if julian < 1:
                _check_date(year - 1, 1, 1)
                julian += _ordinal(year, 1, 1) - _ordinal(year - 1, 1, 1)
                year -= 1
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
    if julian is None:
        _check_date(year, month, day)
        julian = _ordinal(year, month, day) - _ordinal(year, 1, 1) + 1
    else:
        _check_date(year, 1, 1)
        o = julian - 1 + _ordinal(year, 1, 1)
        if o < 1:
            raise ValueError('ordinal must be >= 1')
        year, month, day = _civil_from_days(o - 719163)
        if year > 9999:
            raise ValueError('year %d is out of range' % year)
    if weekday is None:
        weekday = (_ordinal(year, month, day) + 6) % 7
    if leap_fix:
        year = 1900
    return (year, month, day, hour, minute, second, weekday, julian, isdst,
            zone, gmtoff)


class strptime(_Builtin):
    """strptime(string, format) -> struct_time

Parse a string with a format of strftime directives (default:
'%a %b %d %H:%M:%S %Y')."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('strptime() takes no keyword arguments')
        n = len(args)
        if n == 2:
            r = _strptime(args[0], args[1])
        elif n == 1:
            r = _strptime(args[0], '%a %b %d %H:%M:%S %Y')
        elif n == 0:
            raise TypeError("_strptime_time() missing 1 required positional "
                            "argument: 'data_string'")
        else:
            raise TypeError('_strptime_time() takes from 1 to 2 positional '
                            'arguments but %d were given' % n)
        return _make_struct(r[:9], r[9], r[10])


strptime = strptime()


# ---------------------------------------------------------------------------
# Clocks

class _ClockInfo:
    # What get_clock_info returns (a types.SimpleNamespace in CPython).

    def __init__(self, implementation, monotonic, adjustable, resolution):
        self.implementation = implementation
        self.monotonic = monotonic
        self.adjustable = adjustable
        self.resolution = resolution

    def __repr__(self):
        return ('namespace(implementation=%r, monotonic=%r, adjustable=%r, '
                'resolution=%r)' % (self.implementation, self.monotonic,
                                    self.adjustable, self.resolution))

    def __eq__(self, other):
        if isinstance(other, _ClockInfo):
            return self.__dict__ == other.__dict__
        return NotImplemented


_CLOCKS = {
    'time': ('clock_gettime(CLOCK_REALTIME)', False, True),
    'monotonic': ('clock_gettime(CLOCK_MONOTONIC)', True, False),
    'perf_counter': ('clock_gettime(CLOCK_MONOTONIC)', True, False),
    'process_time': ('clock_gettime(CLOCK_PROCESS_CPUTIME_ID)', True, False),
    'thread_time': ('clock_gettime(CLOCK_THREAD_CPUTIME_ID)', True, False),
}


class get_clock_info(_Builtin):
    """get_clock_info(name) -> namespace

implementation, monotonic, adjustable and resolution of a clock:
'time', 'monotonic', 'perf_counter', 'process_time' or 'thread_time'."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('get_clock_info() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('get_clock_info() takes exactly 1 argument '
                            '(%d given)' % len(args))
        name = args[0]
        if not isinstance(name, str):
            raise TypeError('get_clock_info() argument 1 must be str, not %s'
                            % type(name).__name__)
        if name not in _CLOCKS:
            raise ValueError('unknown clock')
        impl, mono, adj = _CLOCKS[name]
        return _ClockInfo(impl, mono, adj, 1e-09)


get_clock_info = get_clock_info()


def _clock(clk_id, ns):
    if type(clk_id) is not int:
        if isinstance(clk_id, float):
            raise TypeError("'float' object cannot be interpreted as an "
                            "integer")
        clk_id = _index(clk_id)
    if clk_id == CLOCK_REALTIME or clk_id == CLOCK_TAI:
        return time_ns() if ns else time()
    if (clk_id == CLOCK_MONOTONIC or clk_id == CLOCK_MONOTONIC_RAW or
            clk_id == CLOCK_BOOTTIME):
        return monotonic_ns() if ns else monotonic()
    if clk_id == CLOCK_PROCESS_CPUTIME_ID or clk_id == CLOCK_THREAD_CPUTIME_ID:
        return process_time_ns() if ns else process_time()
    raise OSError(22, 'Invalid argument')


class clock_gettime(_Builtin):
    """clock_gettime(clk_id) -> float

The time of a clock, in seconds."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('clock_gettime() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('clock_gettime() takes exactly 1 argument '
                            '(%d given)' % len(args))
        clk_id = args[0]
        return _clock(clk_id, False)


clock_gettime = clock_gettime()


class clock_gettime_ns(_Builtin):
    """clock_gettime_ns(clk_id) -> int

The time of a clock, in nanoseconds."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('clock_gettime_ns() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('clock_gettime() takes exactly 1 argument '
                            '(%d given)' % len(args))
        clk_id = args[0]
        return _clock(clk_id, True)


clock_gettime_ns = clock_gettime_ns()


class clock_getres(_Builtin):
    """clock_getres(clk_id) -> float

The resolution of a clock, in seconds."""

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('clock_getres() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('clock_getres() takes exactly 1 argument '
                            '(%d given)' % len(args))
        clk_id = args[0]
        _clock(clk_id, True)
        return 1e-09


clock_getres = clock_getres()
