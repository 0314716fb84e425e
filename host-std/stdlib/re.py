r"""Regular expression operations (CPython 3.11 API), written for Trellis.

Implemented: compile, search, match, fullmatch, findall, finditer, sub,
subn, split, escape, purge, template, error (msg, pattern, pos, lineno,
colno and CPython's messages, positions and exception types for bad
patterns and bad replacement templates), the cache of compiled patterns
(512, by pattern type, pattern and flags), Pattern (pattern, flags,
groups, groupindex, the methods above with pos/endpos, scanner(), repr,
==, hash, copy), Match (group with several indices or names, m[g],
groups/groupdict with default, start/end/span, expand, regs, lastindex,
lastgroup, re, string, pos, endpos, repr, copy) and the flags A/ASCII,
I/IGNORECASE, L/LOCALE, M/MULTILINE, S/DOTALL, X/VERBOSE, U/UNICODE,
T/TEMPLATE, DEBUG and NOFLAG as RegexFlag values combining with | & ^ ~.

Syntax: literals and escapes (\a \f \n \r \t \v \\ \xhh \uXXXX
\UXXXXXXXX, octal \0, \0oo and \ooo), . ^ $ \A \Z \b \B, classes with
ranges, negation, escapes and \d \D \w \W \s \S (for str patterns
str.isdecimal, str.isalnum or _, and str.isspace, which are CPython's
Unicode definitions; ASCII ones with re.ASCII and for bytes), groups,
(?:...), (?P<name>...), (?P=name), \1-\99, |, * + ? {m} {m,} {,n} {m,n}
greedy, lazy (*? ...) and possessive (*+ ..., each iteration atomic as in
CPython), (?>...), lookahead, fixed-width lookbehind, (?aiLmsux) at the
start, scoped (?aimsx-imsx:...), (?#...) and (?(id/name)yes|no). Case-
insensitive matching follows CPython's simple case folding, including the
characters its re treats specially (s/\u017f, k/\u212a, the Greek and
Cyrillic variants, \u0130). Empty matches follow 3.7+ rules in findall,
finditer, sub, subn and split. Bytes patterns and subjects (bytes,
bytearray) are supported, matched as Latin-1 text with ASCII classes.

Matching runs a compiled program on a backtracking machine with an
explicit stack (no recursion per character; lookarounds, atomic groups
and possessive repeats of groups recurse one level each), with fast
paths: a literal prefix found with str.find, a first-character test,
single-character repeats scanned in a loop, alternatives picked by the
next character. A subject holding non-ASCII characters is matched as a
list of its characters (Trellis indexes such strings by walking them).

Not implemented: \N{name} (there is no Unicode name database: re.error
"undefined character name"), the FutureWarning CPython prints for
possible set syntax ([[, --, &&, ~~, ||) and the DeprecationWarning for
odd \g<...> group numbers, re.DEBUG's dump of the parsed pattern, LOCALE
case rules (bytes patterns with re.L match as ASCII). Partial: re.Scanner
(the undocumented lexicon class) joins its phrases into one pattern, so a
phrase cannot start with global inline flags such as (?i). RegexFlag
members are not int instances (isinstance(re.I, int) is False, and
type(re.I) prints as a class, not a flag); they compare, hash, index and
compute as their values. Pattern.groupindex is a new dict each time, not a
mappingproxy. Groups set inside an alternative that failed are always
unset again; CPython leaves some set in rare nestings of possessive
repeats (re.match(r'((b)++..|[ab](a)?b){,2}+', 'aabbb').group(2) is 'b'
there and None here).
"""

import sys

__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split',
           'findall', 'finditer', 'compile', 'purge', 'template', 'escape',
           'error', 'Pattern', 'Match', 'A', 'I', 'L', 'M', 'S', 'X', 'U',
           'ASCII', 'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL', 'VERBOSE',
           'UNICODE', 'NOFLAG', 'RegexFlag']

__version__ = '2.2.1'

_MAXREPEAT = 4294967295
_MAXGROUPS = 1073741823
_MAXCACHE = 512

try:
    _BYTES_LIKE = (bytes, bytearray, memoryview)
except NameError:
    _BYTES_LIKE = (bytes, bytearray)


# ---------------------------------------------------------------- flags

_FLAG_ORDER = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4),
               ('UNICODE', 32), ('MULTILINE', 8), ('DOTALL', 16),
               ('VERBOSE', 64), ('TEMPLATE', 1), ('DEBUG', 128))
_FLAG_MASK = 511


class RegexFlag:
    """The re flags: combine with |, &, ^ and ~; compare and hash as ints."""

    def __init__(self, value=0):
        if isinstance(value, RegexFlag):
            value = value._value_
        self._value_ = int(value)

    @property
    def value(self):
        return self._value_

    @property
    def name(self):
        v = self._value_
        if v == 0:
            return 'NOFLAG'
        names = [n for n, b in _FLAG_ORDER if v & b]
        if not names or v & ~_FLAG_MASK:
            return None
        return '|'.join(names)

    def __repr__(self):
        v = self._value_
        if v == 0:
            return 're.NOFLAG'
        names = ['re.' + n for n, b in _FLAG_ORDER if v & b]
        if not names:
            return 're.RegexFlag(%d)' % v
        if v & ~_FLAG_MASK:
            names.append(hex(v & ~_FLAG_MASK))
        return '|'.join(names)

    __str__ = __repr__

    def __format__(self, spec):
        if spec:
            return format(self._value_, spec)
        return str(self)

    def __int__(self):
        return self._value_

    def __index__(self):
        return self._value_

    def __bool__(self):
        return self._value_ != 0

    def __hash__(self):
        return hash(self._value_)

    def __eq__(self, other):
        if isinstance(other, RegexFlag):
            return self._value_ == other._value_
        if isinstance(other, int):
            return self._value_ == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    def __lt__(self, other):
        return self._value_ < int(other)

    def __le__(self, other):
        return self._value_ <= int(other)

    def __gt__(self, other):
        return self._value_ > int(other)

    def __ge__(self, other):
        return self._value_ >= int(other)

    def __or__(self, other):
        if isinstance(other, (RegexFlag, int)):
            return RegexFlag(self._value_ | int(other))
        return NotImplemented

    __ror__ = __or__

    def __and__(self, other):
        if isinstance(other, (RegexFlag, int)):
            return RegexFlag(self._value_ & int(other))
        return NotImplemented

    __rand__ = __and__

    def __xor__(self, other):
        if isinstance(other, (RegexFlag, int)):
            return RegexFlag(self._value_ ^ int(other))
        return NotImplemented

    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(self._value_ ^ _FLAG_MASK)

    def __add__(self, other):
        return self._value_ + other

    def __mul__(self, other):
        return self._value_ * other

    def __rmul__(self, other):
        return other * self._value_

    def __neg__(self):
        return -self._value_

    def __pos__(self):
        return self._value_

    def __abs__(self):
        return self._value_

    def __radd__(self, other):
        return other + self._value_

    def __sub__(self, other):
        return self._value_ - other

    def __rsub__(self, other):
        return other - self._value_

    def __contains__(self, other):
        return int(other) & self._value_ == int(other)


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)
RegexFlag.NOFLAG = NOFLAG
RegexFlag.ASCII = RegexFlag.A = A
RegexFlag.IGNORECASE = RegexFlag.I = I
RegexFlag.LOCALE = RegexFlag.L = L
RegexFlag.UNICODE = RegexFlag.U = U
RegexFlag.MULTILINE = RegexFlag.M = M
RegexFlag.DOTALL = RegexFlag.S = S
RegexFlag.VERBOSE = RegexFlag.X = X
RegexFlag.TEMPLATE = RegexFlag.T = T
RegexFlag.DEBUG = DEBUG

_F_TEMPLATE = 1
_F_IGNORECASE = 2
_F_LOCALE = 4
_F_MULTILINE = 8
_F_DOTALL = 16
_F_UNICODE = 32
_F_VERBOSE = 64
_F_DEBUG = 128
_F_ASCII = 256

# Pattern.__repr__ names flags in this order (as CPython's C code does).
_REPR_FLAGS = (('re.TEMPLATE', 1), ('re.IGNORECASE', 2), ('re.LOCALE', 4),
               ('re.MULTILINE', 8), ('re.DOTALL', 16), ('re.UNICODE', 32),
               ('re.VERBOSE', 64), ('re.DEBUG', 128), ('re.ASCII', 256))


# ---------------------------------------------------------------- error

class error(Exception):
    """Exception raised for invalid regular expressions.

    Attributes: msg (the unformatted message), pattern, pos (index in the
    pattern, or None), lineno and colno (or None).
    """

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            if isinstance(pattern, str):
                newline = '\n'
            else:
                newline = b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno,
                                                   self.colno)
        else:
            self.lineno = self.colno = None
        Exception.__init__(self, msg)


# ---------------------------------------------------------------- case folding

# Characters that CPython's re treats as equal to more characters under
# IGNORECASE than {c, lower(c), upper(lower(c))}: each entry maps the
# characters of its first string to the class in its second string.
_CASE_CLASSES = (
    ('Ii\u0130\u0131', 'Ii\u0130\u0131'),
    ('Kk', 'Kk\u212a'),
    ('Ss\u017f', 'Ss\u017f'),
    ('\xb5\u039c\u03bc', '\xb5\u039c\u03bc'),
    ('\xc5\xe5', '\xc5\xe5\u212b'),
    ('\xdf', '\xdf\u1e9e'),
    ('\u01c4\u01c6', '\u01c4\u01c5\u01c6'),
    ('\u01c7\u01c9', '\u01c7\u01c8\u01c9'),
    ('\u01ca\u01cc', '\u01ca\u01cb\u01cc'),
    ('\u01f1\u01f3', '\u01f1\u01f2\u01f3'),
    ('\u0345\u0399\u03b9\u1fbe', '\u0345\u0399\u03b9\u1fbe'),
    ('\u0390\u1fd3', '\u0390\u1fd3'),
    ('\u0392\u03b2\u03d0', '\u0392\u03b2\u03d0'),
    ('\u0395\u03b5\u03f5', '\u0395\u03b5\u03f5'),
    ('\u0398\u03b8\u03d1\u03f4', '\u0398\u03b8\u03d1\u03f4'),
    ('\u039a\u03ba\u03f0', '\u039a\u03ba\u03f0'),
    ('\u03a0\u03c0\u03d6', '\u03a0\u03c0\u03d6'),
    ('\u03a1\u03c1\u03f1', '\u03a1\u03c1\u03f1'),
    ('\u03a3\u03c2\u03c3', '\u03a3\u03c2\u03c3'),
    ('\u03a6\u03c6\u03d5', '\u03a6\u03c6\u03d5'),
    ('\u03a9\u03c9', '\u03a9\u03c9\u2126'),
    ('\u03b0\u1fe3', '\u03b0\u1fe3'),
    ('\u0412\u0432\u1c80', '\u0412\u0432\u1c80'),
    ('\u0414\u0434\u1c81', '\u0414\u0434\u1c81'),
    ('\u041e\u043e\u1c82', '\u041e\u043e\u1c82'),
    ('\u0421\u0441\u1c83', '\u0421\u0441\u1c83'),
    ('\u0422\u0442\u1c84\u1c85', '\u0422\u0442\u1c84\u1c85'),
    ('\u042a\u044a\u1c86', '\u042a\u044a\u1c86'),
    ('\u0462\u0463\u1c87', '\u0462\u0463\u1c87'),
    ('\u1c88\ua64a\ua64b', '\u1c88\ua64a\ua64b'),
    ('\u1e60\u1e61\u1e9b', '\u1e60\u1e61\u1e9b'),
    ('\u1f80', '\u1f80\u1f88'),
    ('\u1f81', '\u1f81\u1f89'),
    ('\u1f82', '\u1f82\u1f8a'),
    ('\u1f83', '\u1f83\u1f8b'),
    ('\u1f84', '\u1f84\u1f8c'),
    ('\u1f85', '\u1f85\u1f8d'),
    ('\u1f86', '\u1f86\u1f8e'),
    ('\u1f87', '\u1f87\u1f8f'),
    ('\u1f90', '\u1f90\u1f98'),
    ('\u1f91', '\u1f91\u1f99'),
    ('\u1f92', '\u1f92\u1f9a'),
    ('\u1f93', '\u1f93\u1f9b'),
    ('\u1f94', '\u1f94\u1f9c'),
    ('\u1f95', '\u1f95\u1f9d'),
    ('\u1f96', '\u1f96\u1f9e'),
    ('\u1f97', '\u1f97\u1f9f'),
    ('\u1fa0', '\u1fa0\u1fa8'),
    ('\u1fa1', '\u1fa1\u1fa9'),
    ('\u1fa2', '\u1fa2\u1faa'),
    ('\u1fa3', '\u1fa3\u1fab'),
    ('\u1fa4', '\u1fa4\u1fac'),
    ('\u1fa5', '\u1fa5\u1fad'),
    ('\u1fa6', '\u1fa6\u1fae'),
    ('\u1fa7', '\u1fa7\u1faf'),
    ('\u1fb3', '\u1fb3\u1fbc'),
    ('\u1fc3', '\u1fc3\u1fcc'),
    ('\u1ff3', '\u1ff3\u1ffc'),
    ('\ufb05\ufb06', '\ufb05\ufb06'),
)

