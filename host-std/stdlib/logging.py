"""The logging module (CPython 3.11 API), written for Trellis.

Programs log through named loggers, which form a dotted hierarchy below
the root logger:

    log = logging.getLogger('app.db')
    log.warning('%d rows lost', n)

A record that passes a logger's level and filters goes to the handlers of
the logger and of its ancestors (while propagate is true); each handler
applies its own level and filters and writes the record as its formatter
lays it out. With no handler anywhere, records of WARNING and above are
written to sys.stderr as just their message (lastResort).

Implemented: the levels (CRITICAL, FATAL, ERROR, WARNING, WARN, INFO,
DEBUG, NOTSET), getLevelName, addLevelName, getLevelNamesMapping;
getLogger, Logger (setLevel, isEnabledFor, getEffectiveLevel, getChild,
debug, info, warning, warn, error, exception, critical, fatal, log with
%-style arguments, exc_info, extra, stack_info and stacklevel;
addHandler, removeHandler, hasHandlers, handlers, propagate, disabled,
addFilter, removeFilter, filter, handle, callHandlers, makeRecord,
findCaller), RootLogger, Manager, PlaceHolder, setLoggerClass,
getLoggerClass, LogRecord (every 3.11 attribute), setLogRecordFactory,
getLogRecordFactory, makeLogRecord; Filterer, Filter (also plain
callables as filters); Handler, StreamHandler (sys.stderr by default,
setStream, terminator), FileHandler (mode, encoding, errors, delay),
NullHandler; Formatter with '%', '{' and '$' styles, their validation and
messages, datefmt, defaults, converter, default_time_format,
default_msec_format, formatTime, formatException, formatStack,
usesTime; BufferingFormatter; PercentStyle, StrFormatStyle,
StringTemplateStyle, BASIC_FORMAT; basicConfig (level, format, style,
datefmt, stream, filename, filemode, handlers, force, encoding, errors)
with CPython's errors; the module-level debug, info, warning, warn, error,
exception, critical, fatal, log (which call basicConfig() when the root
logger has no handler) and disable; shutdown; LoggerAdapter; lastResort;
raiseExceptions (a failing emit prints "--- Logging error ---" and goes
on), logThreads, logProcesses, logMultiprocessing; captureWarnings.

Differences, all from what Trellis's core offers:

- There is no sys._getframe and there are no traceback objects, so the
  caller of a logging call cannot be found: every record gets the values
  CPython gives when it cannot find the caller (as with
  logging._srcfile = None): pathname and filename '(unknown file)',
  module '(unknown file)', lineno 0, funcName '(unknown function)', and
  stack_info=True adds nothing. findCaller() returns those values (a
  subclass may override it; it is always called).
- Exception information (exc_info=True, Logger.exception) is printed as
  CPython prints it, traceback included, by the traceback module (from
  the frames the exception passed through: there are no traceback
  objects). The "--- Logging error ---" report says "Logged from file
  (unknown file), line 0" in place of the call stack.
- Times: Trellis's local time is UTC (time.localtime, as in its
  datetime module); times are formatted by time.strftime. formatTime
  reuses the text of the last record of the same second.
- There are no threads: the locks are objects that do nothing, record.
  thread is 1, threadName 'MainThread', processName 'MainProcess', and
  record.process is the process id where the core offers one (else
  None).
- Logger.warn and logging.warn give no DeprecationWarning (there is no
  warnings module); captureWarnings does nothing.
- shutdown() finds every handler ever made, not only those still alive
  (there is no weakref module), and is not run at exit (there is no
  atexit module): call it to close file handlers before exiting.
- FileHandler opens files with the builtin open(); a relative file name
  is made absolute from the current directory where the core can tell
  it. The default encoding is 'utf-8', as io.text_encoding gives in
  CPython's UTF-8 mode, which is how Trellis runs.
- The repr of a StreamHandler names sys.stdout and sys.stderr as
  '<stdout>' and '<stderr>' even though Trellis's streams have no name
  attribute.
- For tier 2's sake (it does not trace truth tests of instances, reads
  of attributes once an instance's __dict__ was taken, or dicts keyed by
  classes): loggers, formatters and streams are tested against None
  rather than for truth (a stream whose class makes it false is still
  flushed), and formats read the fields they name as attributes of the
  record rather than through record.__dict__ (the same text and errors,
  falling back to __dict__ when a field is also an attribute of the
  record's class or the class has __getattr__).
- A record whose only argument is a non-empty mapping takes it as its
  args (as CPython); without collections.abc loaded, any object whose
  class has keys() and __getitem__ counts as a mapping. Trellis's %
  operator accepts only plain dicts for '%(key)s' formats, so such
  arguments of other mapping types end in "--- Logging error ---".
- logging is one module, not a package: there is no logging.handlers or
  logging.config.
"""

import sys
import time

try:
    from os import getpid as _getpid, getcwd as _getcwd
