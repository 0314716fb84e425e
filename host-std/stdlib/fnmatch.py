"""Unix shell-style wildcard matching (CPython 3.11 API), written for
Trellis.

Implemented: fnmatch(name, pat), fnmatchcase(name, pat), filter(names,
pat) and translate(pat), for str and bytes. Patterns: '*' (any run of
characters), '?' (one character), '[seq]' and '[!seq]' (a set of
characters, with ranges; an unclosed '[' is literal). translate() returns
the very regular expression text CPython 3.11 returns (an atomic group
'(?>.*?fixed)' for each inner star, ranges that cannot match removed, set
operators '&', '~', '|' and a leading '^' or '[' escaped, the whole
wrapped as '(?s:...)\\Z'), so its output can be joined with '|' as
programs do with CPython's. Compiled patterns are kept in a cache of up
to 32768 entries (per type: 'a' and b'a' are separate).

fnmatch() applies os.path.normcase to the name and the pattern, which is
the identity on POSIX, so fnmatch() and fnmatchcase() agree here, as on
CPython under Linux.

Patterns whose only wildcard is '*' are matched with string methods
(startswith, endswith, find) instead of a regular expression, with the
same results (and the same errors for names that are not str).

Differences: the cache is a plain dict that is emptied when full rather
than functools.lru_cache (the results are the same).
"""

import os
import posixpath
import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_MAX_CACHE = 32768
_cache = {}


def fnmatch(name, pat):
    """Whether name matches the shell pattern pat (after os.path.normcase
    of both; on POSIX that changes nothing)."""
    name = os.path.normcase(name)
    pat = os.path.normcase(pat)
    return fnmatchcase(name, pat)


def _compile_pattern(pat):
    """A function of a name that is true (not None) if the name matches
    pat."""
    key = (type(pat), pat)
    match = _cache.get(key)
    if match is None:
        if isinstance(pat, str) and "?" not in pat and "[" not in pat:
            match = _star_matcher(pat)
        elif isinstance(pat, bytes):
            text = translate(str(pat, "ISO-8859-1"))
            match = re.compile(bytes(text, "ISO-8859-1")).match
        else:
            match = re.compile(translate(pat)).match
        if len(_cache) >= _MAX_CACHE:
            _cache.clear()
        _cache[key] = match
    return match


def _star_matcher(pat):
    """A faster matcher for a str pattern whose only wildcard is '*': the
    fixed pieces are looked for with string methods (finding each piece
    leftmost is enough, as with the atomic groups translate() makes).
    Names that are not str go to the regular expression, for its
    errors."""
    def rx_match(name):
        return re.compile(translate(pat)).match(name)

    pieces = pat.split("*")
    if len(pieces) == 1:
        def match(name):
            if isinstance(name, str):
                return True if name == pat else None
            return rx_match(name)
        return match
    first = pieces[0]
    last = pieces[-1]
    middle = [p for p in pieces[1:-1] if p]
    fixed = len(first) + len(last)
    if not middle:
        def match(name):
            if isinstance(name, str):
                if (len(name) >= fixed and name.startswith(first)
                        and name.endswith(last)):
                    return True
                return None
            return rx_match(name)
        return match

    def match(name):
        if not isinstance(name, str):
            return rx_match(name)
        end = len(name) - len(last)
        if end < len(first) or not name.startswith(first) or not name.endswith(last):
            return None
        pos = len(first)
        for piece in middle:
            pos = name.find(piece, pos, end)
            if pos < 0:
                return None
            pos += len(piece)
        return True
    return match


def filter(names, pat):
    """The items of names that match the shell pattern pat."""
    pat = os.path.normcase(pat)
    match = _compile_pattern(pat)
    result = []
    if os.path is posixpath:
        for name in names:
            if match(name):
                result.append(name)
    else:
        normcase = os.path.normcase
        for name in names:
            if match(normcase(name)):
                result.append(name)
    return result


def fnmatchcase(name, pat):
    """Whether name matches the shell pattern pat, case-sensitively and
    without normcase."""
    return _compile_pattern(pat)(name) is not None


# A marker for '*' in the list translate() builds.
_STAR = object()


def _set_class(pat, start, end):
    """The regular expression for the set pat[start:end] (the text between
    '[' and its ']')."""
    body = pat[start:end]
    if "-" not in body:
        text = body.replace("\\", "\\\\")
    else:
        # Split at the hyphens that make ranges: a hyphen first in the set
        # (after '!') is a literal, as is one right after a range.
        pieces = []
        piece_start = start
        k = start + 2 if pat[start] == "!" else start + 1
        while True:
            k = pat.find("-", k, end)
            if k < 0:
                break
            pieces.append(pat[piece_start:k])
            piece_start = k + 1
            k += 3
        last = pat[piece_start:end]
        if last:
            pieces.append(last)
        else:
            pieces[-1] += "-"
        # A range whose ends are reversed matches nothing: merge the
        # pieces around it, dropping both of its ends.
        k = len(pieces) - 1
        while k > 0:
            left = pieces[k - 1]
            right = pieces[k]
            if left[-1] > right[0]:
                pieces[k - 1] = left[:-1] + right[1:]
                del pieces[k]
            k -= 1
        text = "-".join(
            p.replace("\\", "\\\\").replace("-", "\\-") for p in pieces
        )
    # Set operations of possible future regular expression syntax.
    if "&" in text:
        text = text.replace("&", "\\&")
    if "~" in text:
        text = text.replace("~", "\\~")
    if "|" in text:
        text = text.replace("|", "\\|")
    if not text:
        return "(?!)"
    if text == "!":
        return "."
    first = text[0]
    if first == "!":
        return "[^" + text[1:] + "]"
    if first == "^" or first == "[":
        return "[\\" + text + "]"
    return "[" + text + "]"


def translate(pat):
    """The regular expression (as text) that matches what the shell
    pattern pat matches."""
    tokens = []
    i = 0
    n = len(pat)
    escape = re.escape
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            # Runs of stars are one star.
            if not tokens or tokens[-1] is not _STAR:
                tokens.append(_STAR)
        elif c == "?":
            tokens.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            j = pat.find("]", j)
            if j < 0:
                tokens.append("\\[")
            else:
                tokens.append(_set_class(pat, i, j))
                i = j + 1
        else:
            tokens.append(escape(c))

    # Text before the first star is fixed; each star followed by fixed
    # text that is not the end becomes an atomic minimal match, so that
    # matching never backtracks into an earlier star; the last star is a
    # plain '.*'.
    out = []
    i = 0
    n = len(tokens)
    while i < n and tokens[i] is not _STAR:
        out.append(tokens[i])
        i += 1
    while i < n:
        i += 1  # the star
        fixed_start = i
        while i < n and tokens[i] is not _STAR:
            i += 1
        fixed = "".join(tokens[fixed_start:i])
        if i == n:
            out.append(".*")
            out.append(fixed)
        else:
            out.append("(?>.*?" + fixed + ")")
    return "(?s:" + "".join(out) + ")\\Z"