_CASE_TABLE = {}
for _keys, _cls in _CASE_CLASSES:
    _fs = frozenset(_cls)
    for _k in _keys:
        _CASE_TABLE[_k] = _fs
del _keys, _cls, _fs, _k

_ASCII_LETTERS = frozenset('abcdefghijklmnopqrstuvwxyz'
                           'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
_variants_cache = {}


def _variants(ch, ascii):
    """The characters that match ch under IGNORECASE."""
    if ascii:
        if ch in _ASCII_LETTERS:
            return frozenset((ch.lower(), ch.upper()))
        return frozenset((ch,))
    v = _variants_cache.get(ch)
    if v is not None:
        return v
    v = _CASE_TABLE.get(ch)
    if v is None:
        lo = ch.lower()
        if len(lo) != 1:
            lo = ch
        up = lo.upper()
        if len(up) == 1:
            v = frozenset((ch, lo, up))
        else:
            v = frozenset((ch, lo))
    _variants_cache[ch] = v
    return v


def _fold(ch, ascii):
    """The simple lower case of ch, as backreferences compare under
    IGNORECASE."""
    if ascii:
        if ch in _ASCII_LETTERS:
            return ch.lower()
        return ch
    lo = ch.lower()
    if len(lo) == 1:
        return lo
    if ch == '\u0130':
        return 'i'
    return ch


# ---------------------------------------------------------------- classes

_ASCII_DIGITS = frozenset('0123456789')
_ASCII_SPACE = frozenset(' \t\n\r\f\v')
_ASCII_WORD = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
                        '0123456789_')


def _in_category(cat, ch, ascii):
    if cat == 'd' or cat == 'D':
        if ascii:
            r = ch in _ASCII_DIGITS
        else:
            r = ch.isdecimal()
    elif cat == 'w' or cat == 'W':
        if ascii:
            r = ch in _ASCII_WORD
        else:
            r = ch == '_' or ch.isalnum()
    else:
        if ascii:
            r = ch in _ASCII_SPACE
        else:
            r = ch.isspace()
    if cat == 'D' or cat == 'W' or cat == 'S':
        return not r
    return r


class _Charset:
    """A character class too big or too irregular for a frozenset; answers
    are remembered per character in self.memo."""

    def __init__(self, chars, ranges, cats, negate, icase, ascii):
        self.chars = frozenset(chars)
        self.ranges = ranges
        self.cats = cats
        self.negate = negate
        self.icase = icase
        self.ascii = ascii
        self.memo = {}

    def _raw(self, ch):
        if ch in self.chars:
            return True
        for lo, hi in self.ranges:
            if lo <= ch <= hi:
                return True
        for c in self.cats:
            if _in_category(c, ch, self.ascii):
                return True
        return False

    def test(self, ch):
        if self.icase:
            r = False
            for v in _variants(ch, self.ascii):
                if self._raw(v):
                    r = True
                    break
        else:
            r = self._raw(ch)
        if self.negate:
            r = not r
        self.memo[ch] = r
        return r


def _parts_test(parts, ch):
    for kind, arg in parts:
        if kind == _K_LIT:
            r = ch == arg
        elif kind == _K_SET:
            r = ch in arg
        elif kind == _K_NSET:
            r = ch not in arg
        else:
            r = arg.memo.get(ch)
            if r is None:
                r = arg.test(ch)
        if r:
            return True
    return False


class _AltDispatch:
    """The branches of an alternation worth trying before each
    character (remembered per character): those whose first character
    may be it, and those whose first character is unknown."""

    def __init__(self, branches):
        self.branches = branches
        self.memo = {}
        self.atend = [pc for parts, pc in branches if parts is None]

    def get(self, ch):
        lst = [pc for parts, pc in self.branches
               if parts is None or _parts_test(parts, ch)]
        self.memo[ch] = lst
        return lst


class _Union:
    """Tests whether a character can start a match (first-character set
    made of several parts)."""

    def __init__(self, parts):
        self.parts = parts
        self.memo = {}

    def test(self, ch):
        r = False
        for kind, arg in self.parts:
            if kind == _K_LIT:
                r = ch == arg
            elif kind == _K_SET:
                r = ch in arg
            elif kind == _K_NSET:
                r = ch not in arg
            else:
                r = arg.memo.get(ch)
                if r is None:
                    r = arg.test(ch)
            if r:
                break
        self.memo[ch] = r
        return r


# ---------------------------------------------------------------- parser
#
# The parser turns a pattern into a tree of tuples:
#   ('C', ch)                      one character
#   ('SET', kind, arg)             a class: _K_SET/_K_NSET with a frozenset,
#                                  _K_IN with a _Charset
#   ('ANY',) ('ANYALL',)           . without and with DOTALL
#   ('CAT', [items])  ('ALT', [branches])
#   ('GROUP', index or None, node)
#   ('REP', min, max or None, mode, node)   mode 0 greedy, 1 lazy, 2 possessive
#   ('AT', kind)                   anchors
#   ('REF', group, icase, ascii)
#   ('LOOK', behind, negative, node)
#   ('ATOMIC', node)
#   ('COND', group, yes, no or None)

_K_LIT = 0
_K_SET = 1
_K_NSET = 2
_K_IN = 3
_K_ANY = 4
_K_ANYALL = 5

_AT_BEG = 0        # \A, ^
_AT_BEGL = 1       # ^ with MULTILINE
_AT_END = 2        # $
_AT_ENDL = 3       # $ with MULTILINE
_AT_ENDZ = 4       # \Z
_AT_B = 5          # \b
_AT_NB = 6         # \B
_AT_BA = 7         # \b with ASCII
_AT_NBA = 8        # \B with ASCII

_WHITESPACE = frozenset(' \t\n\r\v\f')
_DIGITS = _ASCII_DIGITS
_OCTDIGITS = frozenset('01234567')
_HEXDIGITS = frozenset('0123456789abcdefABCDEF')
_FLAGCHARS = {'i': 2, 'L': 4, 'm': 8, 's': 16, 'x': 64, 'a': 256, 'u': 32}
_SIMPLE_ESCAPES = {'a': '\a', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
                   'v': '\v', '\\': '\\'}


_PEEKED_ERRORS = frozenset(('missing -, : or )', 'unknown flag', 'missing flag',
                            'missing :', 'global flags not at the start of '
                            'the expression'))


def _lone_backslash(p):
    """The index of a backslash ending p without a character to escape,
    or -1."""
    k = len(p)
    while k > 0 and p[k - 1] == '\\':
        k -= 1
    if (len(p) - k) % 2:
        return len(p) - 1
    return -1


def _scan_to(p, i, term, pattern):
    """The index of the first term in p from i, stepping over escapes as
    CPython reads patterns (a backslash takes the next character with it),
    or -1."""
    n = len(p)
    while i < n:
        c = p[i]
        if c == '\\':
            if i + 1 >= n:
                raise error('bad escape (end of pattern)', pattern, i)
            i += 2
            continue
        if c == term:
            return i
        i += 1
    return -1