except ImportError:
    try:
        from _os import getpid as _getpid, getcwd as _getcwd
    except ImportError:
        _getpid = None
        _getcwd = None

__all__ = ['BASIC_FORMAT', 'BufferingFormatter', 'CRITICAL', 'DEBUG', 'ERROR',
           'FATAL', 'FileHandler', 'Filter', 'Formatter', 'Handler', 'INFO',
           'LogRecord', 'Logger', 'LoggerAdapter', 'NOTSET', 'NullHandler',
           'StreamHandler', 'WARN', 'WARNING', 'addLevelName', 'basicConfig',
           'captureWarnings', 'critical', 'debug', 'disable', 'error',
           'exception', 'fatal', 'getLevelName', 'getLogger', 'getLoggerClass',
           'info', 'log', 'makeLogRecord', 'setLoggerClass', 'shutdown',
           'warn', 'warning', 'getLogRecordFactory', 'setLogRecordFactory',
           'lastResort', 'raiseExceptions', 'getLevelNamesMapping']

__author__ = "Vinay Sajip <vinay_sajip@red-dove.com>"
__status__ = "production"
__version__ = "0.5.1.2"
__date__ = "07 February 2010"

_startTime = time.time()
# There is no fork in Trellis: the process id does not change.
_pid = _getpid() if _getpid is not None else None

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

# The caller of a logging call cannot be found in Trellis (no frames).
_srcfile = None

# ---------------------------------------------------------------------------
# Levels

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {
    CRITICAL: 'CRITICAL',
    ERROR: 'ERROR',
    WARNING: 'WARNING',
    INFO: 'INFO',
    DEBUG: 'DEBUG',
    NOTSET: 'NOTSET',
}
_nameToLevel = {
    'CRITICAL': CRITICAL,
    'FATAL': FATAL,
    'ERROR': ERROR,
    'WARN': WARNING,
    'WARNING': WARNING,
    'INFO': INFO,
    'DEBUG': DEBUG,
    'NOTSET': NOTSET,
}


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    """Return the textual or numeric representation of a logging level:
    the name of a known level number, the number of a known level name,
    else "Level %s" % level."""
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    """Associate levelName with level (both ways)."""
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


# There are no threads: the module lock and the handlers' locks do nothing.

class _NoLock:
    def acquire(self, blocking=True, timeout=-1):
        return True

    def release(self):
        pass

    def __enter__(self):
        return True

    def __exit__(self, *exc):
        return False


_lock = _NoLock()


def _acquireLock():
    pass


def _releaseLock():
    pass


# ---------------------------------------------------------------------------
# Paths and times without os and time.localtime

def _basename(path):
    return path[path.rfind('/') + 1:]


def _splitext_root(name):
    # os.path.splitext(name)[0] for a name without '/'.
    dot = name.rfind('.')
    if dot <= 0:
        return name
    i = 0
    while i < dot and name[i] == '.':
        i += 1
    if i == dot:
        return name
    return name[:dot]


def _fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    fspath = getattr(type(path), '__fspath__', None)
    if fspath is None:
        raise TypeError("expected str, bytes or os.PathLike object, not "
                        + type(path).__name__)
    path = fspath(path)
    if isinstance(path, (str, bytes)):
        return path
    raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                    % (type(path).__name__, type(path).__name__))


def _abspath(path):
    # os.path.abspath for POSIX str paths.
    if isinstance(path, bytes):
        return path
    if not path.startswith('/') and _getcwd is not None:
        path = _getcwd() + '/' + path
    if not path.startswith('/'):
        return path
    initial = 2 if path.startswith('//') and not path.startswith('///') else 1
    parts = []
    for comp in path.split('/'):
        if comp == '' or comp == '.':
            continue
        if comp == '..':
            if parts:
                parts.pop()
            continue
        parts.append(comp)
    return '/' * initial + '/'.join(parts)


# The time module (guest) gives localtime and strftime: records are
# stamped and formatted by them.
_converter = time.localtime
_format_time = time.strftime


# ---------------------------------------------------------------------------
# Exceptions as text (what traceback.print_exception prints, without
# tracebacks, which Trellis does not have)

def _safe_str(value, what, func=str):
    try:
        return func(value)
    except Exception:
        return '<%s %s() failed>' % (what, func.__name__)


def _exception_only(value, out):
    etype = type(value)
    stype = getattr(etype, '__qualname__', etype.__name__)
    smod = getattr(etype, '__module__', None)
    if smod not in ('__main__', 'builtins'):
        if not isinstance(smod, str):
            smod = '<unknown>'
        stype = smod + '.' + stype
    text = _safe_str(value, 'exception')
    if not text:
        out.append(stype + '\n')
    else:
        out.append(stype + ': ' + text + '\n')
    notes = getattr(value, '__notes__', None)
    if notes is not None:
        if isinstance(notes, (list, tuple, str)):
            for note in notes:
                out.append(_safe_str(note, 'note') + '\n')
        else:
            out.append(_safe_str(notes, '__notes__', repr) + '\n')


