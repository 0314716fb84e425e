"""CSV parsing and writing (CPython 3.11 API), written for Trellis.

This module reads and writes tabular data in CSV ("comma separated
values") form, the format of spreadsheets and databases.

    reader(iterable, dialect='excel', **fmtparams) -> an iterator of rows
    writer(fileobj, dialect='excel', **fmtparams) -> an object with
        writerow(row) and writerows(rows)

A reader takes any iterable of strings (normally lines, each keeping its
line ending) and yields each record as a list of strings; a record may
span several lines when a quoted field holds a line break. A writer takes
any object with a write() method and writes each row, an iterable of
strings, numbers or None, as one record.

The format is described by a dialect: a registered name ('excel',
'excel-tab', 'unix' or one given to register_dialect()), a subclass or
instance of Dialect, or any object with the attributes below. Keyword
arguments override single parameters:

    delimiter        the one character that separates fields (',')
    quotechar        the character that quotes fields holding special
                     characters, or None ('"')
    escapechar       the character that escapes the delimiter, the
                     quotechar or itself, or None (None)
    doublequote      whether a quotechar inside a quoted field is written
                     as two quotechars (True); if false it is escaped
    skipinitialspace whether spaces after a delimiter are ignored (False)
    lineterminator   the string that ends each written record ('\\r\\n');
                     the reader recognizes '\\r' and '\\n' whatever it is
    quoting          QUOTE_MINIMAL (quote fields with special characters),
                     QUOTE_ALL, QUOTE_NONNUMERIC (quote every field that
                     is not a number; the reader turns unquoted fields into
                     floats) or QUOTE_NONE (never quote; escape instead)
    strict           whether bad input raises Error (False)

Also: DictReader and DictWriter (rows as dicts), Sniffer (guesses the
dialect of a sample and whether it starts with a header), get_dialect,
list_dialects, unregister_dialect, field_size_limit and Error.

Trellis has no io module and no open(): readers take lists, generators
or any other iterable of strings, writers any object with write().
"""

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "__doc__", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects", "Sniffer",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3

_NOT_GIVEN = object()
_field_limit = 128 * 1024
_dialects = {}


class Error(Exception):
    pass


Error.__module__ = '_csv'


# ---------------------------------------------------------------------------
# Argument checking in the manner of CPython's C functions


def _unpack_args(args, low, high):
    # PyArg_UnpackTuple with an empty function name
    n = len(args)
    if n < low:
        raise TypeError(' expected %s%d argument%s, got %d' % (
            '' if low == high else 'at least ', low,
            '' if low == 1 else 's', n))
    if n > high:
        raise TypeError(' expected %s%d argument%s, got %d' % (
            '' if low == high else 'at most ', high,
            '' if high == 1 else 's', n))


def _one_arg(fname, args, kwargs, argname, required):
    # Argument Clinic's parsing of f(argname) / f(argname=<default>)
    total = len(args) + len(kwargs)
    if total > 1:
        raise TypeError('%s() takes at most 1 argument (%d given)'
                        % (fname, total))
    if args:
        return args[0]
    if kwargs:
        if argname in kwargs:
            return kwargs[argname]
        if required:
            raise TypeError("%s() missing required argument '%s' (pos 1)"
                            % (fname, argname))
        for key in kwargs:
            raise TypeError("'%s' is an invalid keyword argument for %s()"
                            % (key, fname))
    if required:
        raise TypeError("%s() missing required argument '%s' (pos 1)"
                        % (fname, argname))
    return _NOT_GIVEN


# ---------------------------------------------------------------------------
# The dialect object of the C module (_csv.Dialect)

_DIALECT_PARAMS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
                   'quotechar', 'quoting', 'skipinitialspace', 'strict')
_DIALECT_KEYWORDS = ('dialect',) + _DIALECT_PARAMS
_BOOL_PARAMS = ('doublequote', 'skipinitialspace', 'strict')