class _Parser:

    def __init__(self, pattern, text, flags, is_bytes):
        self.pattern = pattern
        self.p = text
        self.n = len(text)
        self.i = 0
        self.flags = flags
        self.is_bytes = is_bytes
        self.ngroups = 0
        self.names = {}
        self.open = set()
        self.group_nodes = {}
        self.lookbehind = None
        self.condrefs = []
        self.seen_alt = False

    def err(self, msg, pos):
        if self.is_bytes and not msg.isascii():
            # CPython shows the non-ASCII bytes of a bytes pattern escaped.
            msg = ''.join([c if c < '\x80' else '\\x%02x' % ord(c)
                           for c in msg])
        return error(msg, self.pattern, pos)

    def ascii(self, flags):
        return self.is_bytes or (flags & (_F_ASCII | _F_LOCALE)) != 0

    def parse(self):
        try:
            node = self.parse_alt(self.flags, 0)
        except error as e:
            # CPython reads a pattern one token ahead, so a lone backslash
            # at the end is reported as soon as the character before it
            # is consumed, before any error found after that.
            k = _lone_backslash(self.p)
            if k >= 0:
                consumed = self.i
                if e.msg in _PEEKED_ERRORS:
                    consumed += 1
                if consumed >= k:
                    raise self.err('bad escape (end of pattern)', k) from None
            raise
        if self.i < self.n:
            raise self.err('unbalanced parenthesis', self.i)
        for g, pos in self.condrefs:
            if g > self.ngroups:
                raise self.err('invalid group reference %d' % g, pos)
        return node

    def parse_alt(self, flags, nested):
        branches = [self.parse_seq(flags, nested)]
        p = self.p
        while self.i < self.n and p[self.i] == '|':
            self.i += 1
            if nested == 0:
                self.seen_alt = True
                flags = self.flags
            branches.append(self.parse_seq(flags, nested))
        if len(branches) == 1:
            return branches[0]
        # a|b|[cd] is the class [abcd].
        chars = set()
        for b in branches:
            if b[0] == 'C':
                chars.add(b[1])
            elif b[0] == 'SET' and b[1] == _K_SET:
                chars |= b[2]
            else:
                return ('ALT', branches)
        return ('SET', _K_SET, frozenset(chars))

    def lit(self, ch, flags):
        if flags & _F_IGNORECASE:
            v = _variants(ch, self.ascii(flags))
            if len(v) > 1:
                return ('SET', _K_SET, v)
        return ('C', ch)

    def parse_seq(self, flags, nested):
        p = self.p
        n = self.n
        items = []
        lastrep = False
        while self.i < n:
            c = p[self.i]
            if c == '|' or c == ')':
                break
            if flags & _F_VERBOSE:
                if c in _WHITESPACE:
                    self.i += 1
                    continue
                if c == '#':
                    j = _scan_to(p, self.i, '\n', self.pattern)
                    self.i = n if j < 0 else j + 1
                    continue
            s0 = self.i
            if c == '*' or c == '+' or c == '?' or c == '{':
                if c == '{':
                    r = self.parse_brace()
                    if r is None:
                        self.i += 1
                        items.append(self.lit('{', flags))
                        lastrep = False
                        continue
                    mn, mx = r
                else:
                    self.i += 1
                    if c == '*':
                        mn, mx = 0, None
                    elif c == '+':
                        mn, mx = 1, None
                    else:
                        mn, mx = 0, 1
                if not items or items[-1][0] == 'AT':
                    raise self.err('nothing to repeat', s0)
                if lastrep:
                    raise self.err('multiple repeat', s0)
                mode = 0
                if self.i < n:
                    c = p[self.i]
                    if c == '?':
                        mode = 1
                        self.i += 1
                    elif c == '+':
                        mode = 2
                        self.i += 1
                items[-1] = ('REP', mn, mx, mode, items[-1])
                lastrep = True
                continue
            if c == '(':
                if p.startswith('(?#', s0):
                    j = _scan_to(p, s0 + 3, ')', self.pattern)
                    if j < 0:
                        raise self.err('missing ), unterminated comment', s0)
                    self.i = j + 1
                    continue
                lastrep = False
                at_start = nested == 0 and not self.seen_alt and not items
                node = self.parse_group(flags, nested, s0, at_start)
                if node is None:
                    flags = self.flags
                    continue
                items.append(node)
                continue
            lastrep = False
            if c == '[':
                items.append(self.parse_class(flags))
            elif c == '.':
                self.i += 1
                items.append(('ANYALL',) if flags & _F_DOTALL else ('ANY',))
            elif c == '^':
                self.i += 1
                items.append(('AT', _AT_BEGL if flags & _F_MULTILINE
                              else _AT_BEG))
            elif c == '$':
                self.i += 1
                items.append(('AT', _AT_ENDL if flags & _F_MULTILINE
                              else _AT_END))
            elif c == '\\':
                items.append(self.parse_escape(flags))
            else:
                self.i += 1
                items.append(self.lit(c, flags))
        if len(items) == 1:
            return items[0]
        return ('CAT', items)

    def parse_brace(self):
        p = self.p
        n = self.n
        j = self.i + 1
        k = j
        while j < n and p[j] in _DIGITS:
            j += 1
        lo = p[k:j]
        if j < n and p[j] == ',':
            j += 1
            k = j
            while j < n and p[j] in _DIGITS:
                j += 1
            hi = p[k:j]
        else:
            if not lo:
                return None
            hi = lo
        if j >= n or p[j] != '}':
            return None
        here = self.i + 1
        self.i = j + 1
        mn = 0
        mx = None
        if lo:
            mn = int(lo)
            if mn >= _MAXREPEAT:
                raise OverflowError('the repetition number is too large')
        if hi:
            mx = int(hi)
            if mx >= _MAXREPEAT:
                raise OverflowError('the repetition number is too large')
            if mx < mn:
                raise self.err('min repeat greater than max repeat', here)
        return mn, mx

    def token(self, i):
        """The character at i, with the next one if it is a backslash
        (marked as read)."""
        if self.p[i] == '\\':
            if i + 1 >= self.n:
                raise self.err('bad escape (end of pattern)', i)
            self.i = i + 2
            return self.p[i:i + 2]
        self.i = i + 1
        return self.p[i]

    def read_name(self, term):
        i = self.i
        if i >= self.n or self.p[i] == term:
            self.i = i + 1
            raise self.err('missing group name', i)
        j = _scan_to(self.p, i, term, self.pattern)
        if j < 0:
            raise self.err('missing %s, unterminated name' % term, i)
        self.i = j + 1
        return self.p[i:j]

    def check_name(self, name, pos):
        if not name.isidentifier() or (self.is_bytes and not name.isascii()):
            raise self.err('bad character in group name %r' % name, pos)

    def check_ref(self, g, pos_open, pos_lb):
        if g in self.open:
            raise self.err('cannot refer to an open group', pos_open)
        if self.lookbehind is not None and g > self.lookbehind:
            raise self.err('cannot refer to group defined in the same '
                           'lookbehind subpattern', pos_lb)

    def new_group(self):
        self.ngroups += 1
        return self.ngroups

    def finish_group(self, g, flags, nested, s0):
        if g is not None:
            self.open.add(g)
        node = self.parse_alt(flags, nested + 1)
        if self.i >= self.n or self.p[self.i] != ')':
            raise self.err('missing ), unterminated subpattern', s0)
        self.i += 1
        if g is not None:
            self.open.discard(g)
            self.group_nodes[g] = node
        return ('GROUP', g, node)

    def parse_group(self, flags, nested, s0, at_start):
        p = self.p
        n = self.n
        i = s0 + 1
        if i >= n or p[i] != '?':
            self.i = i
            return self.finish_group(self.new_group(), flags, nested, s0)
        i += 1
        if i >= n:
            raise self.err('unexpected end of pattern', i)
        c = p[i]
        i += 1
        if c == 'P':
            if i >= n:
                raise self.err('unexpected end of pattern', i)
            c = p[i]
            i += 1
            if c == '<':
                self.i = i
                name = self.read_name('>')
                self.check_name(name, i)
                if name in self.names:
                    raise self.err('redefinition of group name %r as group %d; '
                                   'was group %d' % (name, self.ngroups + 1,
                                                     self.names[name]), i)
                g = self.new_group()
                self.names[name] = g
                return self.finish_group(g, flags, nested, s0)
            if c == '=':
                self.i = i
                name = self.read_name(')')
                self.check_name(name, i)
                g = self.names.get(name)
                if g is None:
                    raise self.err('unknown group name %r' % name, i)
                self.check_ref(g, i, self.i - 1)
                return ('REF', g, (flags & _F_IGNORECASE) != 0,
                        self.ascii(flags))
            self.i = i
            raise self.err('unknown extension ?P' + self.token(i - 1), s0 + 1)
        if c == ':':
            self.i = i
            return self.finish_group(None, flags, nested, s0)
        if c == '=' or c == '!':
            self.i = i
            node = self.parse_alt(flags, nested + 1)
            if self.i >= n or p[self.i] != ')':
                raise self.err('missing ), unterminated subpattern', s0)
            self.i += 1
            return ('LOOK', False, c == '!', node)
        if c == '<':
            if i >= n:
                raise self.err('unexpected end of pattern', i)
            c = p[i]
            i += 1
            if c != '=' and c != '!':
                self.i = i
                raise self.err('unknown extension ?<' + self.token(i - 1),
                               s0 + 1)
            self.i = i
            saved = self.lookbehind
            if saved is None:
                self.lookbehind = self.ngroups
            node = self.parse_alt(flags, nested + 1)
            if self.i >= n or p[self.i] != ')':
                raise self.err('missing ), unterminated subpattern', s0)
            self.i += 1
            self.lookbehind = saved
            return ('LOOK', True, c == '!', node)
        if c == '>':
            self.i = i
            node = self.parse_alt(flags, nested + 1)
            if self.i >= n or p[self.i] != ')':
                raise self.err('missing ), unterminated subpattern', s0)
            self.i += 1
            return ('ATOMIC', node)
        if c == '(':
            self.i = i
            name = self.read_name(')')
            if name.isidentifier():
                g = self.names.get(name)
                if g is None:
                    raise self.err('unknown group name %r' % name, i)
            else:
                try:
                    g = int(name)
                    if g < 0:
                        raise ValueError
                except ValueError:
                    raise self.err('bad character in group name %r' % name,
                                   i) from None
                if not g:
                    raise self.err('bad group number', i)
                if g >= _MAXGROUPS:
                    raise self.err('invalid group reference %d' % g, i)
                self.condrefs.append((g, i))
            if self.lookbehind is not None and g > self.lookbehind:
                raise self.err('cannot refer to group defined in the same '
                               'lookbehind subpattern', self.i)
            yes = self.parse_seq(flags, nested + 1)
            no = None
            if self.i < n and p[self.i] == '|':
                self.i += 1
                no = self.parse_seq(flags, nested + 1)
                if self.i < n and p[self.i] == '|':
                    raise self.err('conditional backref with more than two '
                                   'branches', self.i)
            if self.i >= n or p[self.i] != ')':
                raise self.err('missing ), unterminated subpattern', s0)
            self.i += 1
            return ('COND', g, yes, no)
        if c in _FLAGCHARS or c == '-':
            self.i = i - 1
            return self.parse_flags(flags, nested, s0, at_start)
        self.i = i
        raise self.err('unknown extension ?' + self.token(i - 1), s0 + 1)

    def parse_flags(self, flags, nested, s0, at_start):
        p = self.p
        n = self.n
        add = 0
        while self.i < n and p[self.i] in _FLAGCHARS:
            ch = p[self.i]
            self.i += 1
            if ch == 'L' and not self.is_bytes:
                raise self.err("bad inline flags: cannot use 'L' flag with "
                               "a str pattern", self.i)
            if ch == 'u' and self.is_bytes:
                raise self.err("bad inline flags: cannot use 'u' flag with "
                               "a bytes pattern", self.i)
            add |= _FLAGCHARS[ch]
            t = add & (_F_ASCII | _F_LOCALE | _F_UNICODE)
            if t and t & (t - 1):
                raise self.err("bad inline flags: flags 'a', 'u' and 'L' are "
                               "incompatible", self.i)
        if self.i >= n:
            raise self.err('missing -, : or )', self.i)
        c = p[self.i]
        if c != ')' and c != '-' and c != ':':
            if c.isalpha():
                raise self.err('unknown flag', self.i)
            raise self.err('missing -, : or )', self.i)
        if c == ')':
            if not at_start:
                raise self.err('global flags not at the start of the '
                               'expression', s0)
            self.i += 1
            nf = self.flags | add
            if add & _F_ASCII:
                nf &= ~_F_UNICODE
            self.flags = nf
            return None
        dele = 0
        if c == '-':
            self.i += 1
            if self.i >= n or p[self.i] not in _FLAGCHARS:
                if self.i < n and p[self.i].isalpha():
                    raise self.err('unknown flag', self.i)
                raise self.err('missing flag', self.i)
            while self.i < n and p[self.i] in _FLAGCHARS:
                ch = p[self.i]
                self.i += 1
                if ch in 'aLu':
                    raise self.err("bad inline flags: cannot turn off flags "
                                   "'a', 'u' and 'L'", self.i)
                dele |= _FLAGCHARS[ch]
            if self.i < n and p[self.i].isalpha():
                raise self.err('unknown flag', self.i)
            if self.i >= n or p[self.i] != ':':
                raise self.err('missing :', self.i)
            if add & dele:
                raise self.err('bad inline flags: flag turned on and off',
                               self.i)
        self.i += 1
        nf = (flags | add) & ~dele
        if add & _F_ASCII:
            nf &= ~_F_UNICODE
        if add & _F_UNICODE:
            nf &= ~_F_ASCII
        return self.finish_group(None, nf, nested, s0)

    def read_hex(self, i, k, s0):
        p = self.p
        j = i
        while j < self.n and j - i < k and p[j] in _HEXDIGITS:
            j += 1
        if j - i < k:
            self.i = j
            raise self.err('incomplete escape %s' % p[s0:j], s0)
        return int(p[i:j], 16), j

    def common_escape(self, c, i, s0):
        """Escapes that mean one character both inside and outside classes;
        returns (char, next index) or None."""
        e = _SIMPLE_ESCAPES.get(c)
        if e is not None:
            return e, i
        if c == 'x':
            v, i = self.read_hex(i, 2, s0)
            return chr(v), i
        if not self.is_bytes:
            if c == 'u':
                v, i = self.read_hex(i, 4, s0)
                return chr(v), i
            if c == 'U':
                v, i = self.read_hex(i, 8, s0)
                if v > 0x10FFFF:
                    raise self.err('bad escape %s' % self.p[s0:i], s0)
                return chr(v), i
            if c == 'N':
                p = self.p
                if i >= self.n or p[i] != '{':
                    raise self.err('missing {', i)
                j = _scan_to(p, i + 1, '}', self.pattern)
                if j < 0 or j == i + 1:
                    if j < 0:
                        raise self.err('missing }, unterminated name', i + 1)
                    raise self.err('missing character name', i + 1)
                raise self.err('undefined character name %r' % p[i + 1:j],
                               s0)
        return None

    def parse_escape(self, flags):
        p = self.p
        n = self.n
        s0 = self.i
        i = s0 + 1
        if i >= n:
            raise self.err('bad escape (end of pattern)', s0)
        c = p[i]
        i += 1
        self.i = i
        if c in 'dDsSwW':
            return ('SET', _K_IN, _Charset((), [], [c], False, False,
                                           self.ascii(flags)))
        if c == 'A':
            return ('AT', _AT_BEG)
        if c == 'Z':
            return ('AT', _AT_ENDZ)
        if c == 'b' or c == 'B':
            if self.ascii(flags):
                return ('AT', _AT_BA if c == 'b' else _AT_NBA)
            return ('AT', _AT_B if c == 'b' else _AT_NB)
        r = self.common_escape(c, i, s0)
        if r is not None:
            self.i = r[1]
            return self.lit(r[0], flags)
        if c == '0':
            j = i
            while j < n and j - i < 2 and p[j] in _OCTDIGITS:
                j += 1
            self.i = j
            return self.lit(chr(int(p[i - 1:j], 8)), flags)
        if c in _DIGITS:
            if i < n and p[i] in _DIGITS:
                if (c in _OCTDIGITS and p[i] in _OCTDIGITS and i + 1 < n
                        and p[i + 1] in _OCTDIGITS):
                    v = int(p[i - 1:i + 2], 8)
                    self.i = i + 2
                    if v > 0o377:
                        raise self.err('octal escape value %s outside of '
                                       'range 0-0o377' % p[s0:i + 2], s0)
                    return self.lit(chr(v), flags)
                g = int(p[i - 1:i + 1])
                i += 1
                self.i = i
            else:
                g = int(c)
            if g <= self.ngroups:
                self.check_ref(g, s0, i)
                return ('REF', g, (flags & _F_IGNORECASE) != 0,
                        self.ascii(flags))
            raise self.err('invalid group reference %d' % g, s0 + 1)
        if c in _ASCII_LETTERS:
            raise self.err('bad escape \\' + c, s0)
        return self.lit(c, flags)

    def class_escape(self, i):
        """Returns (item, next index) for the escape at p[i] in a class."""
        p = self.p
        n = self.n
        s0 = i
        i += 1
        if i >= n:
            raise self.err('bad escape (end of pattern)', s0)
        c = p[i]
        i += 1
        self.i = i
        if c in 'dDsSwW':
            return ('cat', c), i
        if c == 'b':
            return ('c', '\b'), i
        r = self.common_escape(c, i, s0)
        if r is not None:
            return ('c', r[0]), r[1]
        if c in _OCTDIGITS:
            j = i
            while j < n and j - i < 2 and p[j] in _OCTDIGITS:
                j += 1
            v = int(p[i - 1:j], 8)
            if v > 0o377:
                self.i = j
                raise self.err('octal escape value %s outside of range '
                               '0-0o377' % p[s0:j], s0)
            return ('c', chr(v)), j
        if c in _DIGITS or c in _ASCII_LETTERS:
            raise self.err('bad escape \\' + c, s0)
        return ('c', c), i

    def parse_class(self, flags):
        p = self.p
        n = self.n
        s0 = self.i
        i = s0 + 1
        negate = False
        if i < n and p[i] == '^':
            negate = True
            i += 1
        first = i
        items = []
        while True:
            if i >= n:
                raise self.err('unterminated character set', s0)
            c = p[i]
            if c == ']' and i != first:
                i += 1
                break
            a0 = i
            if c == '\\':
                it, i = self.class_escape(i)
            else:
                it = ('c', c)
                i += 1
            if i < n and p[i] == '-':
                dash = i
                i += 1
                if i >= n:
                    raise self.err('unterminated character set', s0)
                if p[i] == ']':
                    items.append(it)
                    items.append(('c', '-'))
                    continue
                if p[i] == '\\':
                    it2, j = self.class_escape(i)
                else:
                    it2 = ('c', p[i])
                    j = i + 1
                if it[0] != 'c' or it2[0] != 'c' or it2[1] < it[1]:
                    self.i = j
                    raise self.err('bad character range %s-%s'
                                   % (p[a0:dash], p[i:j]), a0)
                items.append(('r', it[1], it2[1]))
                i = j
            else:
                items.append(it)
        self.i = i
        return self.make_set(items, negate, flags)

    def make_set(self, items, negate, flags):
        icase = (flags & _F_IGNORECASE) != 0
        ascii = self.ascii(flags)
        if not negate and len(items) == 1 and items[0][0] == 'c':
            return self.lit(items[0][1], flags)
        chars = set()
        ranges = []
        cats = []
        for it in items:
            if it[0] == 'c':
                chars.add(it[1])
            elif it[0] == 'r':
                lo = ord(it[1])
                hi = ord(it[2])
                if hi - lo <= 256:
                    for x in range(lo, hi + 1):
                        chars.add(chr(x))
                else:
                    ranges.append((it[1], it[2]))
            else:
                cats.append(it[1])
        if not ranges and not cats:
            if icase:
                more = set()
                for ch in chars:
                    more |= _variants(ch, ascii)
                chars |= more
            return ('SET', _K_NSET if negate else _K_SET, frozenset(chars))
        return ('SET', _K_IN, _Charset(chars, ranges, cats, negate, icase,
                                       ascii))


