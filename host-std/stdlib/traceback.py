"""Printing and formatting exceptions as the interpreter does (CPython
3.11 API), written for Trellis.

Implemented: format_exc, print_exc, format_exception, print_exception,
format_exception_only, print_last (raises as CPython does without a last
error), TracebackException (from_exception, format, format_exception_only,
print, stack, exc_type, __cause__, __context__), StackSummary,
FrameSummary (filename, lineno, name, line, end_lineno, colno,
end_colno).

Differences: there are no traceback objects (`e.__traceback__` is None),
so the text always comes from the frames the exception itself passed
through, whatever `tb` argument is given, and `limit` cuts the frames
printed only; format_tb, extract_tb, walk_tb and the stack functions
(print_stack, format_stack, extract_stack, walk_stack) give nothing.
format_exception returns the text as one string per line.
"""

import sys
from _traceback import format_exception as _format

__all__ = ['extract_stack', 'extract_tb', 'format_exception',
           'format_exception_only', 'format_list', 'format_stack',
           'format_tb', 'print_exc', 'format_exc', 'print_exception',
           'print_last', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException',
           'walk_stack', 'walk_tb']

_sentinel = object()


def _exception_of(exc, value):
    """The exception object a call names: the value when given, else
    `exc` itself (the 3.10+ one-argument form)."""
    if value is not _sentinel and value is not None:
        return value
    if isinstance(exc, BaseException):
        return exc
    if value is None or exc is None:
        return None
    return None


def _only(e):
    """The last lines of the report: 'Type: message', then the notes."""
    if e is None:
        return 'NoneType: None\n'
    cls = type(e)
    name = cls.__qualname__
    if cls.__module__ not in ('__main__', 'builtins'):
        name = cls.__module__ + '.' + name
    try:
        text = str(e)
    except Exception:
        text = '<exception str() failed>'
    out = name + ': ' + text + '\n' if text else name + '\n'
    for note in getattr(e, '__notes__', None) or ():
        out += str(note) + '\n'
    return out


def _cut(text, limit):
    """`text` with only `limit` frames of each traceback (the first ones,
    or for a negative limit the last ones); without frames a traceback
    loses its header too, as CPython prints it."""
    if limit is None:
        return text
    out = []
    block = None
    for line in text.splitlines(keepends=True):
        if line.startswith('Traceback ('):
            block = [line, []]
            continue
        if block is not None and line.startswith('  '):
            if line.startswith('  File '):
                block[1].append([line])
            elif block[1]:
                block[1][-1].append(line)
            continue
        if block is not None:
            frames = block[1]
            kept = frames[:limit] if limit >= 0 else frames[limit:]
            if kept:
                out.append(block[0])
                for f in kept:
                    out.extend(f)
            block = None
        out.append(line)
    return ''.join(out)


def _text(e, limit=None, chain=True):
    if e is None:
        return 'NoneType: None\n'
    if not chain:
        saved = (e.__cause__, e.__context__, e.__suppress_context__)
        e.__cause__ = None
        e.__context__ = None
        try:
            text = _format(e)
        finally:
            e.__cause__, e.__context__, e.__suppress_context__ = saved
    else:
        text = _format(e)
    return _cut(text, limit)


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    text = _text(_exception_of(exc, value), limit, chain)
    return text.splitlines(keepends=True)


def format_exception_only(exc, /, value=_sentinel):
    e = _exception_of(exc, value)
    return _only(e).splitlines(keepends=True)


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    if file is None:
        file = sys.stderr
    file.write(_text(_exception_of(exc, value), limit, chain))


def format_exc(limit=None, chain=True):
    return _text(sys.exc_info()[1], limit, chain)


def print_exc(limit=None, file=None, chain=True):
    if file is None:
        file = sys.stderr
    file.write(format_exc(limit, chain))


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, 'last_value'):
        raise ValueError('no last exception')
    print_exception(sys.last_value, limit=limit, file=file, chain=chain)


# Frames and stacks: there are no frame objects to walk.

def walk_tb(tb):
    return iter(())


def walk_stack(f):
    return iter(())


def extract_tb(tb, limit=None):
    return StackSummary()


def extract_stack(f=None, limit=None):
    return StackSummary()


def format_tb(tb, limit=None):
    return []


def format_stack(f=None, limit=None):
    return []


def print_tb(tb, limit=None, file=None):
    pass


def print_stack(f=None, limit=None, file=None):
    pass


def clear_frames(tb):
    pass


class FrameSummary:
    """One frame of a traceback."""

    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno',
                 'name', '_line', 'locals')

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None, end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = locals
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno

    @property
    def line(self):
        return None if self._line is None else self._line.strip()

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __len__(self):
        return 4

    def __repr__(self):
        return '<FrameSummary file {filename}, line {lineno} in {name}>'.format(
            filename=self.filename, lineno=self.lineno, name=self.name)


class StackSummary(list):
    """A list of FrameSummary objects."""

    @classmethod
    def from_list(cls, a_list):
        result = cls()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format(self):
        out = []
        for f in self:
            row = '  File "%s", line %s, in %s\n' % (f.filename, f.lineno, f.name)
            if f.line:
                row += '    %s\n' % f.line
            out.append(row)
        return out


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


class TracebackException:
    """An exception ready to format (its text is made when formatted)."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        self._exc = exc_value
        self._limit = limit
        self.exc_type = exc_type
        self.stack = StackSummary()
        self.__notes__ = getattr(exc_value, '__notes__', None)
        if exc_value is not None and exc_value.__cause__ is not None:
            c = exc_value.__cause__
            self.__cause__ = TracebackException(type(c), c, None, limit=limit)
        else:
            self.__cause__ = None
        if exc_value is not None and exc_value.__context__ is not None:
            c = exc_value.__context__
            self.__context__ = TracebackException(type(c), c, None, limit=limit)
        else:
            self.__context__ = None
        self.__suppress_context__ = (
            exc_value.__suppress_context__ if exc_value is not None else False)
        self._str = str(exc_value) if exc_value is not None else ''

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, None, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        yield from format_exception_only(self._exc)

    def format(self, *, chain=True):
        yield from format_exception(self._exc, limit=self._limit, chain=chain)

    def print(self, *, file=None, chain=True):
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end='')