def _format_exception(value):
    # The chain from the first exception to the last, as print_exception
    # writes it (cause, else context unless suppressed; each once).
    chain = []
    seen = set()
    exc = value
    while True:
        msg = None
        nxt = None
        if exc is not None:
            seen.add(id(exc))
            cause = exc.__cause__
            context = exc.__context__
            if cause is not None and id(cause) not in seen:
                msg = ('\nThe above exception was the direct cause of the '
                       'following exception:\n\n')
                nxt = cause
            elif (cause is None and context is not None
                  and not exc.__suppress_context__
                  and id(context) not in seen):
                msg = ('\nDuring handling of the above exception, another '
                       'exception occurred:\n\n')
                nxt = context
        chain.append((msg, exc))
        if nxt is None:
            break
        exc = nxt
    out = []
    for i in range(len(chain) - 1, -1, -1):
        msg, exc = chain[i]
        if msg is not None:
            out.append(msg)
        _exception_only(exc, out)
    return ''.join(out)


# ---------------------------------------------------------------------------
# LogRecord

class LogRecord(object):
    """One logged event: the logger's name, the level, the message and its
    arguments, the time, exception information and where it came from
    (unknown in Trellis)."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info,
                 func=None, sinfo=None, **kwargs):
        ct = time.time()
        self.name = name
        self.msg = msg
        if (args and len(args) == 1 and _is_mapping(args[0])
                and args[0]):
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        try:
            self.filename = _basename(pathname)
            self.module = _splitext_root(self.filename)
        except (TypeError, ValueError, AttributeError):
            self.filename = pathname
            self.module = "Unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (ct - _startTime) * 1000
        if logThreads:
            self.thread = 1
            self.threadName = 'MainThread'
        else:
            self.thread = None
            self.threadName = None
        if not logMultiprocessing:
            self.processName = None
        else:
            self.processName = 'MainProcess'
        if logProcesses and _pid is not None:
            self.process = _pid
        else:
            self.process = None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (
            self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        """The message with its arguments merged in."""
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


def _is_mapping(obj):
    # isinstance(obj, collections.abc.Mapping). Importing collections.abc
    # would cost every program that logs its compilation: where the program
    # has not loaded it (so has made no Mapping subclass and registered
    # none), a class with keys() and __getitem__ counts as a mapping (the
    # collections module's mappings are not dicts in Trellis).
    if isinstance(obj, dict):
        return True
    if isinstance(obj, (str, tuple, list, int, float)):
        return False
    abc = sys.modules.get('collections.abc')
    if abc is not None:
        return isinstance(obj, abc.Mapping)
    cls = type(obj)
    return hasattr(cls, 'keys') and hasattr(cls, '__getitem__')


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    """A LogRecord whose attributes are those of dict (as unpickled from a
    socket)."""
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


# ---------------------------------------------------------------------------
# Formatting styles

def _scan_word(s, i):
    n = len(s)
    while i < n and (s[i].isalnum() or s[i] == '_'):
        i += 1
    return i


def _scan_digits(s, i):
    n = len(s)
    while i < n and s[i].isdecimal():
        i += 1
    return i


# Formatting a record by its __dict__ would make Trellis keep the record's
# attributes in that dict from then on, and tier 2 does not trace reads of
# such attributes. So a style names the fields its format can use, and
# formats with a dict of just those, read as attributes, which gives the
# same text and errors as the record's __dict__ unless a field is also an
# attribute of the record's class (or the class has __getattr__): then the
# __dict__ is used.

def _record_values(style, record):
    cls = type(record)
    if cls is style._plain_class:
        plain = style._plain
    else:
        # (One class remembered: a dict keyed by classes is not traced.)
        plain = not hasattr(cls, '__getattr__')
        for name in style._fields:
            if hasattr(cls, name):
                plain = False
        style._plain_class = cls
        style._plain = plain
    defaults = style._defaults
    if not plain:
        if defaults:
            return defaults | record.__dict__
        return record.__dict__
    values = dict(defaults) if defaults else {}
    for name in style._fields:
        try:
            values[name] = getattr(record, name)
        except AttributeError:
            pass
    return values


def _percent_fields(fmt):
    # Every key of a %(key) in fmt (a superset of those % looks up).
    names = []
    n = len(fmt)
    i = fmt.find('%(')
    while i >= 0:
        depth = 1
        j = i + 2
        while j < n:
            c = fmt[j]
            if c == '(':
                depth += 1
            elif c == ')':
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if j < n:
            name = fmt[i + 2:j]
            if name not in names:
                names.append(name)
        i = fmt.find('%(', i + 1)
    return tuple(names)


def _brace_fields(fmt):
    # The first name of every {field} in fmt, nested ones included (a
    # superset of those str.format looks up).
    names = []
    n = len(fmt)
    i = fmt.find('{')
    while i >= 0:
        j = i + 1
        while j < n and fmt[j] not in '{}:!.[':
            j += 1
        name = fmt[i + 1:j]
        if name and name not in names:
            names.append(name)
        i = fmt.find('{', i + 1)
    return tuple(names)


class PercentStyle(object):

    default_format = '%(message)s'
    asctime_format = '%(asctime)s'
    asctime_search = '%(asctime)'

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults
        self._fields = self._field_names()
        self._plain_class = None
        self._plain = False

    def _field_names(self):
        return _percent_fields(self._fmt)

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        """Raise ValueError unless the format has a %(name)x field."""
        fmt = self._fmt
        n = len(fmt)
        i = fmt.find('%(')
        while i >= 0:
            j = _scan_word(fmt, i + 2)
            if j > i + 2 and j < n and fmt[j] == ')':
                j += 1
                while j < n and fmt[j] in '#0+ -':
                    j += 1
                if j < n and fmt[j] == '*':
                    j += 1
                else:
                    j = _scan_digits(fmt, j)
                if j < n and fmt[j] == '.':
                    if j + 1 < n and fmt[j + 1] == '*':
                        j += 2
                    else:
                        k = _scan_digits(fmt, j + 1)
                        if k > j + 1:
                            j = k
                if j < n and fmt[j] in 'diouxefgcrsaDIOUXEFGCRSA%':
                    return
            i = fmt.find('%(', i + 1)
        raise ValueError("Invalid format '%s' for '%s' style"
                         % (self._fmt, self.default_format[0]))

    def _format(self, record):
        return self._fmt % _record_values(self, record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError('Formatting field not found in record: %s' % e)


def _match_field_name(s):
    # ^(\d+|\w+)(\.\w+|\[[^]]+\])*$
    n = len(s)
    i = _scan_word(s, 0)
    if i == 0:
        return False
    while i < n:
        c = s[i]
        if c == '.':
            j = _scan_word(s, i + 1)
            if j == i + 1:
                return False
            i = j
        elif c == '[':
            j = s.find(']', i + 1)
            if j <= i + 1:
                return False
            i = j + 1
        else:
            return False
    return True


def _match_spec_part(s, i):
    # (\d+|{\w+})? at i; returns the end.
    n = len(s)
    if i < n and s[i] == '{':
        j = _scan_word(s, i + 1)
        if j > i + 1 and j < n and s[j] == '}':
            return j + 1
        return i
    return _scan_digits(s, i)


def _match_format_spec(s):
    # ^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$
    # (ignoring case)
    n = len(s)
    i = 0
    if n >= 2 and s[1] in '<>=^' and s[0] != '\n':
        i = 2
    elif n >= 1 and s[0] in '<>=^':
        i = 1
    if i < n and s[i] in '+ -':
        i += 1
    if i < n and s[i] == '#':
        i += 1
    if i < n and s[i] == '0':
        i += 1
    i = _match_spec_part(s, i)
    if i < n and s[i] in ',_':
        i += 1
    if i < n and s[i] == '.':
        j = _match_spec_part(s, i + 1)
        if j > i + 1:
            i = j
    if i < n and s[i] in 'bcdefgnosx%BCDEFGNOSX':
        i += 1
    return i == n


def _parse_brace_format(s):
    # (field_name, format_spec, conversion) of each field, with the errors
    # of str.format's parser.
    fields = []
    n = len(s)
    i = 0
    while i < n:
        c = s[i]
        if c == '}':
            if i + 1 < n and s[i + 1] == '}':
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if c != '{':
            i += 1
            continue
        if i + 1 == n:
            raise ValueError("Single '{' encountered in format string")
        if s[i + 1] == '{':
            i += 2
            continue
        k = i + 1
        while True:
            if k >= n:
                raise ValueError("expected '}' before end of string")
            c = s[k]
            if c == '[':
                close = s.find(']', k)
                if close < 0:
                    raise ValueError("expected '}' before end of string")
                k = close + 1
                continue
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '}' or c == ':' or c == '!':
                break
            k += 1
        field = s[i + 1:k]
        conversion = None
        spec = ''
        if c == '!':
            k += 1
            if k >= n:
                raise ValueError(
                    'end of string while looking for conversion specifier')
            conversion = s[k]
            k += 1
            if k >= n:
                raise ValueError("unmatched '{' in format spec")
            c = s[k]
            if c != '}' and c != ':':
                raise ValueError("expected ':' after conversion specifier")
        if c == ':':
            k += 1
            start = k
            depth = 1
            while True:
                if k >= n:
                    raise ValueError("unmatched '{' in format spec")
                ch = s[k]
                if ch == '{':
                    depth += 1
                elif ch == '}':
                    depth -= 1
                    if depth == 0:
                        break
                k += 1
            spec = s[start:k]
        fields.append((field, spec, conversion))
        i = k + 1
    return fields


class StrFormatStyle(PercentStyle):

    default_format = '{message}'
    asctime_format = '{asctime}'
    asctime_search = '{asctime'

    def _field_names(self):
        return _brace_fields(self._fmt)

    def _format(self, record):
        values = _record_values(self, record)
        try:
            return self._fmt.format_map(values)
        except ValueError:
            # ('{0}': format() gives IndexError, format_map() ValueError)
            return self._fmt.format(**values)

    def validate(self):
        """Raise ValueError unless the format has a field and its fields
        are well formed."""
        fields = set()
        try:
            for fieldname, spec, conversion in _parse_brace_format(self._fmt):
                if fieldname:
                    if not _match_field_name(fieldname):
                        raise ValueError('invalid field name/expression: %r'
                                         % fieldname)
                    fields.add(fieldname)
                if conversion and conversion not in 'rsa':
                    raise ValueError('invalid conversion: %r' % conversion)
                if spec and not _match_format_spec(spec):
                    raise ValueError('bad specifier: %r' % spec)
        except ValueError as e:
            raise ValueError('invalid format: %s' % e)
        if not fields:
            raise ValueError('invalid format: no fields')


_ID_START = frozenset('_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
_ID_CHARS = frozenset('_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
                      '0123456789')


def _scan_ident(s, i):
    n = len(s)
    if i < n and s[i] in _ID_START:
        i += 1
        while i < n and s[i] in _ID_CHARS:
            i += 1
    return i


def _template_parts(s):
    # (start, end, kind, name) of each '$' placeholder, as string.Template
    # finds them: kind is 'escaped', 'named', 'braced' or 'invalid'.
    parts = []
    n = len(s)
    i = s.find('$')
    while i >= 0:
        j = i + 1
        if j < n and s[j] == '$':
            parts.append((i, j + 1, 'escaped', None))
            i = s.find('$', j + 1)
            continue
        k = _scan_ident(s, j)
        if k > j:
            parts.append((i, k, 'named', s[j:k]))
            i = s.find('$', k)
            continue
        if j < n and s[j] == '{':
            k = _scan_ident(s, j + 1)
            if k > j + 1 and k < n and s[k] == '}':
                parts.append((i, k + 1, 'braced', s[j + 1:k]))
                i = s.find('$', k + 1)
                continue
        parts.append((i, j, 'invalid', None))
        i = s.find('$', j)
    return parts


class StringTemplateStyle(PercentStyle):

    default_format = '${message}'
    asctime_format = '${asctime}'
    asctime_search = '${asctime}'

    def _field_names(self):
        self._parts = _template_parts(self._fmt)
        names = []
        for start, end, kind, name in self._parts:
            if name is not None and name not in names:
                names.append(name)
        return tuple(names)

    def usesTime(self):
        fmt = self._fmt
        return fmt.find('$asctime') >= 0 or fmt.find(self.asctime_search) >= 0

    def validate(self):
        fields = set()
        for start, end, kind, name in self._parts:
            if name is not None:
                fields.add(name)
            elif kind == 'invalid':
                raise ValueError("invalid format: bare '$' not allowed")
        if not fields:
            raise ValueError('invalid format: no fields')

    def _format(self, record):
        values = _record_values(self, record)
        fmt = self._fmt
        out = []
        pos = 0
        for start, end, kind, name in self._parts:
            out.append(fmt[pos:start])
            pos = end
            if name is not None:
                out.append(str(values[name]))
            elif kind == 'escaped':
                out.append('$')
            else:
                lines = fmt[:end].splitlines(True)
                if not lines:
                    colno = 1
                    lineno = 1
                else:
                    colno = end - len(''.join(lines[:-1]))
                    lineno = len(lines)
                raise ValueError('Invalid placeholder in string: line %d, '
                                 'col %d' % (lineno, colno))
        out.append(fmt[pos:])
        return ''.join(out)


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_STYLES = {
    '%': (PercentStyle, BASIC_FORMAT),
    '{': (StrFormatStyle, '{levelname}:{name}:{message}'),
    '$': (StringTemplateStyle, '${levelname}:${name}:${message}'),
}


# ---------------------------------------------------------------------------
# Formatters

class Formatter(object):
    """Turns a LogRecord into text, by a format string in '%', '{' or '$'
    style over the record's attributes (default '%(message)s'), with the
    time as datefmt (a strftime format) lays it out."""

    converter = _converter

    default_time_format = '%Y-%m-%d %H:%M:%S'
    default_msec_format = '%s,%03d'

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *,
                 defaults=None):
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s'
                             % ','.join(_STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        """The record's creation time as text: by datefmt if given, else
        by default_time_format followed by the milliseconds as
        default_msec_format lays them out."""
        fmt = datefmt or self.default_time_format
        converter = self.converter
        if converter is _converter:
            # The same second in the same format gives the same text (and
            # the converter is called only for a new second).
            secs = record.created // 1
            cached = _time_cache.get(fmt)
            if cached is not None and cached[0] == secs:
                s = cached[1]
            else:
                s = _format_time(fmt, converter(record.created))
                if len(_time_cache) > 32:
                    _time_cache.clear()
                _time_cache[fmt] = (secs, s)
        else:
            s = _format_time(fmt, converter(record.created))
        if not datefmt and self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        """The exception of an exc_info triple as text, as CPython's
        traceback.print_exception writes it (the exception's own frames:
        there are no traceback objects)."""
        if isinstance(ei[1], BaseException):
            import traceback
            s = ''.join(traceback.format_exception(ei[1]))
        else:
            s = _format_exception(ei[1])
        if s[-1:] == "\n":
            s = s[:-1]
        return s

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()
# format -> (second, text) of the last time formatTime laid out.
_time_cache = {}


class BufferingFormatter(object):
    """Formats a batch of records, between a header and a footer."""

    def __init__(self, linefmt=None):
        if linefmt:
            self.linefmt = linefmt
        else:
            self.linefmt = _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        rv = ""
        if len(records) > 0:
            rv = rv + self.formatHeader(records)
            for record in records:
                rv = rv + self.linefmt.format(record)
            rv = rv + self.formatFooter(records)
        return rv


# ---------------------------------------------------------------------------
# Filters

class Filter(object):
    """Lets through the records of the logger named name and of its
    descendants (all records if name is '')."""

    def __init__(self, name=''):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0:
            return True
        elif self.name == record.name:
            return True
        elif record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."


class Filterer(object):
    """The base of loggers and handlers: a list of filters (Filter objects
    or callables) that a record must all pass."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if not (filter in self.filters):
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        rv = True
        for f in self.filters:
            try:
                method = f.filter
            except AttributeError:
                result = f(record)
            else:
                result = method(record)
            if not result:
                rv = False
                break
        return rv