# ---------------------------------------------------------------- analysis

def _width(node, groups):
    """(min, max) characters the node can match; max is capped at
    _MAXREPEAT."""
    t = node[0]
    if t == 'C' or t == 'SET' or t == 'ANY' or t == 'ANYALL':
        return 1, 1
    if t == 'CAT':
        lo = hi = 0
        for it in node[1]:
            a, b = _width(it, groups)
            lo += a
            hi += b
        return min(lo, _MAXREPEAT), min(hi, _MAXREPEAT)
    if t == 'ALT':
        lo = _MAXREPEAT
        hi = 0
        for it in node[1]:
            a, b = _width(it, groups)
            lo = min(lo, a)
            hi = max(hi, b)
        return lo, hi
    if t == 'GROUP':
        return _width(node[2], groups)
    if t == 'REP':
        a, b = _width(node[4], groups)
        mx = node[2]
        if mx is None:
            hi = _MAXREPEAT if b else 0
        else:
            hi = b * mx
        return min(a * node[1], _MAXREPEAT), min(hi, _MAXREPEAT)
    if t == 'ATOMIC':
        return _width(node[1], groups)
    if t == 'REF':
        return _width(groups[node[1]], groups)
    if t == 'COND':
        a, b = _width(node[2], groups)
        if node[3] is None:
            return 0, b
        c, d = _width(node[3], groups)
        return min(a, c), max(b, d)
    return 0, 0


def _first(node, groups):
    """Returns (parts, nullable): parts is a list of (kind, arg) testers
    one of which the first character of a non-empty match satisfies, or
    None when unknown."""
    t = node[0]
    if t == 'C':
        return [(_K_LIT, node[1])], False
    if t == 'SET':
        return [(node[1], node[2])], False
    if t == 'ANY' or t == 'ANYALL':
        return None, False
    if t == 'CAT':
        parts = []
        for it in node[1]:
            ps, nullable = _first(it, groups)
            if ps is None:
                return None, False
            parts.extend(ps)
            if not nullable:
                return parts, False
        return parts, True
    if t == 'ALT':
        parts = []
        nul = False
        for it in node[1]:
            ps, nullable = _first(it, groups)
            if ps is None:
                return None, False
            parts.extend(ps)
            nul = nul or nullable
        return parts, nul
    if t == 'GROUP':
        return _first(node[2], groups)
    if t == 'ATOMIC':
        return _first(node[1], groups)
    if t == 'REP':
        if node[2] == 0:
            return [], True
        ps, nullable = _first(node[4], groups)
        return ps, nullable or node[1] == 0
    if t == 'AT' or t == 'LOOK':
        return [], True
    return None, False


def _anchor(node):
    """_AT_BEG when every match must start at index 0, _AT_BEGL when it
    must start at a line start, else -1."""
    while True:
        t = node[0]
        if t == 'CAT':
            if not node[1]:
                return -1
            node = node[1][0]
        elif t == 'GROUP':
            node = node[2]
        elif t == 'AT':
            if node[1] == _AT_BEG or node[1] == _AT_BEGL:
                return node[1]
            return -1
        else:
            return -1


# ---------------------------------------------------------------- compiler

# Opcodes of the matching program (a flat list: opcode then arguments).
_LIT1 = 0       # ch
_INM = 1        # memo, charset
_IN = 2         # frozenset
_REP1 = 3       # kind, arg, min, max, nextchar     greedy single-char repeat
_MARKO = 4      # slot                              group start
_MARKC = 5      # slot, group                       group end
_SPLIT = 6      # alternative pc                    try next op first
_JMP = 7        # pc
_LITN = 8       # string, length, list of its characters
_ANY = 9
_NIN = 10       # frozenset
_ANYALL = 11
_REP1L = 12     # kind, arg, min, max, nextchar     lazy
_REP1P = 13     # kind, arg, min, max, nextchar     possessive
_AT = 14        # kind
_LOOPINIT = 15  # reg
_LOOP = 16      # reg, min, max, exit pc            greedy (body follows)
_LOOPL = 17     # reg, min, max, exit pc            lazy
_REF = 18       # group
_REFI = 19      # group, ascii
_ASSERT = 20    # kind, width, next pc              (body follows)
_ATOMIC = 21    # next pc                           (body follows)
_GREXISTS = 22  # group, no pc
_MATCH = 23
_ACCEPT = 24
_POSS = 26      # min, max, next pc                 possessive repeat (body follows)
_LOOKS = 27     # kind, width, literal, [(kind, arg)]   lookaround of single characters
_ALTD = 28      # _AltDispatch                      alternation (branches follow)

_OP_SIZE = {_LIT1: 2, _INM: 3, _IN: 2, _REP1: 6, _MARKO: 2, _MARKC: 3,
            _SPLIT: 2, _JMP: 2, _LITN: 4, _ANY: 1, _NIN: 2, _ANYALL: 1,
            _REP1L: 6, _REP1P: 6, _AT: 2, _LOOPINIT: 2, _LOOP: 5, _LOOPL: 5,
            _REF: 2, _REFI: 3, _ASSERT: 4, _ATOMIC: 2, _GREXISTS: 3,
            _MATCH: 1, _ACCEPT: 1, _POSS: 4,
            _LOOKS: 5, _ALTD: 2}

# Backtrack entries (first item of each stack entry).
_BT_BRANCH = 0   # pc, pos
_BT_MARK = 1     # slot, old value
_BT_MARKC = 2    # slot, old value, old lastindex
_BT_REP1G = 3    # [kind, pc, low, cur, nextchar]
_BT_REP1L = 4    # [kind, pc, cur, maxpos, kind, arg, nextchar]
_BT_REG = 5      # reg, count, last
_BT_LOOPX = 6    # reg, count, last, exit pc, pos
_BT_LOOPM = 7    # reg, count, last, body pc, pos