def _char_param(name, value, default):
    if value is _NOT_GIVEN:
        return default
    if not isinstance(value, str):
        raise TypeError('"%s" must be string, not %s'
                        % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


def _char_or_none_param(name, value, default):
    if value is _NOT_GIVEN:
        return default
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError('"%s" must be string or None, not %s'
                        % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class _Dialect:
    """The dialect of a reader or writer: its parameters, read-only."""

    def __getattr__(self, name):
        raise _no_attribute('Dialect', name)

    def __setattr__(self, name, value):
        _dialect_readonly(name)

    def __delattr__(self, name):
        _dialect_readonly(name)


def _dialect_readonly(name):
    if name in _BOOL_PARAMS:
        raise AttributeError('readonly attribute')
    if name in _DIALECT_PARAMS:
        raise AttributeError("attribute '%s' of '_csv.Dialect' objects is "
                             "not writable" % name)
    raise AttributeError("'_csv.Dialect' object has no attribute '%s'" % name)


def _no_attribute(typename, name):
    return AttributeError("'_csv.%s' object has no attribute '%s'"
                          % (typename, name))


_Dialect.__name__ = 'Dialect'
_Dialect.__qualname__ = 'Dialect'
_Dialect.__module__ = '_csv'


def _make_dialect(dialect, kwargs):
    """What calling _csv.Dialect(dialect, **kwargs) does (dialect is
    _NOT_GIVEN when there is no positional argument)."""
    if kwargs:
        if dialect is not _NOT_GIVEN and 'dialect' in kwargs:
            raise TypeError("argument for function given by name "
                            "('dialect') and position (1)")
        for key in kwargs:
            if key not in _DIALECT_KEYWORDS:
                raise TypeError("'%s' is an invalid keyword argument for "
                                "this function" % key)
        if dialect is _NOT_GIVEN:
            dialect = kwargs.get('dialect', _NOT_GIVEN)
    params = {}
    given = False
    for name in _DIALECT_PARAMS:
        if kwargs and name in kwargs:
            params[name] = kwargs[name]
            given = True
        else:
            params[name] = _NOT_GIVEN
    if dialect is not _NOT_GIVEN:
        if isinstance(dialect, str):
            dialect = _registered(dialect)
        if isinstance(dialect, _Dialect) and not given:
            return dialect
        for name in _DIALECT_PARAMS:
            if params[name] is _NOT_GIVEN:
                try:
                    params[name] = getattr(dialect, name)
                except Exception:
                    pass

    delimiter = _char_param('delimiter', params['delimiter'], ',')
    v = params['doublequote']
    doublequote = True if v is _NOT_GIVEN else bool(v)
    escapechar = _char_or_none_param('escapechar', params['escapechar'], None)
    v = params['lineterminator']
    if v is _NOT_GIVEN:
        lineterminator = '\r\n'
    elif v is None:
        lineterminator = None
    elif isinstance(v, str):
        lineterminator = v
    else:
        raise TypeError('"lineterminator" must be a string')
    quotechar = _char_or_none_param('quotechar', params['quotechar'], '"')
    v = params['quoting']
    if v is _NOT_GIVEN:
        quoting = QUOTE_MINIMAL
    elif type(v) is not int:
        raise TypeError('"quoting" must be an integer')
    elif v < -2147483648 or v > 2147483647:
        raise OverflowError('Python int too large to convert to C int')
    else:
        quoting = v
    v = params['skipinitialspace']
    skipinitialspace = False if v is _NOT_GIVEN else bool(v)
    v = params['strict']
    strict = False if v is _NOT_GIVEN else bool(v)

    if quoting < QUOTE_MINIMAL or quoting > QUOTE_NONE:
        raise TypeError('bad "quoting" value')
    if params['quotechar'] is None and params['quoting'] is _NOT_GIVEN:
        quoting = QUOTE_NONE
    if quoting != QUOTE_NONE and quotechar is None:
        raise TypeError('quotechar must be set if quoting enabled')
    if lineterminator is None:
        raise TypeError('lineterminator must be set')

    d = _Dialect()
    setter = object.__setattr__
    setter(d, 'delimiter', delimiter)
    setter(d, 'doublequote', doublequote)
    setter(d, 'escapechar', escapechar)
    setter(d, 'lineterminator', lineterminator)
    setter(d, 'quotechar', quotechar)
    setter(d, 'quoting', quoting)
    setter(d, 'skipinitialspace', skipinitialspace)
    setter(d, 'strict', strict)
    return d


def _registered(name):
    d = _dialects.get(name, _NOT_GIVEN)
    if d is _NOT_GIVEN:
        raise Error('unknown dialect')
    return d


# ---------------------------------------------------------------------------
# The dialect registry and the field size limit


def register_dialect(*args, **kwargs):
    """register_dialect(name, dialect=None, **fmtparams): make a dialect
    known by a name."""
    _unpack_args(args, 1, 2)
    name = args[0]
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    dialect = _make_dialect(args[1] if len(args) == 2 else _NOT_GIVEN,
                            kwargs)
    _dialects[name] = dialect


def unregister_dialect(*args, **kwargs):
    """unregister_dialect(name): forget a registered dialect."""
    name = _one_arg('unregister_dialect', args, kwargs, 'name', True)
    if _dialects.pop(name, _NOT_GIVEN) is _NOT_GIVEN:
        raise Error('unknown dialect')


def get_dialect(*args, **kwargs):
    """get_dialect(name): the dialect registered under a name."""
    name = _one_arg('get_dialect', args, kwargs, 'name', True)
    return _registered(name)


def list_dialects(*args, **kwargs):
    """list_dialects(): the names of the registered dialects."""
    if kwargs:
        raise TypeError('_csv.list_dialects() takes no keyword arguments')
    if args:
        raise TypeError('_csv.list_dialects() takes no arguments (%d given)'
                        % len(args))
    return list(_dialects)


def field_size_limit(*args, **kwargs):
    """field_size_limit([new_limit]): the largest field a reader accepts;
    with an argument, sets it and returns the old one."""
    global _field_limit
    new = _one_arg('field_size_limit', args, kwargs, 'new_limit', False)
    old = _field_limit
    if new is not _NOT_GIVEN:
        if type(new) is not int:
            raise TypeError('limit must be an integer')
        if new < -9223372036854775808 or new > 9223372036854775807:
            raise OverflowError('Python int too large to convert to C long')
        _field_limit = new
    return old


# ---------------------------------------------------------------------------
# Reading

# the states of the parser (as in CPython's reader)
_START_RECORD = 0
_START_FIELD = 1
_ESCAPED_CHAR = 2
_IN_FIELD = 3
_IN_QUOTED_FIELD = 4
_ESCAPE_IN_QUOTED_FIELD = 5
_QUOTE_IN_QUOTED_FIELD = 6
_EAT_CRNL = 7
_AFTER_ESCAPED_CRNL = 8

_NEWLINE_ERROR = ('new-line character seen in unquoted field - do you need '
                  'to open the file in universal-newline mode?')


def _limit_error(limit):
    return Error('field larger than field limit (%d)' % limit)


class _Reader:
    """A CSV reader: iterating over it yields the records of its input as
    lists of fields."""

    def __init__(self, lines, dialect):
        setter = object.__setattr__
        setter(self, 'dialect', dialect)
        setter(self, 'line_num', 0)
        setter(self, '_lines', lines)
        delimiter = dialect.delimiter
        quotechar = dialect.quotechar
        if dialect.quoting == QUOTE_NONE:
            quotechar = None
        skip = dialect.skipinitialspace
        setter(self, '_params', (
            delimiter, quotechar, dialect.escapechar, dialect.doublequote,
            skip, dialect.strict, dialect.quoting == QUOTE_NONNUMERIC))
        # Records on one line without quotes, escapes or line breaks are
        # split with str.split (unless that would read differently).
        setter(self, '_split_ok',
               delimiter != '\n' and delimiter != '\r'
               and not (skip and delimiter == ' '))

    def __getattr__(self, name):
        raise _no_attribute('reader', name)

    def __setattr__(self, name, value):
        if name == 'dialect' or name == 'line_num':
            raise AttributeError('readonly attribute')
        raise _no_attribute('reader', name)

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __iter__(self):
        return self

    def __next__(self):
        (delim, qc, esc, doublequote, skipspace, strict,
         numeric_mode) = self._params
        lines = self._lines
        fields = []
        parts = []
        flen = 0
        numeric = False
        state = _START_RECORD
        while True:
            try:
                line = next(lines)
            except StopIteration:
                if flen != 0 or state == _IN_QUOTED_FIELD:
                    if strict:
                        raise Error('unexpected end of data')
                    field = ''.join(parts)
                    if numeric:
                        field = float(field)
                    fields.append(field)
                    return fields
                raise
            if not isinstance(line, str):
                raise Error('iterator should return strings, not %.200s '
                            '(the file should be opened in text mode)'
                            % type(line).__name__)
            object.__setattr__(self, 'line_num', self.line_num + 1)
            limit = _field_limit

            if state == _START_RECORD and self._split_ok:
                body = line.rstrip('\r\n')
                if (len(body) <= limit and '\n' not in body
                        and '\r' not in body
                        and (qc is None or qc not in body)
                        and (esc is None or esc not in body)):
                    if not body:
                        return fields
                    fields = body.split(delim)
                    if skipspace:
                        fields = [f.lstrip(' ') for f in fields]
                    if numeric_mode:
                        fields = [float(f) if f else f for f in fields]
                    return fields

            i = 0
            n = len(line)
            while i < n:
                c = line[i]
                if state == _IN_FIELD or state == _AFTER_ESCAPED_CRNL:
                    if c == '\n' or c == '\r':
                        field = ''.join(parts)
                        if numeric:
                            numeric = False
                            field = float(field)
                        fields.append(field)
                        parts = []
                        flen = 0
                        state = _EAT_CRNL
                        i += 1
                    elif c == esc:
                        state = _ESCAPED_CHAR
                        i += 1
                    elif c == delim:
                        field = ''.join(parts)
                        if numeric:
                            numeric = False
                            field = float(field)
                        fields.append(field)
                        parts = []
                        flen = 0
                        state = _START_FIELD
                        i += 1
                    else:
                        # ordinary characters up to the next special one
                        j = line.find(delim, i)
                        if j < 0:
                            j = n
                        k = line.find('\n', i, j)
                        if k >= 0:
                            j = k
                        k = line.find('\r', i, j)
                        if k >= 0:
                            j = k
                        if esc is not None:
                            k = line.find(esc, i, j)
                            if k >= 0:
                                j = k
                        if flen + (j - i) > limit:
                            raise _limit_error(limit)
                        parts.append(line[i:j])
                        flen += j - i
                        i = j
                elif state == _IN_QUOTED_FIELD:
                    if c == esc:
                        state = _ESCAPE_IN_QUOTED_FIELD
                        i += 1
                    elif c == qc:
                        if doublequote:
                            state = _QUOTE_IN_QUOTED_FIELD
                        else:
                            state = _IN_FIELD
                        i += 1
                    else:
                        j = n
                        if qc is not None:
                            k = line.find(qc, i)
                            if k >= 0:
                                j = k
                        if esc is not None:
                            k = line.find(esc, i, j)
                            if k >= 0:
                                j = k
                        if flen + (j - i) > limit:
                            raise _limit_error(limit)
                        parts.append(line[i:j])
                        flen += j - i
                        i = j
                elif state == _START_FIELD:
                    if c == '\n' or c == '\r':
                        fields.append('')
                        state = _EAT_CRNL
                    elif c == qc:
                        state = _IN_QUOTED_FIELD
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == ' ' and skipspace:
                        pass
                    elif c == delim:
                        fields.append('')
                    else:
                        if numeric_mode:
                            numeric = True
                        if flen >= limit:
                            raise _limit_error(limit)
                        parts.append(c)
                        flen += 1
                        state = _IN_FIELD
                    i += 1
                elif state == _START_RECORD:
                    if c == '\n' or c == '\r':
                        state = _EAT_CRNL
                        i += 1
                    else:
                        state = _START_FIELD
                elif state == _QUOTE_IN_QUOTED_FIELD:
                    if c == qc:
                        if flen >= limit:
                            raise _limit_error(limit)
                        parts.append(c)
                        flen += 1
                        state = _IN_QUOTED_FIELD
                    elif c == delim or c == '\n' or c == '\r':
                        field = ''.join(parts)
                        if numeric:
                            numeric = False
                            field = float(field)
                        fields.append(field)
                        parts = []
                        flen = 0
                        state = _START_FIELD if c == delim else _EAT_CRNL
                    elif not strict:
                        if flen >= limit:
                            raise _limit_error(limit)
                        parts.append(c)
                        flen += 1
                        state = _IN_FIELD
                    else:
                        raise Error("'%s' expected after '%s'" % (delim, qc))
                    i += 1
                elif state == _ESCAPED_CHAR:
                    if flen >= limit:
                        raise _limit_error(limit)
                    parts.append(c)
                    flen += 1
                    if c == '\n' or c == '\r':
                        state = _AFTER_ESCAPED_CRNL
                    else:
                        state = _IN_FIELD
                    i += 1
                elif state == _ESCAPE_IN_QUOTED_FIELD:
                    if flen >= limit:
                        raise _limit_error(limit)
                    parts.append(c)
                    flen += 1
                    state = _IN_QUOTED_FIELD
                    i += 1
                else:  # _EAT_CRNL
                    if c != '\n' and c != '\r':
                        raise Error(_NEWLINE_ERROR)
                    i += 1

            # the end of the line
            if state == _IN_FIELD or state == _START_FIELD \
                    or state == _QUOTE_IN_QUOTED_FIELD:
                field = ''.join(parts)
                if numeric:
                    numeric = False
                    field = float(field)
                fields.append(field)
                parts = []
                flen = 0
                return fields
            elif state == _START_RECORD or state == _EAT_CRNL:
                return fields
            elif state == _ESCAPED_CHAR:
                if flen >= limit:
                    raise _limit_error(limit)
                parts.append('\n')
                flen += 1
                state = _IN_FIELD
            elif state == _ESCAPE_IN_QUOTED_FIELD:
                if flen >= limit:
                    raise _limit_error(limit)
                parts.append('\n')
                flen += 1
                state = _IN_QUOTED_FIELD
            # _IN_QUOTED_FIELD and _AFTER_ESCAPED_CRNL go on to the next line


_Reader.__name__ = 'reader'
_Reader.__qualname__ = 'reader'
_Reader.__module__ = '_csv'


def reader(*args, **kwargs):
    """reader(iterable, dialect='excel', **fmtparams): an iterator over the
    records (lists of fields) in an iterable of lines."""
    _unpack_args(args, 1, 2)
    lines = iter(args[0])
    dialect = _make_dialect(args[1] if len(args) == 2 else _NOT_GIVEN, kwargs)
    return _Reader(lines, dialect)


# ---------------------------------------------------------------------------
# Writing


def _is_number(x):
    # PyNumber_Check: ints, floats, complex numbers and objects that can
    # be turned into an int or a float
    t = type(x)
    if t is int or t is float or t is bool:
        return True
    if t is str or x is None:
        return False
    return (hasattr(t, '__index__') or hasattr(t, '__int__')
            or hasattr(t, '__float__'))


class _Writer:
    """A CSV writer: writerow() and writerows() write records to the
    object it was made with."""

    def __init__(self, write, dialect):
        setter = object.__setattr__
        setter(self, 'dialect', dialect)
        setter(self, '_write', write)
        lt = dialect.lineterminator
        specials = [dialect.delimiter]
        for ch in (dialect.escapechar, dialect.quotechar):
            if ch is not None and ch not in specials:
                specials.append(ch)
        for ch in lt:
            if ch not in specials:
                specials.append(ch)
        setter(self, '_params', (
            dialect.delimiter, dialect.quotechar, dialect.escapechar,
            dialect.doublequote, dialect.quoting, lt, tuple(specials),
            ''.join(specials)))

    def __getattr__(self, name):
        raise _no_attribute('writer', name)

    def __setattr__(self, name, value):
        if name == 'dialect':
            raise AttributeError('readonly attribute')
        raise _no_attribute('writer', name)

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def writerow(self, *args, **kwargs):
        """writerow(iterable): write one record; returns what the write
        method returned."""
        if kwargs or len(args) != 1:
            _method_args('writerow', args, kwargs)
        row = args[0]
        (delim, qc, esc, doublequote, quoting, lt, specials,
         specialstr) = self._params
        try:
            fields = iter(row)
        except TypeError:
            fields = None
        if fields is None:
            raise Error('iterable expected, not %.200s' % type(row).__name__)
        out = []
        for field in fields:
            if quoting == QUOTE_MINIMAL:
                quoted = False
            elif quoting == QUOTE_ALL:
                quoted = True
            elif quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            else:
                quoted = False
            if field is None:
                text = ''
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            special = False
            if text:
                for ch in specials:
                    if ch in text:
                        special = True
                        break
            if special:
                pieces = []
                for c in text:
                    if c in specialstr:
                        escape = False
                        if quoting == QUOTE_NONE:
                            escape = True
                        else:
                            if c == qc:
                                if doublequote:
                                    pieces.append(qc)
                                else:
                                    escape = True
                            elif c == esc:
                                escape = True
                            if not escape:
                                quoted = True
                        if escape:
                            if esc is None:
                                raise Error(
                                    'need to escape, but no escapechar set')
                            pieces.append(esc)
                    pieces.append(c)
                text = ''.join(pieces)
            if quoted:
                text = qc + text + qc
            out.append(text)
        if len(out) == 1 and not out[0]:
            if quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            out[0] = qc + qc
        return self._write(delim.join(out) + lt)

    def writerows(self, *args, **kwargs):
        """writerows(iterable of rows): write each row as a record."""
        if kwargs or len(args) != 1:
            _method_args('writerows', args, kwargs)
        for row in args[0]:
            self.writerow(row)


_Writer.__name__ = 'writer'
_Writer.__qualname__ = 'writer'
_Writer.__module__ = '_csv'


def _method_args(name, args, kwargs):
    if kwargs:
        raise TypeError('writer.%s() takes no keyword arguments' % name)
    raise TypeError('writer.%s() takes exactly one argument (%d given)'
                    % (name, len(args)))


def writer(*args, **kwargs):
    """writer(fileobj, dialect='excel', **fmtparams): an object whose
    writerow() and writerows() write records through fileobj.write()."""
    _unpack_args(args, 1, 2)
    write = getattr(args[0], 'write', None)
    if write is None or not callable(write):
        raise TypeError('argument 1 must have a "write" method')
    dialect = _make_dialect(args[1] if len(args) == 2 else _NOT_GIVEN, kwargs)
    return _Writer(write, dialect)


# ---------------------------------------------------------------------------
# Dialect classes


class Dialect:
    """Describe a CSV dialect.

    Subclasses set the class attributes delimiter, quotechar, escapechar,
    doublequote, skipinitialspace, lineterminator and quoting (and may set
    strict); instantiating one checks them, raising Error if they are not
    a valid dialect.
    """
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _make_dialect(self, None)
        except TypeError as e:
            problem = str(e)
        else:
            return
        raise Error(problem)


class excel(Dialect):
    """The usual properties of an Excel-generated CSV file."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect("excel", excel)


class excel_tab(excel):
    """The usual properties of an Excel-generated TAB-delimited file."""
    delimiter = '\t'


register_dialect("excel-tab", excel_tab)


class unix_dialect(Dialect):
    """The usual properties of a CSV file made on UNIX systems: '\\n'
    line endings and every field quoted."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("unix", unix_dialect)


# ---------------------------------------------------------------------------
# Dictionaries


class DictReader:
    """Read records as dicts keyed by fieldnames (by default the first
    record). Extra fields go to a list under restkey, missing ones get
    restval; empty records are skipped."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            # reads the header if there is one to read
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        result = dict(zip(names, row))
        nnames = len(names)
        nrow = len(row)
        if nnames < nrow:
            result[self.restkey] = row[nnames:]
        elif nnames > nrow:
            for key in names[nrow:]:
                result[key] = self.restval
        return result


class DictWriter:
    """Write dicts as records, their values in the order of fieldnames;
    missing keys are written as restval, and keys not in fieldnames raise
    ValueError (extrasaction='raise') or are left out ('ignore')."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


# ---------------------------------------------------------------------------
# Sniffer


def _lines_of(text):
    # the lines io.StringIO(text) yields: split after each '\n'
    result = []
    start = 0
    while True:
        end = text.find('\n', start)
        if end < 0:
            if start < len(text):
                result.append(text[start:])
            return result
        result.append(text[start:end + 1])
        start = end + 1


def _float_end(s, i):
    # where the longest float literal starting at s[i] ends (i if none),
    # as C's strtod reads one
    n = len(s)
    j = i
    if j < n and (s[j] == '+' or s[j] == '-'):
        j += 1
    word = s[j:j + 8].lower()
    if word == 'infinity':
        return j + 8
    if word[:3] == 'inf' or word[:3] == 'nan':
        return j + 3
    k = j
    digits = 0
    while k < n and '0' <= s[k] <= '9':
        k += 1
        digits += 1
    if k < n and s[k] == '.':
        k += 1
        while k < n and '0' <= s[k] <= '9':
            k += 1
            digits += 1
    if digits == 0:
        return i
    if k < n and (s[k] == 'e' or s[k] == 'E'):
        m = k + 1
        if m < n and (s[m] == '+' or s[m] == '-'):
            m += 1
        if m < n and '0' <= s[m] <= '9':
            while m < n and '0' <= s[m] <= '9':
                m += 1
            k = m
    return k


_C_SPACE = ' \t\n\r\x0b\x0c'


def _is_complex(text):
    """Whether complex(text) would succeed (Trellis has no complex)."""
    chars = []
    for ch in text:
        if ord(ch) > 127:
            if ch.isspace():
                ch = ' '
            elif ch.isdecimal():
                ch = str(int(ch))
            else:
                ch = '?'
        chars.append(ch)
    s = ''.join(chars)
    if '_' in s:
        kept = []
        prev = ''
        for ch in s:
            if ch == '_':
                if not ('0' <= prev <= '9'):
                    return False
            else:
                if prev == '_' and not ('0' <= ch <= '9'):
                    return False
                kept.append(ch)
            prev = ch
        if prev == '_':
            return False
        s = ''.join(kept)
    n = len(s)
    i = 0
    while i < n and s[i] in _C_SPACE:
        i += 1
    bracket = i < n and s[i] == '('
    if bracket:
        i += 1
        while i < n and s[i] in _C_SPACE:
            i += 1
    j = _float_end(s, i)
    if j != i:
        i = j
        if i < n and (s[i] == '+' or s[i] == '-'):
            j = _float_end(s, i)
            i = j if j != i else i + 1
            if not (i < n and (s[i] == 'j' or s[i] == 'J')):
                return False
            i += 1
        elif i < n and (s[i] == 'j' or s[i] == 'J'):
            i += 1
    else:
        if i < n and (s[i] == '+' or s[i] == '-'):
            i += 1
        if not (i < n and (s[i] == 'j' or s[i] == 'J')):
            return False
        i += 1
    while i < n and s[i] in _C_SPACE:
        i += 1
    if bracket:
        if not (i < n and s[i] == ')'):
            return False
        i += 1
        while i < n and s[i] in _C_SPACE:
            i += 1
    return i == n


_NUMBER = object()   # the column type "complex" of CPython's has_header
_ASCII = [chr(c) for c in range(127)]


class Sniffer:
    """Guess the dialect of a CSV sample (sniff) and whether its first
    row is a header (has_header)."""

    def __init__(self):
        # delimiters to prefer when several are equally likely
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """Return a Dialect subclass describing the sample."""
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample,
                                                                delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        """Look for quoted fields: a quote character that follows a
        delimiter or a line start and is followed by a delimiter or a line
        end. Returns (quotechar, doublequote, delimiter, skipinitialspace)."""
        import re
        patterns = (
            # ,"...",
            r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?'
            r'(?P=quote)(?P=delim)',
            # "...",   at a line start
            r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])'
            r'(?P<space> ?)',
            # ,"..."   at a line end
            r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?'
            r'(?P=quote)(?:$|\n)',
            # "..."    alone on a line
            r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
        )
        found = []
        groups = None
        for pattern in patterns:
            regexp = re.compile(pattern, re.DOTALL | re.MULTILINE)
            found = regexp.findall(data)
            if found:
                groups = regexp.groupindex
                break
        if not found:
            return ('', False, None, 0)

        quote_counts = {}
        delim_counts = {}
        spaces = 0
        qi = groups['quote'] - 1
        di = groups['delim'] - 1 if 'delim' in groups else -1
        si = groups['space'] - 1 if 'space' in groups else -1
        for m in found:
            q = m[qi]
            if q:
                quote_counts[q] = quote_counts.get(q, 0) + 1
            if di < 0:
                continue
            d = m[di]
            if d and (delimiters is None or d in delimiters):
                delim_counts[d] = delim_counts.get(d, 0) + 1
            if si < 0:
                continue
            if m[si]:
                spaces += 1

        quotechar = max(quote_counts, key=quote_counts.get)
        if delim_counts:
            delim = max(delim_counts, key=delim_counts.get)
            skipinitialspace = delim_counts[delim] == spaces
            if delim == '\n':
                delim = ''
        else:
            delim = ''
            skipinitialspace = 0

        # a quote character between two others inside one field means
        # quotes are doubled
        d = re.escape(delim)
        dq_regexp = re.compile(
            r"((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)"
            % (d, quotechar, d, quotechar, d, quotechar, d), re.MULTILINE)
        doublequote = bool(dq_regexp.search(data))
        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        """Find the character that occurs equally often on (nearly) every
        line, reading the lines in chunks of 10. Returns (delimiter,
        skipinitialspace), ('', 0) if there is none."""
        lines = [line for line in data.split('\n') if line]
        nlines = len(lines)
        chunk = min(10, nlines)
        rounds = 0
        # for each character, how many lines have each count of it
        freq_tables = {}
        modes = {}
        candidates = {}
        start = 0
        end = chunk
        while start < nlines:
            rounds += 1
            for line in lines[start:end]:
                counts = {}
                for ch in line:
                    counts[ch] = counts.get(ch, 0) + 1
                for ch in _ASCII:
                    table = freq_tables.get(ch)
                    if table is None:
                        table = {}
                        freq_tables[ch] = table
                    count = counts.get(ch, 0)
                    table[count] = table.get(count, 0) + 1

            for ch, table in freq_tables.items():
                entries = list(table.items())
                if len(entries) == 1 and entries[0][0] == 0:
                    continue
                if len(entries) > 1:
                    # the most common count, less the lines with others
                    best = max(entries, key=lambda e: e[1])
                    entries.remove(best)
                    others = 0
                    for e in entries:
                        others += e[1]
                    modes[ch] = (best[0], best[1] - others)
                else:
                    modes[ch] = entries[0]

            total = float(min(chunk * rounds, nlines))
            consistency = 1.0
            while len(candidates) == 0 and consistency >= 0.9:
                for ch, mode in modes.items():
                    if mode[0] > 0 and mode[1] > 0:
                        if (mode[1] / total >= consistency
                                and (delimiters is None or ch in delimiters)):
                            candidates[ch] = mode
                consistency -= 0.01

            if len(candidates) == 1:
                delim = list(candidates)[0]
                first = lines[0]
                return (delim,
                        first.count(delim) == first.count(delim + ' '))
            start = end
            end += chunk

        if not candidates:
            return ('', 0)

        if len(candidates) > 1:
            for d in self.preferred:
                if d in candidates:
                    first = lines[0]
                    return (d, first.count(d) == first.count(d + ' '))

        ranked = sorted([(mode, ch) for ch, mode in candidates.items()])
        delim = ranked[-1][1]
        first = lines[0]
        return (delim, first.count(delim) == first.count(delim + ' '))

    def has_header(self, sample):
        """Guess whether the first row of the sample is a header: it is
        when its fields differ in type or length from the columns below."""
        rows = reader(_lines_of(sample), self.sniff(sample))
        header = next(rows)
        ncols = len(header)
        col_types = {}
        for i in range(ncols):
            col_types[i] = None

        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != ncols:
                continue
            for col in list(col_types):
                if _is_complex(row[col]):
                    kind = _NUMBER
                else:
                    kind = len(row[col])
                if kind != col_types[col]:
                    if col_types[col] is None:
                        col_types[col] = kind
                    else:
                        del col_types[col]

        votes = 0
        for col, kind in col_types.items():
            if type(kind) == int:
                if len(header[col]) != kind:
                    votes += 1
                else:
                    votes -= 1
            elif kind is _NUMBER and _is_complex(header[col]):
                votes -= 1
            else:
                votes += 1
        return votes > 0