# ---------------------------------------------------------------------------
# Handlers

_handlers = {}
_handlerList = []


class _Ref(object):
    # Stands for a weakref.ref (Trellis has no weakref): calling it gives
    # the handler, which it keeps alive.

    __slots__ = ('_obj',)

    def __init__(self, obj):
        self._obj = obj

    def __call__(self):
        return self._obj


def _addHandlerRef(handler):
    _handlerList.append(_Ref(handler))


def _removeHandlerRef(wr):
    if wr in _handlerList:
        _handlerList.remove(wr)


class Handler(Filterer):
    """The base of handlers: a level, filters and a formatter; subclasses
    define emit(record)."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        self._closed = False
        _addHandlerRef(self)
        self.createLock()

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = _lock

    def _at_fork_reinit(self):
        pass

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        fmt = self.formatter
        if fmt is None:
            fmt = _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented '
                                  'by Handler subclasses')

    def handle(self, record):
        """Emit the record if the filters pass it; return whether they
        did."""
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        """Report an exception raised while emitting (if raiseExceptions is
        true) and go on."""
        if raiseExceptions and sys.stderr:
            t, v, tb = sys.exc_info()
            try:
                stderr = sys.stderr
                stderr.write('--- Logging error ---\n')
                stderr.write(_format_exception(v))
                stderr.write('Call stack:\n')
                stderr.write('Logged from file %s, line %s\n'
                             % (record.filename, record.lineno))
                try:
                    stderr.write('Message: %r\nArguments: %s\n'
                                 % (record.msg, record.args))
                except RecursionError:
                    raise
                except Exception:
                    stderr.write('Unable to print the message and arguments'
                                 ' - possible formatting error.\nUse the'
                                 ' traceback above to help find the error.\n')
            except OSError:
                pass

    def __repr__(self):
        level = getLevelName(self.level)
        return '<%s (%s)>' % (self.__class__.__name__, level)


def _stream_name(stream):
    name = getattr(stream, 'name', None)
    if name is None:
        if stream is sys.stderr:
            return '<stderr>'
        if stream is sys.stdout:
            return '<stdout>'
        return ''
    return name


class StreamHandler(Handler):
    """Writes each record, then terminator ('\\n'), to a stream (an object
    with write(); sys.stderr by default) and flushes it."""

    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        stream = self.stream
        if stream is not None:
            try:
                flush = stream.flush
            except AttributeError:
                return
            flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            stream = self.stream
            stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        """Use stream from now on; return the old one (None if it is the
        same)."""
        if stream is self.stream:
            result = None
        else:
            result = self.stream
            self.flush()
            self.stream = stream
        return result

    def __repr__(self):
        level = getLevelName(self.level)
        name = str(_stream_name(self.stream))
        if name:
            name += ' '
        return '<%s %s(%s)>' % (self.__class__.__name__, name, level)


class FileHandler(StreamHandler):
    """A StreamHandler writing to a file opened with the builtin open()
    (at once, or at the first record if delay is true)."""

    def __init__(self, filename, mode='a', encoding=None, delay=False,
                 errors=None):
        filename = _fspath(filename)
        self.baseFilename = _abspath(filename)
        self.mode = mode
        self.encoding = encoding
        if "b" not in mode and encoding is None:
            # io.text_encoding(None) in UTF-8 mode.
            self.encoding = 'utf-8'
        self.errors = errors
        self.delay = delay
        self._builtin_open = open
        self._closed = False
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def close(self):
        try:
            if self.stream is not None:
                try:
                    self.flush()
                finally:
                    stream = self.stream
                    self.stream = None
                    if hasattr(stream, "close"):
                        stream.close()
        finally:
            StreamHandler.close(self)

    def _open(self):
        open_func = self._builtin_open
        encoding = self.encoding
        if encoding == 'locale':
            encoding = None
        return open_func(self.baseFilename, self.mode, encoding=encoding,
                         errors=self.errors)

    def emit(self, record):
        if self.stream is None:
            if self.mode != 'w' or not self._closed:
                self.stream = self._open()
        if self.stream is not None:
            StreamHandler.emit(self, record)

    def __repr__(self):
        level = getLevelName(self.level)
        return '<%s %s (%s)>' % (self.__class__.__name__, self.baseFilename,
                                 level)


class _StderrHandler(StreamHandler):
    # lastResort: writes to whatever sys.stderr is at the time.

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """A handler that does nothing (for libraries)."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None

    def _at_fork_reinit(self):
        pass


