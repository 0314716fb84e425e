"""JSON encoder and decoder (CPython 3.11 API), written for Trellis.

Implemented: dumps, dump, loads, load; JSONEncoder (encode, iterencode,
default, and the options skipkeys, ensure_ascii, check_circular,
allow_nan, sort_keys, indent as int or str, separators, default);
JSONDecoder (decode, raw_decode, scan_once, memo, and the options
object_hook, object_pairs_hook, parse_float, parse_int, parse_constant,
strict); JSONDecodeError (msg, doc, pos, lineno, colno); scanstring,
make_scanner, encode_basestring, encode_basestring_ascii,
detect_encoding; bytes and bytearray input in UTF-8, UTF-16 or UTF-32.
The text produced, the chunks iterencode() yields and dump() writes, and
the errors (types, messages, positions) are CPython's.

CPython's json is a package with C accelerators; this is one module, and
json.decoder, json.encoder and json.scanner are attributes of it (so
`json.decoder.JSONDecodeError` works), not modules: `import json.decoder`
fails. Not implemented: json.tool, and JSONDecoder's parse_object and
parse_array attributes. dumps() and encode() run one loop with a stack of
the containers being written (arrays of only ints and floats are written
by repr()); the decoder is one loop with a stack of the containers being
filled, reading a text with characters past ASCII through an ASCII
stand-in (indexing such a str here takes time that grows with the index).

Differences: strings here cannot hold lone surrogates, so a \\uXXXX
escape of a lone surrogate decodes to U+FFFD.
Nesting too deep raises CPython's RecursionError, but the depth where that
happens is fixed here (about the recursion limit) where CPython's depends
on the frames below the call, and with indent the message is always the
C encoder's. A list or dict that default() changes while it is being
written is written as it was when its writing began.
"""

__version__ = '2.0.9'
__all__ = ['dump', 'dumps', 'load', 'loads',
           'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']

import sys as _sys

try:
    # The plain cases in Rust; each answers NotImplemented for anything
    # else, which this module's own code then does (a build without the
    # core's `json` feature has no `_json`).
    import _json
except ImportError:
    _json = None

INFINITY = float('inf')
NaN = float('nan')
PosInf = INFINITY
NegInf = -INFINITY
_INF = INFINITY
_NEGINF = -INFINITY


# ---------------------------------------------------------------------------
# The decoding error


class JSONDecodeError(ValueError):
    """A ValueError for text that is not valid JSON. Besides the message
    it keeps msg (the message without the position), doc (the text), pos
    (the index in doc where decoding stopped), and lineno and colno (the
    line and column of pos, from 1)."""

    def __init__(self, msg, doc, pos):
        line = doc.count('\n', 0, pos) + 1
        column = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(
            self, f'{msg}: line {line} column {column} (char {pos})')
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = line
        self.colno = column

    def __reduce__(self):
        return type(self), (self.msg, self.doc, self.pos)


# Where CPython defines it (tracebacks name it json.decoder.JSONDecodeError).
JSONDecodeError.__module__ = 'json.decoder'


# ---------------------------------------------------------------------------
# Encoding