class _Program:
    pass


class _Compiler:

    def __init__(self, groups, li):
        self.code = []
        self.nregs = 0
        self.groups = groups
        self.li = li
        self.rep1 = []

    def single(self, node):
        """(kind, arg) when node matches exactly one character, else None."""
        t = node[0]
        if t == 'C':
            return _K_LIT, node[1]
        if t == 'SET':
            return node[1], node[2]
        if t == 'ANY':
            return _K_ANY, None
        if t == 'ANYALL':
            return _K_ANYALL, None
        if t == 'GROUP' and node[1] is None:
            return self.single(node[2])
        if t == 'CAT' and len(node[1]) == 1:
            return self.single(node[1][0])
        return None

    def simple_seq(self, node):
        """[(kind, arg), ...] when node matches a fixed sequence of single
        characters without groups, else None."""
        one = self.single(node)
        if one is not None:
            return [one]
        if node[0] == 'GROUP' and node[1] is None:
            return self.simple_seq(node[2])
        if node[0] == 'CAT' and node[1]:
            seq = []
            for it in node[1]:
                one = self.single(it)
                if one is None:
                    return None
                seq.append(one)
            return seq
        return None

    def emit_one(self, kind, arg):
        code = self.code
        if kind == _K_LIT:
            code += [_LIT1, arg]
        elif kind == _K_SET:
            code += [_IN, arg]
        elif kind == _K_NSET:
            code += [_NIN, arg]
        elif kind == _K_IN:
            code += [_INM, arg.memo, arg]
        elif kind == _K_ANY:
            code.append(_ANY)
        else:
            code.append(_ANYALL)

    def emit(self, node):
        code = self.code
        t = node[0]
        if t == 'C':
            code += [_LIT1, node[1]]
        elif t == 'SET':
            self.emit_one(node[1], node[2])
        elif t == 'ANY':
            code.append(_ANY)
        elif t == 'ANYALL':
            code.append(_ANYALL)
        elif t == 'CAT':
            items = node[1]
            k = 0
            n = len(items)
            while k < n:
                it = items[k]
                if it[0] == 'C':
                    j = k + 1
                    while j < n and items[j][0] == 'C':
                        j += 1
                    if j - k > 1:
                        s = ''.join([x[1] for x in items[k:j]])
                        code += [_LITN, s, len(s), list(s)]
                        k = j
                        continue
                self.emit(it)
                k += 1
        elif t == 'ALT' and self.alt_dispatch(node[1]):
            pass
        elif t == 'ALT':
            branches = node[1]
            jumps = []
            for b in branches[:-1]:
                sp = len(code)
                code += [_SPLIT, 0]
                self.emit(b)
                jumps.append(len(code) + 1)
                code += [_JMP, 0]
                code[sp + 1] = len(code)
            self.emit(branches[-1])
            for j in jumps:
                code[j] = len(code)
        elif t == 'GROUP':
            g = node[1]
            if g is None:
                self.emit(node[2])
            else:
                code += [_MARKO, 2 * g]
                self.emit(node[2])
                code += [_MARKC, 2 * g + 1, g]
        elif t == 'REP':
            self.emit_rep(node)
        elif t == 'AT':
            code += [_AT, node[1]]
        elif t == 'REF':
            if node[2]:
                code += [_REFI, node[1], node[3]]
            else:
                code += [_REF, node[1]]
        elif t == 'LOOK' and self.simple_seq(node[3]) is not None:
            seq = self.simple_seq(node[3])
            kind = (2 if node[1] else 0) + (1 if node[2] else 0)
            lit = None
            if all(k == _K_LIT for k, a in seq):
                lit = ''.join([a for k, a in seq])
            code += [_LOOKS, kind, len(seq), lit, seq]
        elif t == 'LOOK':
            behind = node[1]
            kind = (2 if behind else 0) + (1 if node[2] else 0)
            width = 0
            if behind:
                lo, hi = _width(node[3], self.groups)
                if lo != hi:
                    raise error('look-behind requires fixed-width pattern')
                width = lo
            at = len(code)
            code += [_ASSERT, kind, width, 0]
            self.emit(node[3])
            code.append(_ACCEPT)
            code[at + 3] = len(code)
        elif t == 'ATOMIC':
            at = len(code)
            code += [_ATOMIC, 0]
            self.emit(node[1])
            code.append(_ACCEPT)
            code[at + 1] = len(code)
        elif t == 'COND':
            at = len(code)
            code += [_GREXISTS, node[1], 0]
            self.emit(node[2])
            if node[3] is not None:
                j = len(code)
                code += [_JMP, 0]
                code[at + 2] = len(code)
                self.emit(node[3])
                code[j + 1] = len(code)
            else:
                code[at + 2] = len(code)
        else:
            raise TypeError('internal error: bad node %r' % (t,))

    def alt_dispatch(self, branches):
        """Emits an alternation that picks its branches by the next
        character (those whose first character cannot be it are skipped);
        returns False when no branch's first character is known."""
        firsts = []
        for b in branches:
            parts, nullable = _first(b, self.groups)
            firsts.append(None if nullable else parts)
        if all(p is None for p in firsts):
            return False
        code = self.code
        at = len(code)
        code += [_ALTD, None]
        pcs = []
        jumps = []
        for b in branches:
            pcs.append(len(code))
            self.emit(b)
            jumps.append(len(code) + 1)
            code += [_JMP, 0]
        for j in jumps:
            code[j] = len(code)
        code[at + 1] = _AltDispatch(list(zip(firsts, pcs)))
        return True

    def emit_rep(self, node):
        code = self.code
        mn = node[1]
        mx = node[2]
        mode = node[3]
        body = node[4]
        if mx == 0:
            return
        one = self.single(body)
        if one is not None:
            if mn == 1 and mx == 1:
                self.emit_one(one[0], one[1])
                return
            self.rep1.append(len(code))
            op = _REP1 if mode == 0 else _REP1L if mode == 1 else _REP1P
            code += [op, one[0], one[1], mn, -1 if mx is None else mx, None]
            return
        if mode == 2:
            # Each iteration is atomic on its own, as in CPython.
            at = len(code)
            code += [_POSS, mn, -1 if mx is None else mx, 0]
            self.emit(body)
            code.append(_ACCEPT)
            code[at + 3] = len(code)
            return
        if mn == 1 and mx == 1:
            self.emit(body)
            return
        r = self.nregs
        self.nregs += 2
        code += [_LOOPINIT, r]
        head = len(code)
        code += [_LOOP if mode == 0 else _LOOPL, r, mn,
                 -1 if mx is None else mx, 0]
        self.emit(body)
        code += [_JMP, head]
        code[head + 4] = len(code)

    def finish(self):
        """Fills in the next-character hints of single-character repeats."""
        code = self.code
        for at in self.rep1:
            pc = at + 6
            while code[pc] == _MARKO or code[pc] == _MARKC:
                pc += _OP_SIZE[code[pc]]
            if code[at] == _REP1 and (code[pc] == _MATCH or code[pc] == _ACCEPT):
                # Nothing after the repeat can fail (fullmatch wants the
                # longest run anyway), so no backtracking into it.
                code[at + 5] = False
            elif code[pc] == _LIT1:
                code[at + 5] = code[pc + 1]
            elif code[pc] == _LITN:
                code[at + 5] = code[pc + 1][0]


def _compile_program(node, parser):
    ngroups = parser.ngroups
    li = 2 * ngroups + 2
    comp = _Compiler(parser.group_nodes, li)
    comp.emit(node)
    comp.code.append(_MATCH)
    comp.finish()
    prog = _Program()
    prog.code = code = comp.code
    prog.ngroups = ngroups
    prog.nmarks = li + 1
    prog.li = li
    prog.nregs = comp.nregs
    # How a search finds the places where a match may start.
    prog.skip = 0
    prog.prefix = ''
    prog.plen = 0
    prog.pcp = 0
    prog.first = None
    prog.simple = None
    anchor = _anchor(node)
    if anchor == _AT_BEG:
        prog.skip = 4
    elif code[0] == _LITN or code[0] == _LIT1:
        prog.skip = 1
        if code[0] == _LITN:
            prog.prefix = code[1]
            prog.pcp = 4
        else:
            prog.prefix = code[1]
            prog.pcp = 2
        prog.plen = len(prog.prefix)
    else:
        parts, nullable = _first(node, parser.group_nodes)
        if parts and not nullable:
            if len(parts) == 1 and parts[0][0] == _K_SET:
                prog.skip = 2
                prog.first = parts[0][1]
            elif all(k == _K_LIT or k == _K_SET for k, a in parts):
                fs = set()
                for k, a in parts:
                    if k == _K_LIT:
                        fs.add(a)
                    else:
                        fs |= a
                prog.skip = 2
                prog.first = frozenset(fs)
            elif len(parts) == 1 and parts[0][0] == _K_IN:
                prog.skip = 3
                prog.first = parts[0][1]
            else:
                prog.skip = 3
                prog.first = _Union(parts)
        elif anchor == _AT_BEGL:
            prog.skip = 5
    if (len(code) == 7 and code[0] == _REP1 and code[3] >= 1 and code[4] < 0
            and (prog.skip == 2 or prog.skip == 3)):
        prog.simple = (code[1], code[2], code[3])
    return prog


# ---------------------------------------------------------------- matcher

def _count(s, pos, lim, kind, arg):
    """The end of the longest run of characters from pos (up to lim) that
    the single-character matcher (kind, arg) accepts."""
    if kind == _K_ANYALL:
        return lim
    if kind == _K_ANY and s.__class__ is str:
        i = s.find('\n', pos, lim)
        return lim if i < 0 else i
    q = pos
    if kind == _K_LIT:
        while q < lim and s[q] == arg:
            q += 1
    elif kind == _K_SET:
        while q < lim and s[q] in arg:
            q += 1
    elif kind == _K_NSET:
        while q < lim and s[q] not in arg:
            q += 1
    elif kind == _K_ANY:
        while q < lim and s[q] != '\n':
            q += 1
    else:
        memo = arg.memo
        while q < lim:
            ch = s[q]
            r = memo.get(ch)
            if r is None:
                r = arg.test(ch)
            if not r:
                break
            q += 1
    return q


def _lazy_next(s, q, mxp, end, kind, arg, nc):
    """The next end (> q, <= mxp) worth trying for a lazy single-character
    repeat now ending at q, or -1."""
    if (nc is not None and (kind == _K_ANYALL or kind == _K_ANY)
            and s.__class__ is str):
        if q >= mxp:
            return -1
        j = s.find(nc, q + 1, mxp + 1 if mxp < end else end)
        if j < 0:
            return -1
        if kind == _K_ANY and s.find('\n', q, j) >= 0:
            return -1
        return j
    while q < mxp:
        ch = s[q]
        if kind == _K_ANYALL:
            ok = True
        elif kind == _K_ANY:
            ok = ch != '\n'
        elif kind == _K_LIT:
            ok = ch == arg
        elif kind == _K_SET:
            ok = ch in arg
        elif kind == _K_NSET:
            ok = ch not in arg
        else:
            ok = arg.memo.get(ch)
            if ok is None:
                ok = arg.test(ch)
        if not ok:
            return -1
        q += 1
        if nc is None or (q < end and s[q] == nc):
            return q
    return -1


def _list_find(s, x, i, end):
    """str.find for a subject held as a list of characters."""
    c = x[0]
    n = len(x)
    last = end - n
    while i <= last:
        try:
            i = s.index(c, i, last + 1)
        except ValueError:
            return -1
        if n == 1 or ''.join(s[i:i + n]) == x:
            return i
        i += 1
    return -1