# ---------------------------------------------------------------------------
# Loggers and their hierarchy

class PlaceHolder(object):
    """Stands in the hierarchy for a logger not made yet, holding the
    loggers below it."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        if alogger not in self.loggerMap:
            self.loggerMap[alogger] = None


_loggerClass = None


def setLoggerClass(klass):
    """The class getLogger() makes loggers of (a subclass of Logger)."""
    if klass != Logger:
        if not issubclass(klass, Logger):
            raise TypeError("logger not derived from logging.Logger: "
                            + klass.__name__)
    global _loggerClass
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class Manager(object):
    """Holds the hierarchy of loggers below a root."""

    def __init__(self, rootnode):
        self.root = rootnode
        self._disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None
        self.logRecordFactory = None

    @property
    def disable(self):
        return self._disable

    @disable.setter
    def disable(self, value):
        self._disable = _checkLevel(value)

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError('A logger name must be a string')
        rv = self.loggerDict.get(name)
        if rv is None:
            rv = (self.loggerClass or _loggerClass)(name)
            rv.manager = self
            self.loggerDict[name] = rv
            self._fixupParents(rv)
        elif isinstance(rv, PlaceHolder):
            ph = rv
            rv = (self.loggerClass or _loggerClass)(name)
            rv.manager = self
            self.loggerDict[name] = rv
            self._fixupChildren(ph, rv)
            self._fixupParents(rv)
        return rv

    def setLoggerClass(self, klass):
        if klass != Logger:
            if not issubclass(klass, Logger):
                raise TypeError("logger not derived from logging.Logger: "
                                + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _fixupParents(self, alogger):
        name = alogger.name
        i = name.rfind(".")
        rv = None
        while (i > 0) and not rv:
            substr = name[:i]
            if substr not in self.loggerDict:
                self.loggerDict[substr] = PlaceHolder(alogger)
            else:
                obj = self.loggerDict[substr]
                if isinstance(obj, Logger):
                    rv = obj
                else:
                    obj.append(alogger)
            i = name.rfind(".", 0, i - 1)
        if not rv:
            rv = self.root
        alogger.parent = rv

    def _fixupChildren(self, ph, alogger):
        name = alogger.name
        namelen = len(name)
        for c in ph.loggerMap.keys():
            if c.parent.name[:namelen] != name:
                alogger.parent = c.parent
                c.parent = alogger

    def _clear_cache(self):
        for logger in self.loggerDict.values():
            if isinstance(logger, Logger):
                logger._cache.clear()
        self.root._cache.clear()


class Logger(Filterer):
    """A named channel for records: a level, filters, handlers, and a parent
    it passes records on to (while propagate is true)."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    def fatal(self, msg, *args, **kwargs):
        """Don't use this method, use critical() instead."""
        self.critical(msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            else:
                return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        """(filename, line number, function name, stack) of the caller:
        unknown in Trellis, which has no frames."""
        return "(unknown file)", 0, "(unknown function)", None

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info,
                   func=None, extra=None, sinfo=None):
        rv = _logRecordFactory(name, level, fn, lno, msg, args, exc_info,
                               func, sinfo)
        if extra is not None:
            cls = type(rv)
            for key in extra:
                if key in ["message", "asctime"]:
                    raise KeyError("Attempt to overwrite %r in LogRecord"
                                   % key)
                # (By attribute where that is the same as by __dict__:
                # see _record_values.)
                if (isinstance(key, str) and not hasattr(cls, key)
                        and not hasattr(cls, '__getattr__')):
                    if hasattr(rv, key):
                        raise KeyError("Attempt to overwrite %r in LogRecord"
                                       % key)
                    setattr(rv, key, extra[key])
                else:
                    d = rv.__dict__
                    if key in d:
                        raise KeyError("Attempt to overwrite %r in LogRecord"
                                       % key)
                    d[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None,
             stack_info=False, stacklevel=1):
        fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, fn, lno, msg, args,
                                 exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if (not self.disabled) and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if not (hdlr in self.handlers):
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        """Whether this logger or an ancestor it propagates to has a
        handler."""
        c = self
        rv = False
        while c is not None:
            if c.handlers:
                rv = True
                break
            if not c.propagate:
                break
            else:
                c = c.parent
        return rv

    def callHandlers(self, record):
        c = self
        found = 0
        while c is not None:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0:
            if lastResort:
                if record.levelno >= lastResort.level:
                    lastResort.handle(record)
            elif raiseExceptions and not self.manager.emittedNoHandlerWarning:
                sys.stderr.write("No handlers could be found for logger"
                                 " \"%s\"\n" % self.name)
                self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        logger = self
        while logger is not None:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        try:
            return self._cache[level]
        except KeyError:
            if self.manager.disable >= level:
                is_enabled = self._cache[level] = False
            else:
                is_enabled = self._cache[level] = (
                    level >= self.getEffectiveLevel())
            return is_enabled

    def getChild(self, suffix):
        if self.root is not self:
            suffix = '.'.join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        level = getLevelName(self.getEffectiveLevel())
        return '<%s %s (%s)>' % (self.__class__.__name__, self.name, level)