# What each character that must be escaped becomes, by code point.
_ESCAPES = {0x22: '\\"', 0x5c: '\\\\', 0x08: '\\b', 0x0c: '\\f',
            0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t'}
for _i in range(0x20):
    if _i not in _ESCAPES:
        _ESCAPES[_i] = '\\u%04x' % _i
# ensure_ascii also escapes DEL and everything above it.
_ESCAPES_ASCII = dict(_ESCAPES)
_ESCAPES_ASCII[0x7f] = '\\u007f'
del _i


_NON_ASCII_ESCAPES = {}


def _non_ascii_table(s):
    # A str.translate table giving the \uXXXX form (a surrogate pair
    # above the BMP) of each character of s past ASCII.
    cache = _NON_ASCII_ESCAPES
    table = {}
    for c in set(s):
        if c > '\x7f':
            esc = cache.get(c)
            if esc is None:
                cp = ord(c)
                if cp < 0x10000:
                    esc = '\\u%04x' % cp
                else:
                    cp -= 0x10000
                    esc = '\\u%04x\\u%04x' % (0xd800 | (cp >> 10), 0xdc00 | (cp & 0x3ff))
                if len(cache) < 4096:
                    cache[c] = esc
            table[ord(c)] = esc
    return table


def _escape(s):
    # The text of s inside a JSON string's quotes.
    if s.isprintable() and '"' not in s and '\\' not in s:
        return s
    return s.translate(_ESCAPES)


def _escape_ascii(s):
    # The text of s inside a JSON string's quotes, in ASCII.
    if s.isascii():
        if s.isprintable() and '"' not in s and '\\' not in s:
            return s
        return s.translate(_ESCAPES_ASCII)
    return s.translate(_ESCAPES_ASCII).translate(_non_ascii_table(s))


def encode_basestring(s):
    """The JSON text (with its quotes) of the str s, keeping characters
    past ASCII as they are."""
    return '"' + _escape(s) + '"'


def encode_basestring_ascii(s):
    """The JSON text (with its quotes) of the str s, in ASCII: characters
    past it written as \\uXXXX escapes."""
    return '"' + _escape_ascii(s) + '"'


py_encode_basestring = encode_basestring
py_encode_basestring_ascii = encode_basestring_ascii
c_encode_basestring = None
c_encode_basestring_ascii = None
c_make_encoder = None


def _floatstr(o, allow_nan, detail):
    # The text of a float that is not finite (or of a float subclass's
    # value). CPython's C encoder (dumps without indent) leaves the value
    # out of its message, the Python one (indent, iterencode) puts it in.
    if o != o:
        text = 'NaN'
    elif o == _INF:
        text = 'Infinity'
    elif o == _NEGINF:
        text = '-Infinity'
    else:
        return float.__repr__(o)
    if not allow_nan:
        if detail:
            raise ValueError("Out of range float values are not JSON compliant: " +
                             repr(o))
        raise ValueError("Out of range float values are not JSON compliant")
    return text


_ENCODE_DEPTH_MSG = 'maximum recursion depth exceeded while encoding a JSON object'
_DECODE_DEPTH_MSG = 'maximum recursion depth exceeded while decoding a JSON %s from a unicode string'


def _depth_limit(depth, message, slack):
    # How deep containers may nest, checked once depth reaches the first
    # limit (64, so that shallow data never asks): CPython's C encoder and
    # scanner recurse once a level and stop at the recursion limit, less
    # the frames of the calls that led there (slack allows for those).
    limit = _sys.getrecursionlimit() - slack
    if depth >= limit:
        raise RecursionError(message)
    return limit


# Texts of small non-negative ints, made as they are first needed (int to
# str conversion is slow here).
_SMALL_INT_TEXT = [None] * 1024

_NUMBER_TYPES = frozenset((int, float))

# The texts of a top-level value's frame (see _make_oneshot).
_ROOT_TEXTS = ('', '', '', '', '', '"', '"', None, None)


def _make_oneshot(check_circular, default, encstr, allow_nan, indent,
                  key_separator, item_separator, sort_keys, skipkeys):
    """The encoder dumps() and encode() use: a function of o giving the
    list of parts to join. It is one loop with a stack of the containers
    being written (no recursion)."""
    detail = indent is not None
    # Whether an array of numbers is written as repr() writes a list.
    simple_lists = indent is None and item_separator == ', '
    ascii_only = encstr is encode_basestring_ascii
    esc_body = _escape_ascii if ascii_only else _escape
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent
    small = _SMALL_INT_TEXT
    # For each nesting depth: the texts opening an array and an object
    # there, the separator between items, the texts closing an array and
    # an object, the separator and the array's close after a string (with
    # its closing quote), and two caches of the text before an object's
    # str key's value (separator, key, key separator; the second with
    # the opening quote of a string value).
    levels = []

    def level_texts(level):
        while len(levels) <= level:
            depth = len(levels)
            if indent is None:
                texts = ('[', '{', item_separator, ']', '}')
            else:
                inner = '\n' + indent * (depth + 1)
                outer = '\n' + indent * depth
                texts = ('[' + inner, '{' + inner, item_separator + inner,
                         outer + ']', outer + '}')
            levels.append(texts + ('"' + texts[2], '"' + texts[3], {}, {}))
        return levels[level]

    def key_text(key):
        # A key that is not a str: its text with the key separator, or
        # None to skip it.
        if isinstance(key, str):
            text = key
        elif isinstance(key, float):
            if _NEGINF < key < _INF:
                text = float.__repr__(key)
            else:
                text = _floatstr(key, allow_nan, detail)
        elif key is True:
            text = 'true'
        elif key is False:
            text = 'false'
        elif key is None:
            text = 'null'
        elif isinstance(key, int):
            text = int.__repr__(key)
        elif skipkeys:
            return None
        else:
            raise TypeError(f'keys must be str, int, float, bool or None, '
                            f'not {key.__class__.__name__}')
        return encstr(text) + key_separator

    def encode(o):
        parts = []
        append = parts.append
        stack = []
        depth_limit = 64
        markers = {} if check_circular else None
        # The container being written: its items (seq; for an object its
        # (key, value) pairs), the next index and the length; kind is 0
        # for an array, 1 for an object, 2 for a single value written as
        # it is (the root, or what default() returned); start is where
        # its items begin in parts, mid its key in markers and texts its
        # depth's texts (from level_texts). An array's items are each
        # followed by the separator, and its close replaces the last;
        # an object's keys come with the separator before them, taken off
        # the first at the close.
        seq = (o,)
        i = 0
        n = 1
        kind = 2
        start = 0
        mid = None
        texts = _ROOT_TEXTS
        sep = ''
        qsep = '"'
        kc = None
        kqc = None
        level = 0
        while True:
            if i < n:
                value = seq[i]
                i += 1
                if kind == 1:
                    key, value = value
                    t = type(value)
                    if t is str:
                        if type(key) is str:
                            pre = kqc.get(key)
                            if pre is None:
                                pre = sep + encstr(key) + key_separator + '"'
                                if len(kqc) >= 2048:
                                    kqc.clear()
                                kqc[key] = pre
                        else:
                            pre = key_text(key)
                            if pre is None:
                                continue
                            pre = sep + pre + '"'
                        post = '"'
                    else:
                        if type(key) is str:
                            pre = kc.get(key)
                            if pre is None:
                                pre = sep + encstr(key) + key_separator
                                if len(kc) >= 2048:
                                    kc.clear()
                                kc[key] = pre
                        else:
                            pre = key_text(key)
                            if pre is None:
                                continue
                            pre = sep + pre
                        append(pre)
                else:
                    t = type(value)
                    pre = '"'
                    post = qsep
            else:
                # The container is complete.
                if kind == 0:
                    level -= 1
                    if parts[-1] is qsep:
                        parts[-1] = texts[6]
                    else:
                        parts[-1] = texts[3]
                elif kind == 1:
                    level -= 1
                    if len(parts) != start:
                        parts[start] = parts[start][len(sep):]
                    append(texts[4])
                if mid is not None:
                    del markers[mid]
                if not stack:
                    return parts
                seq, i, n, kind, start, mid, texts = stack.pop()
                sep = texts[2]
                qsep = texts[5]
                kc = texts[7]
                kqc = texts[8]
                if kind != 1:
                    append(sep)
                continue

            if t is str:
                if not (value.isprintable() and '"' not in value and '\\' not in value
                        and (not ascii_only or value.isascii())):
                    value = esc_body(value)
                append(pre)
                append(value)
                append(post)
                continue
            if t is int:
                if 0 <= value < 1024:
                    text = small[value]
                    if text is None:
                        text = repr(value)
                        small[value] = text
                    append(text)
                else:
                    append(repr(value))
            elif t is float:
                if _NEGINF < value < _INF:
                    append(repr(value))
                else:
                    append(_floatstr(value, allow_nan, detail))
            elif value is None:
                append('null')
            elif value is True:
                append('true')
            elif value is False:
                append('false')
            else:
                if t is not dict and t is not list and t is not tuple:
                    # Subclasses of the builtin types and what default()
                    # makes of the rest.
                    if isinstance(value, str):
                        append(encstr(value))
                        if kind != 1:
                            append(sep)
                        continue
                    if isinstance(value, int):
                        append(int.__repr__(value))
                        if kind != 1:
                            append(sep)
                        continue
                    if isinstance(value, float):
                        if _NEGINF < value < _INF:
                            append(float.__repr__(value))
                        else:
                            append(_floatstr(value, allow_nan, detail))
                        if kind != 1:
                            append(sep)
                        continue
                    if isinstance(value, dict):
                        t = dict
                    elif isinstance(value, list):
                        t = list
                    elif isinstance(value, tuple):
                        t = tuple
                    else:
                        # default(value) is written as this value.
                        if len(stack) >= depth_limit:
                            depth_limit = _depth_limit(len(stack), _ENCODE_DEPTH_MSG, 8)
                        stack.append((seq, i, n, kind, start, mid, texts))
                        mid = None
                        if markers is not None:
                            mid = id(value)
                            if mid in markers:
                                raise ValueError("Circular reference detected")
                            markers[mid] = value
                        seq = (default(value),)
                        i = 0
                        n = 1
                        kind = 2
                        texts = _ROOT_TEXTS
                        sep = ''
                        qsep = '"'
                        continue
                if not value:
                    append('{}' if t is dict else '[]')
                    if kind != 1:
                        append(sep)
                    continue
                if t is list:
                    item = type(value[0])
                    if (item is float or item is int) and set(map(type, value)) <= _NUMBER_TYPES:
                        # A list of ints and floats: repr() writes it (the
                        # items as JSON writes them) unless one is not
                        # finite (repr has 'inf' or 'nan' then).
                        text = repr(value)
                        if 'n' not in text:
                            if simple_lists:
                                append(text)
                            else:
                                lt = levels[level] if level < len(levels) else level_texts(level)
                                append(lt[0] + text[1:-1].replace(', ', lt[2]) + lt[3])
                            if kind != 1:
                                append(sep)
                            continue
                if len(stack) >= depth_limit:
                    depth_limit = _depth_limit(len(stack), _ENCODE_DEPTH_MSG, 8)
                stack.append((seq, i, n, kind, start, mid, texts))
                mid = None
                if markers is not None:
                    mid = id(value)
                    if mid in markers:
                        raise ValueError("Circular reference detected")
                    markers[mid] = value
                texts = levels[level] if level < len(levels) else level_texts(level)
                level += 1
                if t is dict:
                    kind = 1
                    if sort_keys:
                        seq = sorted(value.items())
                    else:
                        seq = list(value.items())
                    append(texts[1])
                    kc = texts[7]
                    kqc = texts[8]
                else:
                    kind = 0
                    seq = value
                    append(texts[0])
                sep = texts[2]
                qsep = texts[5]
                i = 0
                n = len(seq)
                start = len(parts)
                continue
            if kind != 1:
                append(sep)

    return encode


def _make_chunker(markers, default, encstr, indent, floattext,
                  key_separator, item_separator, sort_keys, skipkeys):
    """The generator function iterencode() and dump() use. Its chunks are
    those CPython's Python encoder yields: an array item that is a scalar
    comes joined to the text before it ('[' or the separator), anything
    else comes separately."""
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent

    def scalar(o):
        # The text of o when it is a string, number, bool or None.
        if isinstance(o, str):
            return encstr(o)
        if o is None:
            return 'null'
        if o is True:
            return 'true'
        if o is False:
            return 'false'
        if isinstance(o, int):
            return int.__repr__(o)
        if isinstance(o, float):
            return floattext(o)
        return None

    def enter(o):
        # Note o as being written (for check_circular); its key in markers.
        if markers is None:
            return None
        key = id(o)
        if key in markers:
            raise ValueError("Circular reference detected")
        markers[key] = o
        return key

    def name(key):
        # The text an object key is written as, or None to skip it.
        if isinstance(key, str):
            return key
        if isinstance(key, float):
            return floattext(key)
        if key is True:
            return 'true'
        if key is False:
            return 'false'
        if key is None:
            return 'null'
        if isinstance(key, int):
            return int.__repr__(key)
        if skipkeys:
            return None
        raise TypeError(f'keys must be str, int, float, bool or None, '
                        f'not {key.__class__.__name__}')

    def array(arr, depth):
        if not arr:
            yield '[]'
            return
        mark = enter(arr)
        if indent is None:
            before = '['
            between = item_separator
            end = ']'
        else:
            depth += 1
            newline = '\n' + indent * depth
            before = '[' + newline
            between = item_separator + newline
            end = '\n' + indent * (depth - 1)
        for item in arr:
            text = scalar(item)
            if text is None:
                yield before
                yield from value(item, depth)
            else:
                yield before + text
            before = between
        if indent is not None:
            yield end
            end = ']'
        yield end
        if mark is not None:
            del markers[mark]

    def obj(dct, depth):
        if not dct:
            yield '{}'
            return
        mark = enter(dct)
        yield '{'
        if indent is None:
            between = item_separator
        else:
            depth += 1
            newline = '\n' + indent * depth
            yield newline
            between = item_separator + newline
        pairs = sorted(dct.items()) if sort_keys else dct.items()
        written = False
        for key, item in pairs:
            key = name(key)
            if key is None:
                continue
            if written:
                yield between
            written = True
            yield encstr(key)
            yield key_separator
            text = scalar(item)
            if text is None:
                yield from value(item, depth)
            else:
                yield text
        if indent is not None:
            yield '\n' + indent * (depth - 1)
        yield '}'
        if mark is not None:
            del markers[mark]

    def value(o, depth):
        text = scalar(o)
        if text is not None:
            yield text
        elif isinstance(o, (list, tuple)):
            yield from array(o, depth)
        elif isinstance(o, dict):
            yield from obj(o, depth)
        else:
            mark = enter(o)
            yield from value(default(o), depth)
            if mark is not None:
                del markers[mark]

    return value


def _base_default(o):
    # JSONEncoder.default, for encoders that do not replace it.
    raise TypeError(f'Object of type {o.__class__.__name__} '
                    f'is not JSON serializable')


# Encoding functions of _make_oneshot, by their options (made once for
# each set of options, as dumps() makes a new encoder for each call).
_oneshots = {}
_default_oneshot = None


def _oneshot_for(enc, encstr):
    # The one-shot encoding function for the JSONEncoder enc.
    global _default_oneshot
    if enc is _default_encoder and _default_oneshot is not None:
        return _default_oneshot
    if enc.indent is None:
        # CPython's C encoder, used here, takes only str separators.
        for number, sep in ((5, enc.key_separator), (6, enc.item_separator)):
            if not isinstance(sep, str):
                what = 'None' if sep is None else type(sep).__name__
                raise TypeError(f'make_encoder() argument {number} must be str, '
                                f'not {what}')
    default = enc.__dict__.get('default')
    if default is None:
        if type(enc).default is JSONEncoder.default:
            default = _base_default
        else:
            # A subclass's own default(), a method of this encoder.
            return _make_oneshot(
                enc.check_circular, enc.default, encstr, enc.allow_nan,
                enc.indent, enc.key_separator, enc.item_separator,
                enc.sort_keys, enc.skipkeys)
    key = (default, encstr, bool(enc.check_circular), bool(enc.allow_nan),
           enc.indent, type(enc.indent), enc.key_separator,
           enc.item_separator, bool(enc.sort_keys), bool(enc.skipkeys))
    try:
        fn = _oneshots.get(key)
    except TypeError:
        # Something unhashable among them.
        fn = None
        key = None
    if fn is None:
        fn = _make_oneshot(
            enc.check_circular, default, encstr, enc.allow_nan, enc.indent,
            enc.key_separator, enc.item_separator, enc.sort_keys,
            enc.skipkeys)
        if key is not None:
            if len(_oneshots) >= 64:
                _oneshots.clear()
            _oneshots[key] = fn
    if enc is _default_encoder:
        _default_oneshot = fn
    return fn


class JSONEncoder(object):
    """Writes Python values as JSON: dict as an object, list and tuple as
    an array, str as a string, int and float as a number, True, False and
    None as true, false and null. For other values encode() calls
    self.default(value) and writes what it returns; subclasses (or the
    default= argument) give that meaning, the method here raises TypeError.
    """
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True,
                 check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        """skipkeys: leave out object keys that are not str, int, float,
        bool or None (else TypeError). ensure_ascii: escape characters past
        ASCII. check_circular: ValueError for a container inside itself
        (else RecursionError). allow_nan: write NaN and infinities as NaN,
        Infinity, -Infinity (else ValueError). sort_keys: objects' items
        sorted by key. indent: pretty-print with this many spaces (or this
        str) a level. separators: (item_separator, key_separator), by
        default (', ', ': '), or (',', ': ') with indent. default: a
        function for values of other types."""
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        """What to write for o, which is of no type JSON has. Override
        this (returning something JSON can hold); here it is a TypeError."""
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        """The JSON text of o, as a str."""
        if isinstance(o, str):
            return encode_basestring_ascii(o) if self.ensure_ascii else encode_basestring(o)
        indent = self.indent
        if isinstance(indent, int):
            indent = ' ' * indent
        if (_json is not None and type(self) is JSONEncoder and not self.skipkeys
                and (indent is None or isinstance(indent, str))):
            text = _json.encode(o, self.ensure_ascii, self.allow_nan, self.sort_keys,
                                indent, self.item_separator, self.key_separator)
            if text is not NotImplemented:
                return text
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        """The JSON text of o in pieces, as an iterator (a list when
        _one_shot is true)."""
        encstr = encode_basestring_ascii if self.ensure_ascii else encode_basestring
        allow_nan = self.allow_nan
        if _one_shot:
            return _oneshot_for(self, encstr)(o)
        markers = {} if self.check_circular else None

        def floattext(f):
            if _NEGINF < f < _INF:
                return float.__repr__(f)
            return _floatstr(f, allow_nan, True)

        return _make_chunker(
            markers, self.default, encstr, self.indent, floattext,
            self.key_separator, self.item_separator, self.sort_keys,
            self.skipkeys)(o, 0)


# ---------------------------------------------------------------------------
# Decoding

_CONSTANTS = {'NaN': NaN, 'Infinity': PosInf, '-Infinity': NegInf}

_BACKSLASH = {
    '"': '"', '\\': '\\', '/': '/',
    'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
}

_HEXDIGITS = '0123456789abcdefABCDEF'
_WS = ' \t\n\r'


def _first_control(s, start, stop):
    # Index of the first character below U+0020 in s[start:stop], or -1.
    for i in range(start, stop):
        if s[i] < ' ':
            return i
    return -1


def _hex4(s, i):
    # The value of the 4 hex digits at s[i:i+4], or -1.
    esc = s[i:i + 4]
    if len(esc) != 4:
        return -1
    for c in esc:
        if c not in _HEXDIGITS:
            return -1
    return int(esc, 16)


def scanstring(s, end, strict=True):
    """Decode the JSON string whose text starts at s[end] (just after its
    opening quote). Returns the str and the index after the closing
    quote; raises JSONDecodeError for a bad escape, a missing end, or
    (when strict) a control character in the text."""
    begin = end - 1
    n = len(s)
    if end < 0 or end > n:
        raise ValueError('end is out of bounds')
    chunks = None
    while True:
        q = s.find('"', end)
        stop = n if q < 0 else q
        b = s.find('\\', end, stop)
        if b >= 0:
            stop = b
        chunk = s[end:stop]
        if strict and not chunk.isprintable():
            bad = _first_control(s, end, stop)
            if bad >= 0:
                raise JSONDecodeError("Invalid control character at", s, bad)
        if b < 0:
            if q < 0:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            if chunks is None:
                return chunk, q + 1
            chunks.append(chunk)
            return ''.join(chunks), q + 1
        # A backslash at b.
        if chunks is None:
            chunks = [chunk]
        elif chunk:
            chunks.append(chunk)
        if b + 1 >= n:
            raise JSONDecodeError("Unterminated string starting at", s, begin)
        esc = s[b + 1]
        if esc != 'u':
            char = _BACKSLASH.get(esc)
            if char is None:
                raise JSONDecodeError("Invalid \\escape", s, b)
            chunks.append(char)
            end = b + 2
            continue
        end = b + 6
        uni = _hex4(s, b + 2)
        if uni < 0 or end >= n:
            raise JSONDecodeError("Invalid \\uXXXX escape", s, b + 1)
        if 0xd800 <= uni <= 0xdbff and end + 6 < n and s[end] == '\\' and s[end + 1] == 'u':
            uni2 = _hex4(s, end + 2)
            if uni2 < 0:
                raise JSONDecodeError("Invalid \\uXXXX escape", s, end + 1)
            if 0xdc00 <= uni2 <= 0xdfff:
                uni = 0x10000 + (((uni - 0xd800) << 10) | (uni2 - 0xdc00))
                end += 6
        if 0xd800 <= uni <= 0xdfff:
            # A lone surrogate, which strings here cannot hold.
            chunks.append('\ufffd')
        else:
            chunks.append(chr(uni))


py_scanstring = scanstring
c_scanstring = None


def _digits_end(s, idx):
    # The index of the first character at or after idx of s that is not
    # an ASCII digit.
    while True:
        w = s[idx:idx + 64]
        rest = w.lstrip('0123456789')
        if rest or not w:
            return idx + len(w) - len(rest)
        idx += 64


def make_scanner(context):
    """Return scan_once(string, idx) -> (value, end) for a JSONDecoder
    (or anything with its parsing attributes); it raises
    StopIteration(idx) where no JSON value starts."""
    strict = context.strict
    object_hook = context.object_hook
    object_pairs_hook = context.object_pairs_hook
    parse_float = context.parse_float
    parse_int = context.parse_int
    parse_constant = context.parse_constant
    if parse_float is float:
        parse_float = None
    if parse_int is int:
        parse_int = None
    memo = context.memo

    def slow_string(doc, segs, idx, qn):
        # The string whose quote is at idx, when it has escapes (or
        # control characters, which are errors when strict), or no end.
        # Returns the string, the index after it and the count of quotes
        # read so far.
        value, end = scanstring(doc, idx + 1, strict)
        if segs is None:
            return value, end, qn
        # doc stands for a text with other characters (see scan_once):
        # unescape the original text of the string, which spans as many
        # pieces of the text split at quotes as it has escaped quotes.
        e = doc.count('"', idx + 1, end - 1)
        raw = '"'.join(segs[qn + 1:qn + 2 + e])
        return scanstring(raw + '"', 0, strict)[0], end, qn + 2 + e

    def scan(doc, segs, idx, qn):
        # The parser: one loop over the text, with a stack of the
        # containers being filled. doc is ASCII; when segs is not None it
        # stands for the real text (every other character replaced by
        # '?', so positions agree), segs is the real text split at its
        # quotes and qn counts the quotes read, so that the string whose
        # opening quote is the qn-th has its text in segs[qn + 1].
        # s is doc with a sentinel that ends every span: s[idx] is a
        # character for every idx up to len(doc).
        s = doc + '#'
        depth_limit = 64
        # Whether strings need checking for control characters.
        check = strict and not doc.isprintable()
        # The container being filled (None at the top level) and the key
        # its next value goes under (None for arrays); the stack holds
        # those of the containers around it.
        top = None
        key = None
        stack = []
        # 0: a value starts at idx; 1: value was just read and ends
        # before idx; 2: an object's key starts at idx.
        state = 0
        value = None
        while True:
            if state == 0:
                c = s[idx]
                if c == '"':
                    q = s.find('"', idx + 1)
                    value = s[idx + 1:q]
                    if q < 0 or '\\' in value or (check and not value.isprintable() and
                                                 _first_control(s, idx + 1, q) >= 0):
                        value, idx, qn = slow_string(doc, segs, idx, qn)
                    else:
                        idx = q + 1
                        if segs is not None:
                            value = segs[qn + 1]
                            qn += 2
                    state = 1
                elif '0' <= c <= '9' or c == '-':
                    start = idx
                    if c == '-':
                        idx += 1
                        c = s[idx]
                    if c == '0':
                        idx += 1
                    elif '1' <= c <= '9':
                        idx += 1
                        while '0' <= s[idx] <= '9':
                            idx += 1
                    elif c == 'I' and s.startswith('Infinity', idx):
                        value = parse_constant('-Infinity')
                        idx += 8
                        state = 1
                        continue
                    else:
                        raise StopIteration(start)
                    c = s[idx]
                    is_float = False
                    if c == '.' and '0' <= s[idx + 1] <= '9':
                        is_float = True
                        idx += 2
                        while '0' <= s[idx] <= '9':
                            idx += 1
                        c = s[idx]
                    if c == 'e' or c == 'E':
                        e = idx + 1
                        c = s[e]
                        if c == '-' or c == '+':
                            e += 1
                            c = s[e]
                        if '0' <= c <= '9':
                            is_float = True
                            idx = _digits_end(s, e)
                    if is_float:
                        if parse_float is None:
                            value = float(s[start:idx])
                        else:
                            value = parse_float(s[start:idx])
                    elif parse_int is None:
                        value = int(s[start:idx])
                    else:
                        value = parse_int(s[start:idx])
                    state = 1
                elif c == '{':
                    idx += 1
                    c = s[idx]
                    if c in ' \t\n\r':
                        while s[idx] in ' \t\n\r':
                            idx += 1
                        c = s[idx]
                    if c == '}':
                        idx += 1
                        if object_pairs_hook is not None:
                            value = object_pairs_hook([])
                        elif object_hook is not None:
                            value = object_hook({})
                        else:
                            value = {}
                        state = 1
                    else:
                        if len(stack) >= depth_limit:
                            depth_limit = _depth_limit(
                                len(stack), _DECODE_DEPTH_MSG % 'object', 4)
                        stack.append((top, key))
                        top = [] if object_pairs_hook is not None else {}
                        key = ''
                        state = 2
                elif c == '[':
                    idx += 1
                    c = s[idx]
                    if c in ' \t\n\r':
                        while s[idx] in ' \t\n\r':
                            idx += 1
                        c = s[idx]
                    if c == ']':
                        idx += 1
                        value = []
                        state = 1
                    else:
                        if len(stack) >= depth_limit:
                            depth_limit = _depth_limit(
                                len(stack), _DECODE_DEPTH_MSG % 'array', 4)
                        stack.append((top, key))
                        top = []
                        key = None
                elif c == 'n' and s.startswith('null', idx):
                    value = None
                    idx += 4
                    state = 1
                elif c == 't' and s.startswith('true', idx):
                    value = True
                    idx += 4
                    state = 1
                elif c == 'f' and s.startswith('false', idx):
                    value = False
                    idx += 5
                    state = 1
                elif c == 'N' and s.startswith('NaN', idx):
                    value = parse_constant('NaN')
                    idx += 3
                    state = 1
                elif c == 'I' and s.startswith('Infinity', idx):
                    value = parse_constant('Infinity')
                    idx += 8
                    state = 1
                else:
                    raise StopIteration(idx)
            elif state == 1:
                # Put the value in its container and read what follows.
                if top is None:
                    return value, idx
                c = s[idx]
                if c in ' \t\n\r':
                    idx += 1
                    c = s[idx]
                    if c in ' \t\n\r':
                        while s[idx] in ' \t\n\r':
                            idx += 1
                        c = s[idx]
                if key is None:
                    top.append(value)
                    if c == ',':
                        idx += 1
                        c = s[idx]
                        if c in ' \t\n\r':
                            idx += 1
                            c = s[idx]
                            if c in ' \t\n\r':
                                while s[idx] in ' \t\n\r':
                                    idx += 1
                        state = 0
                    elif c == ']':
                        idx += 1
                        value = top
                        top, key = stack.pop()
                    else:
                        raise JSONDecodeError("Expecting ',' delimiter", doc, idx)
                else:
                    if object_pairs_hook is None:
                        top[key] = value
                    else:
                        top.append((key, value))
                    if c == ',':
                        idx += 1
                        c = s[idx]
                        if c in ' \t\n\r':
                            idx += 1
                            c = s[idx]
                            if c in ' \t\n\r':
                                while s[idx] in ' \t\n\r':
                                    idx += 1
                        state = 2
                    elif c == '}':
                        idx += 1
                        value = top
                        top, key = stack.pop()
                        if object_pairs_hook is not None:
                            value = object_pairs_hook(value)
                        elif object_hook is not None:
                            value = object_hook(value)
                    else:
                        raise JSONDecodeError("Expecting ',' delimiter", doc, idx)
            else:
                # A key, its colon and the whitespace after it.
                if s[idx] != '"':
                    raise JSONDecodeError(
                        "Expecting property name enclosed in double quotes", doc, idx)
                q = s.find('"', idx + 1)
                key = s[idx + 1:q]
                if q < 0 or '\\' in key or (check and not key.isprintable() and
                                           _first_control(s, idx + 1, q) >= 0):
                    key, idx, qn = slow_string(doc, segs, idx, qn)
                else:
                    idx = q + 1
                    if segs is not None:
                        key = segs[qn + 1]
                        qn += 2
                key = memo.setdefault(key, key)
                c = s[idx]
                if c != ':':
                    if c in ' \t\n\r':
                        while s[idx] in ' \t\n\r':
                            idx += 1
                    if s[idx] != ':':
                        raise JSONDecodeError("Expecting ':' delimiter", doc, idx)
                idx += 1
                c = s[idx]
                if c in ' \t\n\r':
                    idx += 1
                    c = s[idx]
                    if c in ' \t\n\r':
                        while s[idx] in ' \t\n\r':
                            idx += 1
                state = 0

    def scan_once(string, idx):
        if idx < 0:
            raise ValueError('idx cannot be negative')
        if idx > len(string):
            raise StopIteration(idx)
        try:
            if string.isascii():
                return scan(string, None, idx, 0)
            # Indexing a str with characters past ASCII takes time that
            # grows with the index here, so the parser reads an ASCII
            # stand-in of the text and takes strings from the original.
            stand_in = string.encode('ascii', 'replace').decode('ascii')
            try:
                return scan(stand_in, string.split('"'), idx,
                            stand_in.count('"', 0, idx))
            except JSONDecodeError as err:
                exc = JSONDecodeError(err.msg, string, err.pos)
            raise exc
        finally:
            memo.clear()

    return scan_once


py_make_scanner = make_scanner
c_make_scanner = None


def _skip_ws(s, idx):
    # The index of the first character at or after idx that is not JSON
    # whitespace (by slicing: indexing a non-ASCII str is slow here).
    if idx < len(s) and s[idx] in _WS:
        rest = s[idx:]
        return idx + len(rest) - len(rest.lstrip(_WS))
    return idx


class JSONDecoder(object):
    """Reads JSON text: an object as a dict, an array as a list, a string
    as a str, a number as an int (no fraction or exponent) or a float,
    true, false and null as True, False and None; also NaN, Infinity and
    -Infinity (which JSON itself does not have) as floats."""

    def __init__(self, *, object_hook=None, parse_float=None,
                 parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        """object_hook: called with each object's dict, its result used
        instead. object_pairs_hook: called with each object's list of
        (key, value) pairs instead (and object_hook is then not used).
        parse_float, parse_int: called with the text of each number with
        (float) or without (int) fraction or exponent. parse_constant:
        called with 'NaN', 'Infinity' or '-Infinity'. strict: when false,
        strings may hold control characters."""
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.parse_string = scanstring
        self.memo = {}
        self.scan_once = make_scanner(self)

    def decode(self, s, _w=None):
        """The Python value of the JSON text s (a str), which may have
        whitespace around it but nothing else."""
        obj, end = self.raw_decode(s, idx=_skip_ws(s, 0))
        end = _skip_ws(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """Decode the JSON value starting at s[idx]; text may follow it.
        Returns the value and the index where it ends."""
        try:
            return self.scan_once(s, idx)
        except StopIteration as err:
            raise JSONDecodeError("Expecting value", s, err.value) from None


# ---------------------------------------------------------------------------
# Bytes input


def detect_encoding(b):
    """The encoding of JSON bytes b: from a byte order mark, else from
    where the zero bytes are in the first four (JSON text starts with an
    ASCII character), else UTF-8."""
    if b.startswith(b'\x00\x00\xfe\xff') or b.startswith(b'\xff\xfe\x00\x00'):
        return 'utf-32'
    if b.startswith(b'\xfe\xff') or b.startswith(b'\xff\xfe'):
        return 'utf-16'
    if b.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    n = len(b)
    if n >= 4:
        if b[0] == 0:
            return 'utf-32-be' if b[1] == 0 else 'utf-16-be'
        if b[1] == 0:
            if b[2] == 0 and b[3] == 0:
                return 'utf-32-le'
            return 'utf-16-le'
    elif n == 2:
        if b[0] == 0:
            return 'utf-16-be'
        if b[1] == 0:
            return 'utf-16-le'
    return 'utf-8'


def _decode_wide(b, encoding):
    # UTF-16 and UTF-32 (decoded here, as before the codecs had them).
    width = 4 if encoding.startswith('utf-32') else 2
    pos = 0
    if encoding in ('utf-16', 'utf-32'):
        if width == 2:
            big = b.startswith(b'\xfe\xff')
        else:
            big = b.startswith(b'\x00\x00\xfe\xff')
        pos = width
        encoding = encoding + ('-be' if big else '-le')
    big = encoding.endswith('-be')
    out = []
    n = len(b)
    while pos < n:
        if pos + width > n:
            raise UnicodeDecodeError(encoding, bytes(b), pos, n, 'truncated data')
        unit = int.from_bytes(b[pos:pos + width], 'big' if big else 'little')
        if width == 2 and 0xd800 <= unit <= 0xdbff and pos + 4 <= n:
            low = int.from_bytes(b[pos + 2:pos + 4], 'big' if big else 'little')
            if 0xdc00 <= low <= 0xdfff:
                out.append(chr(0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00)))
                pos += 4
                continue
        if 0xd800 <= unit <= 0xdfff:
            unit = 0xfffd
        elif unit > 0x10ffff:
            raise UnicodeDecodeError(encoding, bytes(b), pos, pos + width,
                                     'code point not in range(0x110000)')
        out.append(chr(unit))
        pos += width
    return ''.join(out)


def _decode_bytes(b):
    encoding = detect_encoding(b)
    if encoding == 'utf-8':
        return b.decode('utf-8')
    if encoding == 'utf-8-sig':
        return b[3:].decode('utf-8')
    return _decode_wide(b, encoding)


# ---------------------------------------------------------------------------
# The module's functions

_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def _encoder_for(cls, skipkeys, ensure_ascii, check_circular, allow_nan,
                 indent, separators, default, sort_keys, kw):
    # The encoder for dumps() and dump(): the shared one when every
    # option has its default value.
    if (cls is None and not kw and not skipkeys and not sort_keys and
            ensure_ascii and check_circular and allow_nan and
            indent is None and separators is None and default is None):
        return _default_encoder
    return (JSONEncoder if cls is None else cls)(
        skipkeys=skipkeys, ensure_ascii=ensure_ascii,
        check_circular=check_circular, allow_nan=allow_nan, indent=indent,
        separators=separators, default=default, sort_keys=sort_keys, **kw)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Write obj as JSON to fp (anything with a write method), one
    fp.write call for each chunk of JSONEncoder.iterencode. The options
    are those of dumps()."""
    encoder = _encoder_for(cls, skipkeys, ensure_ascii, check_circular,
                           allow_nan, indent, separators, default,
                           sort_keys, kw)
    for chunk in encoder.iterencode(obj):
        fp.write(chunk)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    """The JSON text of obj, as a str. The options are JSONEncoder's (see
    JSONEncoder.__init__); cls is the JSONEncoder subclass to use."""
    return _encoder_for(cls, skipkeys, ensure_ascii, check_circular,
                        allow_nan, indent, separators, default, sort_keys,
                        kw).encode(obj)


def load(fp, *, cls=None, object_hook=None, parse_float=None,
         parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """The Python value of the JSON text fp.read() returns. The options
    are those of loads()."""
    return loads(fp.read(), cls=cls, object_hook=object_hook,
                 parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


def loads(s, *, cls=None, object_hook=None, parse_float=None,
          parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """The Python value of the JSON text s: a str, or bytes or bytearray
    in UTF-8, UTF-16 or UTF-32. The options are JSONDecoder's (see
    JSONDecoder.__init__); cls is the JSONDecoder subclass to use."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)",
                                  s, 0)
    elif isinstance(s, (bytes, bytearray)):
        s = _decode_bytes(s)
    else:
        raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                        f'not {s.__class__.__name__}')
    if (cls is None and object_hook is None and parse_float is None and
            parse_int is None and parse_constant is None and
            object_pairs_hook is None and not kw):
        if _json is not None:
            obj = _json.decode(s)
            if obj is not NotImplemented:
                return obj
        return _default_decoder.decode(s)
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    return (JSONDecoder if cls is None else cls)(**kw).decode(s)


# ---------------------------------------------------------------------------
# json.decoder, json.encoder and json.scanner as attributes


class _Submodule:
    """Stands for one of the modules of CPython's json package."""

    def __init__(self, name, **names):
        self.__name__ = name
        for attr, value in names.items():
            setattr(self, attr, value)

    def __repr__(self):
        return "<module '%s'>" % self.__name__


decoder = _Submodule(
    'json.decoder', JSONDecoder=JSONDecoder, JSONDecodeError=JSONDecodeError,
    scanstring=scanstring, py_scanstring=scanstring, c_scanstring=None,
    NaN=NaN, PosInf=PosInf, NegInf=NegInf)
encoder = _Submodule(
    'json.encoder', JSONEncoder=JSONEncoder,
    encode_basestring=encode_basestring,
    encode_basestring_ascii=encode_basestring_ascii,
    py_encode_basestring=encode_basestring,
    py_encode_basestring_ascii=encode_basestring_ascii,
    c_encode_basestring=None, c_encode_basestring_ascii=None,
    c_make_encoder=None, INFINITY=INFINITY)
scanner = _Submodule('json.scanner', make_scanner=make_scanner,
                     py_make_scanner=make_scanner, c_make_scanner=None)