def _rfind(s, c, lo, hi):
    """s.rfind(c, lo, hi) for one character, s a str or a list."""
    if s.__class__ is str:
        return s.rfind(c, lo, hi)
    hi -= 1
    while hi >= lo:
        if s[hi] == c:
            return hi
        hi -= 1
    return -1


def _seq_ok(s, i, seq):
    """Whether s[i:] starts with characters that the single-character
    matchers in seq accept (the caller checked the length)."""
    for kind, arg in seq:
        ch = s[i]
        if kind == _K_LIT:
            if ch != arg:
                return False
        elif kind == _K_SET:
            if ch not in arg:
                return False
        elif kind == _K_NSET:
            if ch in arg:
                return False
        elif kind == _K_ANY:
            if ch == '\n':
                return False
        elif kind == _K_IN:
            r = arg.memo.get(ch)
            if r is None:
                r = arg.test(ch)
            if not r:
                return False
        i += 1
    return True


def _isword(ch, ascii):
    if ascii:
        return ch in _ASCII_WORD
    return ch == '_' or ch.isalnum()


def _at(s, pos, end, kind):
    if kind == _AT_BEG:
        return pos == 0
    if kind == _AT_BEGL:
        return pos == 0 or s[pos - 1] == '\n'
    if kind == _AT_END:
        return pos == end or (pos == end - 1 and s[pos] == '\n')
    if kind == _AT_ENDL:
        return pos == end or s[pos] == '\n'
    if kind == _AT_ENDZ:
        return pos == end
    if end == 0:
        return False
    ascii = kind >= _AT_BA
    that = pos > 0 and _isword(s[pos - 1], ascii)
    this = pos < end and _isword(s[pos], ascii)
    if kind == _AT_B or kind == _AT_BA:
        return this != that
    return this == that


def _next_start(prog, s, i, end):
    """The first index >= i where a match may start, or -1."""
    skip = prog.skip
    if i > end:
        return -1
    if skip == 0:
        return i
    if skip == 1:
        if s.__class__ is str:
            return s.find(prog.prefix, i, end)
        return _list_find(s, prog.prefix, i, end)
    if skip == 2:
        fs = prog.first
        while i < end:
            if s[i] in fs:
                return i
            i += 1
        return -1
    if skip == 3:
        t = prog.first
        memo = t.memo
        while i < end:
            ch = s[i]
            r = memo.get(ch)
            if r is None:
                r = t.test(ch)
            if r:
                return i
            i += 1
        return -1
    if skip == 4:
        return 0 if i == 0 else -1
    if i == 0 or s[i - 1] == '\n':
        return i
    if s.__class__ is str:
        j = s.find('\n', i, end)
    else:
        j = _list_find(s, '\n', i, end)
    return -1 if j < 0 else j + 1


def _keep_marks(marks, saved, push):
    k = 0
    n = len(saved)
    while k < n:
        if marks[k] != saved[k]:
            push((_BT_MARK, k, saved[k]))
        k += 1


def _vm(prog, s, pc, start, end, marks, regs, adv, mode, out=None, limit=0):
    """Runs the program on s[:end] with an explicit backtracking stack.

    mode 0: match at start; 1: fullmatch at start; 2: search from start;
    3: a sub-match (lookaround or atomic group) from pc, returning its end;
    4: every match from start (at most limit of them when limit > 0),
    each appended to out as a copy of marks (for findall, sub, split).
    Modes 0-2 return 1 with marks[0], marks[1] set to the span, or -1.
    A match ending at adv is refused (adv is -1 or the search start after
    an empty match)."""
    if mode == 2 or mode == 4:
        if prog.simple is not None:
            # A one-class repeat such as \w+: no program to run.
            kind, arg, mn = prog.simple
            while True:
                start = _next_start(prog, s, start, end)
                if start < 0:
                    return -1
                q = _count(s, start, end, kind, arg)
                if q - start >= mn:
                    if mode == 2:
                        marks[0] = start
                        marks[1] = q
                        return 1
                    marks[0] = start
                    marks[1] = q
                    out.append(marks[:])
                    if len(out) == limit:
                        return 1
                    start = q
                else:
                    start += 1
        if prog.skip == 1:
            if s.__class__ is str:
                start = s.find(prog.prefix, start, end)
            else:
                start = _list_find(s, prog.prefix, start, end)
            if start < 0:
                return -1
            pc = prog.pcp
            pos = start + prog.plen
        else:
            start = _next_start(prog, s, start, end)
            if start < 0:
                return -1
            pos = start
    else:
        pos = start
    code = prog.code
    li = prog.li
    islist = s.__class__ is list
    stack = []
    while True:
        op = code[pc]
        if op == _LIT1:
            if pos < end and s[pos] == code[pc + 1]:
                pos += 1
                pc += 2
                continue
        elif op == _INM:
            if pos < end:
                ch = s[pos]
                r = code[pc + 1].get(ch)
                if r is None:
                    r = code[pc + 2].test(ch)
                if r:
                    pos += 1
                    pc += 3
                    continue
        elif op == _IN:
            if pos < end and s[pos] in code[pc + 1]:
                pos += 1
                pc += 2
                continue
        elif op == _REP1:
            mx = code[pc + 4]
            if mx < 0 or end - pos < mx:
                q = _count(s, pos, end, code[pc + 1], code[pc + 2])
            else:
                q = _count(s, pos, pos + mx, code[pc + 1], code[pc + 2])
            lo = pos + code[pc + 3]
            if q >= lo:
                nc = code[pc + 5]
                if nc is None:
                    if q > lo:
                        stack.append([_BT_REP1G, pc + 6, lo, q, nc])
                    pos = q
                    pc += 6
                    continue
                if nc is False:
                    pos = q
                    pc += 6
                    continue
                if q >= end or s[q] != nc:
                    q = _rfind(s, nc, lo, q)
                if q >= lo:
                    if q > lo:
                        stack.append([_BT_REP1G, pc + 6, lo, q, nc])
                    pos = q
                    pc += 6
                    continue
        elif op == _MARKO:
            slot = code[pc + 1]
            stack.append((_BT_MARK, slot, marks[slot]))
            marks[slot] = pos
            pc += 2
            continue
        elif op == _MARKC:
            slot = code[pc + 1]
            stack.append((_BT_MARKC, slot, marks[slot], marks[li]))
            marks[slot] = pos
            marks[li] = code[pc + 2]
            pc += 3
            continue
        elif op == _SPLIT:
            stack.append((_BT_BRANCH, code[pc + 1], pos))
            pc += 2
            continue
        elif op == _JMP:
            pc = code[pc + 1]
            continue
        elif op == _LITN:
            if islist:
                n = code[pc + 2]
                if pos + n <= end and s[pos:pos + n] == code[pc + 3]:
                    pos += n
                    pc += 4
                    continue
            elif s.startswith(code[pc + 1], pos, end):
                pos += code[pc + 2]
                pc += 4
                continue
        elif op == _ANY:
            if pos < end and s[pos] != '\n':
                pos += 1
                pc += 1
                continue
        elif op == _NIN:
            if pos < end and s[pos] not in code[pc + 1]:
                pos += 1
                pc += 2
                continue
        elif op == _ANYALL:
            if pos < end:
                pos += 1
                pc += 1
                continue
        elif op == _LOOP:
            r = code[pc + 1]
            c = regs[r]
            if c < code[pc + 2]:
                stack.append((_BT_REG, r, c, regs[r + 1]))
                regs[r] = c + 1
                pc += 5
                continue
            mx = code[pc + 3]
            if (mx < 0 or c < mx) and pos != regs[r + 1]:
                stack.append((_BT_LOOPX, r, c, regs[r + 1], code[pc + 4], pos))
                regs[r] = c + 1
                regs[r + 1] = pos
                pc += 5
                continue
            pc = code[pc + 4]
            continue
        elif op == _ALTD:
            d = code[pc + 1]
            if pos < end:
                ch = s[pos]
                lst = d.memo.get(ch)
                if lst is None:
                    lst = d.get(ch)
            else:
                lst = d.atend
            k = len(lst) - 1
            if k >= 0:
                while k > 0:
                    stack.append((_BT_BRANCH, lst[k], pos))
                    k -= 1
                pc = lst[0]
                continue
        elif op == _LOOPINIT:
            r = code[pc + 1]
            stack.append((_BT_REG, r, regs[r], regs[r + 1]))
            regs[r] = 0
            regs[r + 1] = -1
            pc += 2
            continue
        elif op == _AT:
            if _at(s, pos, end, code[pc + 1]):
                pc += 2
                continue
        elif op == _REP1L:
            lo = pos + code[pc + 3]
            if lo <= end:
                q = _count(s, pos, lo, code[pc + 1], code[pc + 2])
                if q == lo:
                    mx = code[pc + 4]
                    if mx < 0 or end - pos < mx:
                        mxp = end
                    else:
                        mxp = pos + mx
                    if q < mxp:
                        stack.append([_BT_REP1L, pc + 6, q, mxp, code[pc + 1],
                              code[pc + 2], code[pc + 5]])
                    pos = q
                    pc += 6
                    continue
        elif op == _LOOPL:
            r = code[pc + 1]
            c = regs[r]
            if c < code[pc + 2]:
                stack.append((_BT_REG, r, c, regs[r + 1]))
                regs[r] = c + 1
                pc += 5
                continue
            mx = code[pc + 3]
            if (mx < 0 or c < mx) and pos != regs[r + 1]:
                stack.append((_BT_LOOPM, r, c, regs[r + 1], pc + 5, pos))
            pc = code[pc + 4]
            continue
        elif op == _MATCH:
            if (mode != 1 or pos == end) and pos != adv:
                marks[0] = start
                marks[1] = pos
                if mode != 4:
                    return 1
                # Record the match and search again from its end.
                out.append(marks[:])
                if len(out) == limit:
                    return 1
                for k in range(len(marks)):
                    marks[k] = -1
                del stack[:]
                adv = pos if pos == start else -1
                start = _next_start(prog, s, pos, end)
                if start < 0:
                    return 1
                if prog.skip == 1:
                    pc = prog.pcp
                    pos = start + prog.plen
                else:
                    pc = 0
                    pos = start
                continue
        elif op == _ACCEPT:
            return pos
        elif op == _REP1P:
            mx = code[pc + 4]
            if mx < 0 or end - pos < mx:
                q = _count(s, pos, end, code[pc + 1], code[pc + 2])
            else:
                q = _count(s, pos, pos + mx, code[pc + 1], code[pc + 2])
            if q - pos >= code[pc + 3]:
                pos = q
                pc += 6
                continue
        elif op == _REF:
            g = code[pc + 1]
            a = marks[2 * g]
            b = marks[2 * g + 1]
            if (0 <= a <= b and pos + (b - a) <= end
                    and s[pos:pos + (b - a)] == s[a:b]):
                pos += b - a
                pc += 2
                continue
        elif op == _REFI:
            g = code[pc + 1]
            a = marks[2 * g]
            b = marks[2 * g + 1]
            if 0 <= a <= b and pos + (b - a) <= end:
                ascii = code[pc + 2]
                k = 0
                n = b - a
                while k < n:
                    x = s[a + k]
                    y = s[pos + k]
                    if x != y and _fold(x, ascii) != _fold(y, ascii):
                        break
                    k += 1
                if k == n:
                    pos += n
                    pc += 3
                    continue
        elif op == _ASSERT:
            kind = code[pc + 1]
            if kind >= 2:
                st = pos - code[pc + 2]
            else:
                st = pos
            saved = None
            if st < 0:
                ok = False
            else:
                saved = marks[:]
                ok = _vm(prog, s, pc + 4, st, end, marks, regs, -1, 3) >= 0
            if kind & 1:
                if ok:
                    marks[:] = saved
                else:
                    pc = code[pc + 3]
                    continue
            elif ok:
                _keep_marks(marks, saved, stack.append)
                pc = code[pc + 3]
                continue
        elif op == _ATOMIC:
            saved = marks[:]
            q = _vm(prog, s, pc + 2, pos, end, marks, regs, -1, 3)
            if q >= 0:
                _keep_marks(marks, saved, stack.append)
                pos = q
                pc = code[pc + 1]
                continue
        elif op == _LOOKS:
            kind = code[pc + 1]
            w = code[pc + 2]
            if kind >= 2:
                st = pos - w
            else:
                st = pos
            if st < 0 or st + w > end:
                ok = False
            elif code[pc + 3] is not None and not islist:
                ok = s.startswith(code[pc + 3], st)
            else:
                ok = _seq_ok(s, st, code[pc + 4])
            if ok != (kind & 1):
                pc += 5
                continue
        elif op == _POSS:
            saved = marks[:]
            mn = code[pc + 1]
            mx = code[pc + 2]
            c = 0
            q = pos
            while c < mn:
                q = _vm(prog, s, pc + 4, q, end, marks, regs, -1, 3)
                if q < 0:
                    break
                c += 1
            if q >= 0:
                last = -1
                while (mx < 0 or c < mx) and q != last:
                    last = q
                    r = _vm(prog, s, pc + 4, q, end, marks, regs, -1, 3)
                    if r < 0:
                        break
                    q = r
                    c += 1
                _keep_marks(marks, saved, stack.append)
                pos = q
                pc = code[pc + 3]
                continue
            marks[:] = saved
        elif op == _GREXISTS:
            g = code[pc + 1]
            a = marks[2 * g]
            if 0 <= a <= marks[2 * g + 1]:
                pc += 3
            else:
                pc = code[pc + 2]
            continue
        # Failure: backtrack.
        while True:
            if not stack:
                if mode < 2 or mode == 3:
                    return -1
                start = _next_start(prog, s, start + 1, end)
                if start < 0:
                    return -1
                if prog.skip == 1:
                    pc = prog.pcp
                    pos = start + prog.plen
                else:
                    pc = 0
                    pos = start
                break
            e = stack.pop()
            k = e[0]
            if k == _BT_BRANCH:
                pc = e[1]
                pos = e[2]
                break
            if k == _BT_MARK:
                marks[e[1]] = e[2]
            elif k == _BT_MARKC:
                marks[e[1]] = e[2]
                marks[li] = e[3]
            elif k == _BT_REP1G:
                lo = e[2]
                nc = e[4]
                if nc is None:
                    q = e[3] - 1
                else:
                    q = _rfind(s, nc, lo, e[3])
                if q >= lo:
                    if q > lo:
                        e[3] = q
                        stack.append(e)
                    pos = q
                    pc = e[1]
                    break
            elif k == _BT_REG:
                r = e[1]
                regs[r] = e[2]
                regs[r + 1] = e[3]
            elif k == _BT_LOOPX:
                r = e[1]
                regs[r] = e[2]
                regs[r + 1] = e[3]
                pc = e[4]
                pos = e[5]
                break
            elif k == _BT_LOOPM:
                r = e[1]
                c = e[2]
                stack.append((_BT_REG, r, c, e[3]))
                regs[r] = c + 1
                regs[r + 1] = e[5]
                pc = e[4]
                pos = e[5]
                break
            else:  # _BT_REP1L
                q = _lazy_next(s, e[2], e[3], end, e[4], e[5], e[6])
                if q >= 0:
                    if q < e[3]:
                        e[2] = q
                        stack.append(e)
                    pos = q
                    pc = e[1]
                    break