class RootLogger(Logger):
    """The logger at the top of the hierarchy, named 'root'."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)


_loggerClass = Logger


class LoggerAdapter(object):
    """Wraps a logger, adding context: process(msg, kwargs) passes the
    adapter's extra dict with each call (subclasses change the message or
    the keywords)."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, exc_info=None, extra=None,
             stack_info=False):
        return self.logger._log(level, msg, args, exc_info=exc_info,
                                extra=extra, stack_info=stack_info)

    @property
    def manager(self):
        return self.logger.manager

    @manager.setter
    def manager(self, value):
        self.logger.manager = value

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        logger = self.logger
        level = getLevelName(logger.getEffectiveLevel())
        return '<%s %s (%s)>' % (self.__class__.__name__, logger.name, level)


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


# ---------------------------------------------------------------------------
# Configuration and the module-level functions

def basicConfig(**kwargs):
    """Give the root logger a handler (a StreamHandler of stream, sys.stderr
    by default, or a FileHandler of filename, or the given handlers) with a
    Formatter of format, datefmt and style, and set its level; does
    nothing if the root logger has handlers, unless force is true."""
    force = kwargs.pop('force', False)
    encoding = kwargs.pop('encoding', None)
    errors = kwargs.pop('errors', 'backslashreplace')
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            if "stream" in kwargs and "filename" in kwargs:
                raise ValueError("'stream' and 'filename' should not be "
                                 "specified together")
        else:
            if "stream" in kwargs or "filename" in kwargs:
                raise ValueError("'stream' or 'filename' should not be "
                                 "specified together with 'handlers'")
        if handlers is None:
            filename = kwargs.pop("filename", None)
            mode = kwargs.pop("filemode", 'a')
            if filename:
                if 'b' in mode:
                    errors = None
                elif encoding is None:
                    encoding = 'utf-8'
                h = FileHandler(filename, mode, encoding=encoding,
                                errors=errors)
            else:
                stream = kwargs.pop("stream", None)
                h = StreamHandler(stream)
            handlers = [h]
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", '%')
        if style not in _STYLES:
            raise ValueError('Style must be one of: %s'
                             % ','.join(_STYLES.keys()))
        fs = kwargs.pop("format", _STYLES[style][1])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        if kwargs:
            keys = ', '.join(kwargs.keys())
            raise ValueError('Unrecognised argument(s): %s' % keys)


def getLogger(name=None):
    """The logger of that name (made on first use), or the root logger."""
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


def fatal(msg, *args, **kwargs):
    """Don't use this function, use critical() instead."""
    critical(msg, *args, **kwargs)


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    """Drop every record of level or below, whatever the loggers' levels."""
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flush and close every handler made (the last made first)."""
    for wr in reversed(handlerList[:]):
        try:
            h = wr()
            if h:
                try:
                    h.acquire()
                    h.flush()
                    h.close()
                except (OSError, ValueError):
                    pass
                finally:
                    h.release()
        except:
            if raiseExceptions:
                raise


def captureWarnings(capture):
    """Does nothing: Trellis has no warnings module."""
    pass