# ---------------------------------------------------------------- templates

def _parse_template(pattern, template):
    """A replacement template as a list of literal strings and group
    numbers."""
    if isinstance(template, str):
        p = template
        as_bytes = False
    elif isinstance(template, (bytes, bytearray)):
        p = bytes(template).decode('latin-1')
        as_bytes = True
    else:
        raise TypeError('decoding to str: need a bytes-like object, %s found'
                        % type(template).__name__)
    items = []
    lit = []
    n = len(p)
    ngroups = pattern.groups
    i = 0
    try:
        while True:
            j = p.find('\\', i)
            if j < 0:
                lit.append(p[i:])
                break
            lit.append(p[i:j])
            s0 = j
            i = j + 1
            if i >= n:
                raise error('bad escape (end of pattern)', template, s0)
            c = p[i]
            i += 1
            if c == 'g':
                if i >= n or p[i] != '<':
                    raise error('missing <', template, i)
                i += 1
                k = i
                if i >= n or p[i] == '>':
                    raise error('missing group name', template, k)
                j = _scan_to(p, i, '>', template)
                if j < 0:
                    i = n
                    raise error('missing >, unterminated name', template, k)
                name = p[i:j]
                i = j + 1
                if name.isidentifier():
                    g = pattern._groupindex.get(name)
                    if g is None:
                        raise IndexError('unknown group name %r' % name)
                else:
                    try:
                        g = int(name)
                        if g < 0:
                            raise ValueError
                    except ValueError:
                        raise error('bad character in group name %r' % name,
                                    template, k) from None
                    if g >= _MAXGROUPS or g > ngroups:
                        raise error('invalid group reference %d' % g,
                                    template, k)
            elif c == '0':
                j = i
                while j < n and j - i < 2 and p[j] in _OCTDIGITS:
                    j += 1
                lit.append(chr(int(p[i - 1:j], 8)))
                i = j
                continue
            elif c in _DIGITS:
                if i < n and p[i] in _DIGITS:
                    if (c in _OCTDIGITS and p[i] in _OCTDIGITS and i + 1 < n
                            and p[i + 1] in _OCTDIGITS):
                        v = int(p[i - 1:i + 2], 8)
                        i += 2
                        if v > 0o377:
                            raise error('octal escape value %s outside of '
                                        'range 0-0o377' % p[s0:i],
                                        template, s0)
                        lit.append(chr(v))
                        continue
                    g = int(p[i - 1:i + 1])
                    i += 1
                else:
                    g = int(c)
                if g > ngroups:
                    raise error('invalid group reference %d' % g, template,
                                s0 + 1)
            else:
                e = _SIMPLE_ESCAPES.get(c)
                if e is None and c == 'b':
                    e = '\b'
                if e is not None:
                    lit.append(e)
                elif c in _ASCII_LETTERS:
                    raise error('bad escape \\' + c, template, s0)
                else:
                    lit.append(p[s0:i])
                continue
            s = ''.join(lit)
            if s:
                items.append(s)
            lit = []
            items.append(g)
    except error:
        # A lone backslash at the end is reported first once the character
        # before it has been read (CPython reads one token ahead).
        k = _lone_backslash(p)
        if k >= 0 and i >= k:
            raise error('bad escape (end of pattern)', template, k) from None
        raise
    s = ''.join(lit)
    if s:
        items.append(s)
    if as_bytes:
        items = [x.encode('latin-1') if isinstance(x, str) else x
                 for x in items]
    return items


def _expand(items, string, marks, empty):
    out = []
    for x in items:
        if x.__class__ is int:
            a = marks[2 * x]
            b = marks[2 * x + 1]
            if a >= 0 and b >= 0 and b > a:
                out.append(string[a:b])
        else:
            out.append(x)
    return empty.join(out)


# ---------------------------------------------------------------- objects

# A subject with non-ASCII characters is matched as a list of characters:
# Trellis indexes such strings by walking them, which a backtracking
# matcher would make quadratic. The last subject prepared (str or bytes,
# which cannot change) is kept for repeated calls on one string, such as
# pattern.match(text, pos) in a tokenizer loop: [subject, bytes pattern,
# text to match, object to slice].
# The last subject string and what _subject made of it (a fresh object at
# first, so that no argument, None included, hits it).
_last_subject = [object(), False, None, None]


class Match:
    """The result of a successful match (CPython's re.Match)."""

    @classmethod
    def __class_getitem__(cls, item):
        return cls

    def __init__(self, pattern, string, pos, endpos, marks, sub=None):
        self.re = pattern
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._marks = marks
        self._sub = string if sub is None else sub

    @property
    def lastindex(self):
        v = self._marks[-1]
        return None if v < 0 else v

    @property
    def lastgroup(self):
        v = self._marks[-1]
        if v < 0:
            return None
        return self.re._indexgroup.get(v)

    @property
    def regs(self):
        m = self._marks
        return tuple([(m[2 * i], m[2 * i + 1]) if m[2 * i] >= 0
                      and m[2 * i + 1] >= 0 else (-1, -1)
                      for i in range(self.re.groups + 1)])

    def _index(self, g):
        if isinstance(g, int):
            if 0 <= g <= self.re.groups:
                return g
        elif isinstance(g, (str, bytes)):
            i = self.re._groupindex.get(g)
            if i is not None:
                return i
        elif hasattr(g, '__index__'):
            return self._index(g.__index__())
        raise IndexError('no such group')

    def _get(self, i, default=None):
        a = self._marks[2 * i]
        b = self._marks[2 * i + 1]
        if a < 0 or b < 0:
            return default
        return self._sub[a:b]

    def group(self, *args):
        if not args:
            return self._get(0)
        if len(args) == 1:
            return self._get(self._index(args[0]))
        return tuple([self._get(self._index(a)) for a in args])

    def __getitem__(self, g):
        return self._get(self._index(g))

    def groups(self, default=None):
        return tuple([self._get(i, default)
                      for i in range(1, self.re.groups + 1)])

    def groupdict(self, default=None):
        d = {}
        for name, i in self.re._groupindex.items():
            d[name] = self._get(i, default)
        return d

    def start(self, group=0):
        i = self._index(group)
        if self._marks[2 * i + 1] < 0:
            return -1
        return self._marks[2 * i]

    def end(self, group=0):
        i = self._index(group)
        if self._marks[2 * i] < 0:
            return -1
        return self._marks[2 * i + 1]

    def span(self, group=0):
        i = self._index(group)
        a = self._marks[2 * i]
        b = self._marks[2 * i + 1]
        if a < 0 or b < 0:
            return (-1, -1)
        return (a, b)

    def expand(self, template):
        items = self.re._template(template)
        return _expand(items, self._sub, self._marks,
                       self.string[:0] if self.re._bytes else '')

    def __repr__(self):
        return '<re.Match object; span=(%d, %d), match=%r>' % (
            self._marks[0], self._marks[1], self._get(0))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class _Scanner:

    def __init__(self, pattern, string, pos, endpos):
        self.pattern = pattern
        self._string = string
        self._text, self._pos, self._end, self._sub = pattern._prep(
            string, pos, endpos)
        self._adv = -1
        self._done = False
        self._pos0 = self._pos

    def _go(self, mode):
        if self._done or self._pos > self._end:
            return None
        pat = self.pattern
        prog = pat._prog
        marks = [-1] * prog.nmarks
        regs = [0] * prog.nregs
        if _vm(prog, self._text, 0, self._pos, self._end, marks, regs,
               self._adv, mode) < 0:
            self._done = True
            return None
        b = marks[0]
        e = marks[1]
        self._adv = e if b == e else -1
        self._pos = e
        return Match(pat, self._string, self._pos0, self._end, marks,
                     self._sub)

    def match(self):
        return self._go(0)

    def search(self):
        return self._go(2)


class Pattern:
    """A compiled regular expression (CPython's re.Pattern)."""

    @classmethod
    def __class_getitem__(cls, item):
        return cls

    def __init__(self, pattern, flags, prog, groupindex, is_bytes):
        self.pattern = pattern
        self.flags = flags
        self.groups = prog.ngroups
        self._groupindex = groupindex
        self._prog = prog
        self._bytes = is_bytes
        self._indexgroup = {}
        for k, v in groupindex.items():
            self._indexgroup[v] = k
        self._tcache = {}

    def _prep(self, string, pos, endpos):
        """Checks the subject's type; returns (text to match, pos, endpos,
        object to slice groups from)."""
        last = _last_subject
        if last[0] is string and last[1] == self._bytes:
            text = last[2]
            sub = last[3]
        else:
            text, sub = self._subject(string)
        n = len(text)
        if pos < 0:
            pos = 0
        elif pos > n:
            pos = n
        if endpos < 0:
            endpos = 0
        elif endpos > n:
            endpos = n
        return text, pos, endpos, sub

    @property
    def groupindex(self):
        """A dict mapping group names to group numbers (a copy)."""
        return dict(self._groupindex)

    def _subject(self, string):
        sub = string
        if self._bytes:
            if isinstance(string, bytes):
                text = string.decode('latin-1')
            elif isinstance(string, _BYTES_LIKE):
                sub = bytes(string)
                text = sub.decode('latin-1')
            elif isinstance(string, str):
                raise TypeError('cannot use a bytes pattern on a string-like '
                                'object')
            else:
                raise TypeError('expected string or bytes-like object, got %r'
                                % type(string).__name__)
        elif isinstance(string, str):
            text = string
        elif isinstance(string, _BYTES_LIKE):
            raise TypeError('cannot use a string pattern on a bytes-like '
                            'object')
        else:
            raise TypeError('expected string or bytes-like object, got %r'
                            % type(string).__name__)
        if not text.isascii():
            text = list(text)
        if string.__class__ is str or string.__class__ is bytes:
            last = _last_subject
            last[0] = string
            last[1] = self._bytes
            last[2] = text
            last[3] = sub
        return text, sub

    def _template(self, repl):
        if isinstance(repl, bytearray):
            return _parse_template(self, repl)
        items = self._tcache.get(repl)
        if items is None:
            items = _parse_template(self, repl)
            if len(self._tcache) > 100:
                self._tcache.clear()
            self._tcache[repl] = items
        return items

    def _run(self, string, pos, endpos, mode):
        text, pos, endpos, sub = self._prep(string, pos, endpos)
        prog = self._prog
        if pos > endpos:
            return None
        marks = [-1] * prog.nmarks
        if _vm(prog, text, 0, pos, endpos, marks, [0] * prog.nregs, -1,
               mode) < 0:
            return None
        return Match(self, string, pos, endpos, marks, sub)

    def match(self, string, pos=0, endpos=sys.maxsize):
        """Matches zero or more characters at the beginning of the
        string."""
        return self._run(string, pos, endpos, 0)

    def fullmatch(self, string, pos=0, endpos=sys.maxsize):
        """Matches against all of the string."""
        return self._run(string, pos, endpos, 1)

    def search(self, string, pos=0, endpos=sys.maxsize):
        """Scans through string looking for a match, and returns a Match
        object, or None."""
        return self._run(string, pos, endpos, 2)

    def findall(self, string, pos=0, endpos=sys.maxsize):
        """Returns a list of all non-overlapping matches in the string."""
        text, pos, end, string = self._prep(string, pos, endpos)
        prog = self._prog
        ng = prog.ngroups
        nm = prog.nmarks
        found = []
        if pos <= end:
            _vm(prog, text, 0, pos, end, [-1] * nm, [0] * prog.nregs, -1, 4,
                found)
        out = []
        for marks in found:
            b = marks[0]
            e = marks[1]
            if ng == 0:
                out.append(string[b:e])
            elif ng == 1:
                x = marks[2]
                y = marks[3]
                if x >= 0 and y >= 0:
                    out.append(string[x:y])
                else:
                    out.append(string[:0])
            else:
                t = []
                for g in range(1, ng + 1):
                    x = marks[2 * g]
                    y = marks[2 * g + 1]
                    if x >= 0 and y >= 0:
                        t.append(string[x:y])
                    else:
                        t.append(string[:0])
                out.append(tuple(t))
        return out

    def finditer(self, string, pos=0, endpos=sys.maxsize):
        """Returns an iterator over all non-overlapping matches (Match
        objects) in the string."""
        text, pos, end, sub = self._prep(string, pos, endpos)
        return self._iter(string, text, pos, end, sub)

    def _iter(self, string, text, pos, end, sub):
        prog = self._prog
        nm = prog.nmarks
        regs = [0] * prog.nregs
        adv = -1
        p0 = pos
        while pos <= end:
            marks = [-1] * nm
            if _vm(prog, text, 0, pos, end, marks, regs, adv, 2) < 0:
                break
            b = marks[0]
            e = marks[1]
            adv = e if b == e else -1
            pos = e
            yield Match(self, string, p0, end, marks, sub)

    def scanner(self, string, pos=0, endpos=sys.maxsize):
        return _Scanner(self, string, pos, endpos)

    def _subx(self, repl, string, count):
        text, pos, end, sub = self._prep(string, 0, sys.maxsize)
        orig = string
        string = sub
        empty = b'' if self._bytes else ''
        func = None
        items = None
        literal = None
        if callable(repl):
            func = repl
        else:
            items = self._template(repl)
            if not items:
                literal = empty
            elif len(items) == 1 and items[0].__class__ is not int:
                literal = items[0]
        prog = self._prog
        found = []
        if count >= 0:
            _vm(prog, text, 0, 0, end, [-1] * prog.nmarks, [0] * prog.nregs,
                -1, 4, found, count)
        parts = []
        last = 0
        for marks in found:
            b = marks[0]
            e = marks[1]
            if last < b:
                parts.append(string[last:b])
            if literal is not None:
                if literal:
                    parts.append(literal)
            elif func is not None:
                r = func(Match(self, orig, 0, end, marks, sub))
                if r is not None:
                    parts.append(r)
            else:
                parts.append(_expand(items, string, marks, empty))
            last = e
        if last < len(text):
            parts.append(string[last:])
        return empty.join(parts), len(found)

    def sub(self, repl, string, count=0):
        """Returns the string obtained by replacing the leftmost
        non-overlapping occurrences of the pattern in string by repl."""
        return self._subx(repl, string, count)[0]

    def subn(self, repl, string, count=0):
        """Like sub(), but returns (new_string, number_of_subs_made)."""
        return self._subx(repl, string, count)

    def split(self, string, maxsplit=0):
        """Splits string by the occurrences of the pattern."""
        text, pos, end, string = self._prep(string, 0, sys.maxsize)
        prog = self._prog
        ng = prog.ngroups
        if maxsplit < 0:
            return [string[:]]
        found = []
        _vm(prog, text, 0, 0, end, [-1] * prog.nmarks, [0] * prog.nregs, -1,
            4, found, maxsplit)
        out = []
        last = 0
        for marks in found:
            b = marks[0]
            e = marks[1]
            out.append(string[last:b])
            for g in range(1, ng + 1):
                x = marks[2 * g]
                y = marks[2 * g + 1]
                if x >= 0 and y >= 0:
                    out.append(string[x:y])
                else:
                    out.append(None)
            last = e
        out.append(string[last:])
        return out

    def __repr__(self):
        flags = self.flags
        if not self._bytes and (flags & (_F_LOCALE | _F_UNICODE | _F_ASCII)
                                == _F_UNICODE):
            flags &= ~_F_UNICODE
        names = []
        for name, bit in _REPR_FLAGS:
            if flags & bit:
                names.append(name)
                flags &= ~bit
        if flags:
            names.append('0x%x' % flags)
        text = repr(self.pattern)[:200]
        if names:
            return 're.compile(%s, %s)' % (text, '|'.join(names))
        return 're.compile(%s)' % text

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return (self.pattern == other.pattern and self.flags == other.flags
                and self._bytes == other._bytes)

    def __ne__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return not self.__eq__(other)

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


# ---------------------------------------------------------------- module API

_cache = {}


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = flags._value_
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError('cannot process flags argument with a compiled '
                             'pattern')
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError('first argument must be string or compiled pattern')
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    is_bytes = isinstance(pattern, bytes)
    text = pattern.decode('latin-1') if is_bytes else pattern
    if is_bytes:
        if flags & _F_UNICODE:
            raise ValueError('cannot use UNICODE flag with a bytes pattern')
        if flags & _F_LOCALE and flags & _F_ASCII:
            raise ValueError('ASCII and LOCALE flags are incompatible')
    else:
        if flags & _F_LOCALE:
            raise ValueError('cannot use LOCALE flag with a str pattern')
        if flags & _F_ASCII and flags & _F_UNICODE:
            raise ValueError('ASCII and UNICODE flags are incompatible')
    parser = _Parser(pattern, text, flags, is_bytes)
    node = parser.parse()
    pflags = parser.flags
    if not is_bytes and not pflags & _F_ASCII:
        pflags |= _F_UNICODE
    if pflags & _F_ASCII and pflags & _F_UNICODE:
        raise ValueError('ASCII and UNICODE flags are incompatible')
    prog = _compile_program(node, parser)
    p = Pattern(pattern, pflags, prog, dict(parser.names), is_bytes)
    if not flags & _F_DEBUG:
        if len(_cache) >= _MAXCACHE:
            try:
                del _cache[next(iter(_cache))]
            except (StopIteration, RuntimeError, KeyError):
                pass
        _cache[key] = p
    return p


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """Return the string obtained by replacing the leftmost
    non-overlapping occurrences of the pattern in string by the
    replacement repl."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """Return a 2-tuple containing (new_string, number)."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the source string by the occurrences of the pattern,
    returning a list containing the resulting substrings."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Return a list of all non-overlapping matches in the string."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """Return an iterator over all non-overlapping matches in the
    string."""
    return _compile(pattern, flags).finditer(string)


def compile(pattern, flags=0):
    """Compile a regular expression pattern, returning a Pattern object."""
    return _compile(pattern, flags)


def purge():
    """Clear the regular expression cache."""
    _cache.clear()


def template(pattern, flags=0):
    """Compile a template pattern, returning a Pattern object (deprecated
    in CPython 3.11)."""
    return _compile(pattern, flags | _F_TEMPLATE)


_SPECIAL_CHARS = frozenset('()[]{}?*+-|^$\\.&~# \t\n\r\v\f')


def escape(pattern):
    """Escape special characters in a string."""
    if isinstance(pattern, str):
        out = []
        for c in pattern:
            if c in _SPECIAL_CHARS:
                out.append('\\')
            out.append(c)
        return ''.join(out)
    pattern = str(pattern, 'latin1')
    return escape(pattern).encode('latin1')


class Scanner:
    """A simple lexer (CPython's undocumented re.Scanner): lexicon is a list
    of (phrase, action) pairs; scan() returns (results, unmatched rest)."""

    def __init__(self, lexicon, flags=0):
        self.lexicon = lexicon
        parts = []
        self._actions = {}
        g = 1
        for phrase, action in lexicon:
            parts.append('(' + phrase + ')')
            self._actions[g] = action
            g += 1 + _compile(phrase, flags).groups
        self.scanner = _compile('|'.join(parts), flags)

    def scan(self, string):
        result = []
        match = self.scanner.scanner(string).match
        i = 0
        while True:
            m = match()
            if not m:
                break
            j = m.end()
            if i == j:
                break
            action = self._actions[m.lastindex]
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                result.append(action)
            i = j
        return result, string[i:]
