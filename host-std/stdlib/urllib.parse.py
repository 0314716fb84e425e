"""Parse URLs into components and build them back (CPython 3.11 API),
written for Trellis.

    urlsplit(url, scheme='', allow_fragments=True) -> SplitResult
        (scheme, netloc, path, query, fragment)
    urlparse(url, scheme='', allow_fragments=True) -> ParseResult
        (scheme, netloc, path, params, query, fragment)
    urlunsplit(parts), urlunparse(parts) -> a URL again
    urljoin(base, url, allow_fragments=True) -> url resolved against base
    urldefrag(url) -> DefragResult(url, fragment)

    quote(string, safe='/', encoding=None, errors=None), quote_plus,
    quote_from_bytes(bs, safe='/') -> %XX-escaped text
    unquote(string, encoding='utf-8', errors='replace'), unquote_plus,
    unquote_to_bytes(string) -> the escapes decoded

    urlencode(query, doseq=False, safe='', encoding=None, errors=None,
              quote_via=quote_plus) -> 'a=1&b=2'
    parse_qs(qs, ...) -> {name: [values]}; parse_qsl(qs, ...) -> [(name,
        value)], both with keep_blank_values, strict_parsing, encoding,
        errors, max_num_fields and separator.

The functions take str or bytes (bytes hold ASCII; str and bytes may not
be mixed in one call) and answer in the same kind.  The result types are
named tuples with geturl(), encode() (str results) or decode() (bytes
results: SplitResultBytes, ParseResultBytes, DefragResultBytes), and for
split and parse results the properties username, password, hostname and
port (which raises ValueError for a port that is not a number in
0-65535).  Also: unwrap, clear_cache, and the scheme lists uses_relative,
uses_netloc, uses_params, non_hierarchical, uses_query, uses_fragment and
scheme_chars.  Parsing follows CPython 3.11.7, its security fixes
included: leading C0 controls and spaces are stripped, tabs and line
breaks removed, a bracketed host must be an IPv6 address (an optional
%zone allowed) or an IPvFuture one, and a netloc that NFKC normalization
would change into one holding '/', '?', '#', '@' or ':' is refused.
Errors are CPython's, with the same messages.

Differences: there is no unicodedata or ipaddress module, so the NFKC
check looks for the 19 characters whose NFKC form holds one of those
characters, and bracketed hosts are checked by this module's own IPv4 and
IPv6 address grammar (as strict as ipaddress's).  urlsplit keeps no cache
(clear_cache does nothing, and equal calls give equal but not identical
results); like CPython's, whose cache needs them hashable, it refuses
unhashable arguments with TypeError.  The deprecated helpers (splittype,
splithost, ..., to_bytes) are not provided.  Docstrings are this
module's own.
"""

import types as _types
from collections import namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

# Schemes that urljoin resolves relative references in.
uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap',
                 'wais', 'file', 'https', 'shttp', 'mms',
                 'prospero', 'rtsp', 'rtsps', 'rtspu', 'sftp',
                 'svn', 'svn+ssh', 'ws', 'wss']

# Schemes whose URLs have a network location ('//host').
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet',
               'imap', 'wais', 'file', 'mms', 'https', 'shttp',
               'snews', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'rsync',
               'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh',
               'ws', 'wss']

non_hierarchical = ['gopher', 'hdl', 'mailto', 'news',
                    'telnet', 'wais', 'imap', 'snews', 'sip', 'sips']

# Schemes whose last path segment may carry ';params' (urlparse).
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap',
               'https', 'shttp', 'rtsp', 'rtsps', 'rtspu', 'sip',
               'sips', 'mms', 'sftp', 'tel']

uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms',
              'gopher', 'rtsp', 'rtsps', 'rtspu', 'sip', 'sips']

uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news',
                 'nntp', 'wais', 'https', 'shttp', 'snews',
                 'file', 'prospero']

scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')

_ASCII_LETTERS = scheme_chars[:52]

# Stripped from the start of a URL (WHATWG: C0 control or space).
_C0_CONTROL_OR_SPACE = ''.join([chr(i) for i in range(33)])

# Removed from anywhere in a URL and its default scheme.
_UNSAFE_URL_CHARS = ('\t', '\r', '\n')

# The non-ASCII characters whose NFKC form holds '/', '?', '#', '@' or ':'.
_NFKC_NETLOC_BREAKERS = frozenset(
    '\u2047\u2048\u2049\u2100\u2101\u2105\u2106\u2a74\ufe13\ufe16'
    '\ufe55\ufe56\ufe5f\ufe6b\uff03\uff0f\uff1a\uff1f\uff20')


def clear_cache():
    """Clear the parse cache (this module keeps none)."""


# -- str and bytes arguments -------------------------------------------

def _noop(obj):
    return obj


def _encode_result(obj, encoding='ascii', errors='strict'):
    return obj.encode(encoding, errors)


def _coerce_args(*args):
    # Str arguments are used as they are; otherwise every argument is
    # decoded as ASCII (an empty or false one becomes '') and the result
    # is encoded back.  A str may not be mixed with a non-empty other.
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError("Cannot mix str and non-str arguments")
    if str_input:
        return args + (_noop,)
    return tuple([x.decode('ascii', 'strict') if x else ''
                  for x in args]) + (_encode_result,)


# -- result types ------------------------------------------------------

class _ResultMixinStr(object):
    """encode(): the bytes counterpart of a str result."""
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        return self._encoded_counterpart(
            *[x.encode(encoding, errors) for x in self])


class _ResultMixinBytes(object):
    """decode(): the str counterpart of a bytes result."""
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        return self._decoded_counterpart(
            *[x.decode(encoding, errors) for x in self])


class _NetlocResultMixinBase(object):
    """The parts of the netloc of a split or parsed URL, as properties."""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        # The zone of an IPv6 address keeps its case.
        sep = '%' if isinstance(hostname, str) else b'%'
        hostname, percent, zone = hostname.partition(sep)
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is None:
            return None
        if not (port.isdigit() and port.isascii()):
            raise ValueError(
                "Port could not be cast to integer value as %r" % (port,))
        port = int(port)
        if port > 65535:
            raise ValueError("Port out of range 0-65535")
        return port

    __class_getitem__ = classmethod(_types.GenericAlias)


def _userinfo_of(netloc, at, colon):
    userinfo, have_info, _ = netloc.rpartition(at)
    if not have_info:
        return None, None
    username, have_password, password = userinfo.partition(colon)
    return username, (password if have_password else None)


def _hostinfo_of(netloc, at, colon, lbracket, rbracket):
    hostinfo = netloc.rpartition(at)[2]
    _, have_bracket, bracketed = hostinfo.partition(lbracket)
    if have_bracket:
        hostname, _, rest = bracketed.partition(rbracket)
        port = rest.partition(colon)[2]
    else:
        hostname, _, port = hostinfo.partition(colon)
    return hostname, (port or None)


class _NetlocResultMixinStr(_NetlocResultMixinBase, _ResultMixinStr):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _userinfo_of(self.netloc, '@', ':')

    @property
    def _hostinfo(self):
        return _hostinfo_of(self.netloc, '@', ':', '[', ']')


class _NetlocResultMixinBytes(_NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()

    @property
    def _userinfo(self):
        return _userinfo_of(self.netloc, b'@', b':')

    @property
    def _hostinfo(self):
        return _hostinfo_of(self.netloc, b'@', b':', b'[', b']')


ResultBase = _NetlocResultMixinStr

_DefragResultBase = namedtuple('DefragResult', 'url fragment')
_SplitResultBase = namedtuple(
    'SplitResult', 'scheme netloc path query fragment')
_ParseResultBase = namedtuple(
    'ParseResult', 'scheme netloc path params query fragment')

_DefragResultBase.__doc__ = "DefragResult(url, fragment): a URL split at '#'."
_SplitResultBase.__doc__ = (
    "SplitResult(scheme, netloc, path, query, fragment): a split URL.")
_ParseResultBase.__doc__ = (
    "ParseResult(scheme, netloc, path, params, query, fragment): "
    "a parsed URL.")


class DefragResult(_DefragResultBase, _ResultMixinStr):
    __slots__ = ()
    # (CPython's comes from tuple.)
    __class_getitem__ = classmethod(_types.GenericAlias)

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url


class SplitResult(_SplitResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseResultBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragResultBase, _ResultMixinBytes):
    __slots__ = ()
    # (CPython's comes from tuple.)
    __class_getitem__ = classmethod(_types.GenericAlias)

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url


class SplitResultBytes(_SplitResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseResultBase, _NetlocResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


for _str, _bytes in ((DefragResult, DefragResultBytes),
                     (SplitResult, SplitResultBytes),
                     (ParseResult, ParseResultBytes)):
    _str._encoded_counterpart = _bytes
    _bytes._decoded_counterpart = _str
del _str, _bytes


# -- splitting ---------------------------------------------------------

def _split_netloc(url, start=0):
    # The network location runs from start to the first '/', '?' or '#'.
    end = len(url)
    for c in '/?#':
        i = url.find(c, start)
        if 0 <= i < end:
            end = i
    return url[start:end], url[end:]


_HEX_DIGITS = frozenset('0123456789abcdefABCDEF')


def _is_ipv4(s):
    # Four dotted decimal octets, 0-255, without leading zeros.
    octets = s.split('.')
    if len(octets) != 4:
        return False
    for o in octets:
        if not o or len(o) > 3 or not (o.isascii() and o.isdigit()):
            return False
        if int(o) > 255 or (o[0] == '0' and o != '0'):
            return False
    return True


def _is_ipv6(s):
    # Eight hextets, one run of them elided as '::', the last two maybe
    # written as an IPv4 address; then maybe '%' and a non-empty zone.
    addr, percent, zone = s.partition('%')
    if percent and (not zone or '%' in zone):
        return False
    parts = addr.split(':')
    if len(parts) < 3:
        return False
    if '.' in parts[-1]:
        if not _is_ipv4(parts[-1]):
            return False
        parts[-1:] = ['0', '0']
    if len(parts) > 9:
        return False
    inner_gaps = [i for i in range(1, len(parts) - 1) if not parts[i]]
    if len(inner_gaps) > 1:
        return False
    if inner_gaps:
        gap = inner_gaps[0]
        hi = parts[:gap]
        lo = parts[gap + 1:]
        # A ':' at either end must be part of the '::'.
        if hi == ['']:
            hi = []
        if lo == ['']:
            lo = []
        if len(hi) + len(lo) > 7:
            return False
    else:
        if len(parts) != 8:
            return False
        hi, lo = parts, []
    for h in hi + lo:
        if not h or len(h) > 4 or not _HEX_DIGITS.issuperset(h):
            return False
    return True


def _check_bracketed_host(host):
    if host.startswith('v'):
        # IPvFuture: 'v', hex digits, '.', then anything but a newline.
        version, dot, rest = host[1:].partition('.')
        if (not version or not _HEX_DIGITS.issuperset(version) or not dot
                or not rest or '\n' in rest):
            raise ValueError("IPvFuture address is invalid")
    elif _is_ipv4(host):
        raise ValueError("An IPv4 address cannot be in brackets")
    elif not _is_ipv6(host):
        raise ValueError(
            "%r does not appear to be an IPv4 or IPv6 address" % (host,))


def _check_netloc(netloc):
    if not netloc or netloc.isascii():
        return
    for c in netloc:
        if c in _NFKC_NETLOC_BREAKERS:
            raise ValueError("netloc '" + netloc + "' contains invalid "
                             "characters under NFKC normalization")


def _split(url, scheme, allow_fragments):
    # urlsplit for str arguments: the five parts, as a tuple.
    url = url.lstrip(_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_C0_CONTROL_OR_SPACE)
    for c in _UNSAFE_URL_CHARS:
        if c in url:
            url = url.replace(c, '')
        if c in scheme:
            scheme = scheme.replace(c, '')
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0] in _ASCII_LETTERS and not url[:i].strip(scheme_chars):
        scheme = url[:i].lower()
        url = url[i + 1:]
    if url[:2] == '//':
        netloc, url = _split_netloc(url, 2)
        has_open = '[' in netloc
        if has_open != (']' in netloc):
            raise ValueError("Invalid IPv6 URL")
        if has_open:
            _check_bracketed_host(netloc.partition('[')[2].partition(']')[0])
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _check_netloc(netloc)
    return scheme, netloc, url, query, fragment


def urlsplit(url, scheme='', allow_fragments=True):
    """Split url into (scheme, netloc, path, query, fragment).

    Gives a SplitResult for a str url, a SplitResultBytes for bytes.
    scheme is the scheme when url has none.  With allow_fragments false,
    '#' does not start a fragment (it stays in the path or query).
    Nothing is unquoted.  The result's username, password, hostname and
    port properties take the netloc apart.
    """
    if (isinstance(url, str) and isinstance(scheme, str)
            and (allow_fragments is True or allow_fragments is False)):
        return SplitResult(*_split(url, scheme, allow_fragments))
    # CPython caches urlsplit's results, so its arguments must be hashable.
    hash((url, scheme, allow_fragments))
    url, scheme, coerce = _coerce_args(url, scheme)
    return coerce(SplitResult(*_split(url, scheme, bool(allow_fragments))))


def _split_params(url):
    # Params start at the first ';' of the last path segment.
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def _parse(url, scheme, allow_fragments):
    # urlparse for str arguments.
    scheme, netloc, url, query, fragment = _split(url, scheme, allow_fragments)
    if ';' in url and scheme in uses_params:
        url, params = _split_params(url)
    else:
        params = ''
    return ParseResult(scheme, netloc, url, params, query, fragment)


def _flag(allow_fragments):
    # allow_fragments as urlsplit sees it (see urlsplit on hashing).
    if allow_fragments is True or allow_fragments is False:
        return allow_fragments
    hash(allow_fragments)
    return bool(allow_fragments)


def urlparse(url, scheme='', allow_fragments=True):
    """Split url into (scheme, netloc, path, params, query, fragment).

    As urlsplit(), and for the schemes in uses_params the ';params' of
    the path's last segment are split off.  Gives a ParseResult (or a
    ParseResultBytes for bytes).
    """
    if isinstance(url, str) and isinstance(scheme, str):
        return _parse(url, scheme, _flag(allow_fragments))
    url, scheme, coerce = _coerce_args(url, scheme)
    hash(scheme)  # (see urlsplit)
    return coerce(_parse(url, scheme, _flag(allow_fragments)))


def _unsplit(scheme, netloc, url, query, fragment):
    # urlunsplit for str parts (or false ones).
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return url


def _unparse(scheme, netloc, url, params, query, fragment):
    if params:
        if isinstance(url, str):
            url = url + ';' + params
        else:
            url = "%s;%s" % (url, params)
    return _unsplit(scheme, netloc, url, query, fragment)


def urlunsplit(components):
    """The URL made of a 5-item iterable of parts as urlsplit() gives.

    Empty parts leave out their delimiter, so the URL may differ from the
    one split (though it means the same).
    """
    if isinstance(components, tuple) and len(components) == 5:
        scheme, netloc, url, query, fragment = components
        if (isinstance(scheme, str) and isinstance(netloc, str)
                and isinstance(url, str) and isinstance(query, str)
                and isinstance(fragment, str)):
            return _unsplit(scheme, netloc, url, query, fragment)
    scheme, netloc, url, query, fragment, coerce = _coerce_args(*components)
    return coerce(_unsplit(scheme, netloc, url, query, fragment))


def urlunparse(components):
    """The URL made of a 6-item iterable of parts as urlparse() gives."""
    if isinstance(components, tuple) and len(components) == 6:
        scheme, netloc, url, params, query, fragment = components
        if (isinstance(scheme, str) and isinstance(netloc, str)
                and isinstance(url, str) and isinstance(params, str)
                and isinstance(query, str) and isinstance(fragment, str)):
            return _unparse(scheme, netloc, url, params, query, fragment)
    scheme, netloc, url, params, query, fragment, coerce = (
        _coerce_args(*components))
    return coerce(_unparse(scheme, netloc, url, params, query, fragment))


def _join(base, url, allow_fragments):
    # urljoin for str arguments, neither empty.
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = _parse(
        base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = _parse(
        url, bscheme, allow_fragments)

    if scheme != bscheme or scheme not in uses_relative:
        return url
    if scheme in uses_netloc:
        if netloc:
            return _unparse(scheme, netloc, path, params, query, fragment)
        netloc = bnetloc

    if not path and not params:
        # Only a query and/or fragment: the base's path stays.
        return _unparse(scheme, netloc, bpath, bparams, query or bquery,
                        fragment)

    if path[:1] == '/':
        segments = path.split('/')
    else:
        # Relative to the base's directory (its path without a last
        # segment that is not empty); empty segments inside are dropped.
        segments = bpath.split('/')
        if segments[-1]:
            segments.pop()
        segments.extend(path.split('/'))
        segments[1:-1] = [s for s in segments[1:-1] if s]

    resolved = []
    for seg in segments:
        if seg == '..':
            if resolved:
                resolved.pop()
        elif seg != '.':
            resolved.append(seg)
    if segments[-1] in ('.', '..'):
        # A path ending in a dot segment names a directory.
        resolved.append('')
    return _unparse(scheme, netloc, '/'.join(resolved) or '/', params,
                    query, fragment)


def urljoin(base, url, allow_fragments=True):
    """url resolved against base (RFC 3986, section 5.2).

    A url with a scheme other than base's, or one not in uses_relative,
    is returned as it is.
    """
    if not base:
        return url
    if not url:
        return base
    if isinstance(base, str) and isinstance(url, str):
        return _join(base, url, _flag(allow_fragments))
    base, url, coerce = _coerce_args(base, url)
    return coerce(_join(base, url, _flag(allow_fragments)))


def urldefrag(url):
    """A DefragResult: url without its fragment, and the fragment ('' if
    there is none)."""
    if isinstance(url, str):
        coerce = _noop
    else:
        url, coerce = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = _parse(url, '', True)
        defrag = _unparse(s, n, p, a, q, '')
    else:
        frag = ''
        defrag = url
    return coerce(DefragResult(defrag, frag))


def unwrap(url):
    """url without the '<...>' and 'URL:' wrapping of old documents:
    unwrap('<URL:http://h/p>') == 'http://h/p'."""
    url = str(url).strip()
    if url[:1] == '<' and url[-1:] == '>':
        url = url[1:-1].strip()
    if url[:4] == 'URL:':
        url = url[4:].strip()
    return url


# -- quoting -----------------------------------------------------------

_ALWAYS_SAFE_BYTES = (b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                      b'abcdefghijklmnopqrstuvwxyz'
                      b'0123456789'
                      b'_.-~')

# For each safe argument given (str or bytes): the bytes kept as they
# are, and the table str.translate quotes the others with (by code point,
# the bytes seen as Latin-1 text).
_quoters = {}


def _quoter(safe):
    try:
        return _quoters[safe]
    except (KeyError, TypeError):
        pass
    key = safe
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    keep = _ALWAYS_SAFE_BYTES + safe
    quoter = (keep, {b: '%%%02X' % b for b in range(256) if b not in keep})
    if isinstance(key, (str, bytes)):
        if len(_quoters) >= 200:
            _quoters.clear()
        _quoters[key] = quoter
    return quoter


def quote_from_bytes(bs, safe='/'):
    """quote() for bytes (or bytearray): the %XX-escaped text.

    quote_from_bytes(b'a b?') == 'a%20b%3F'
    """
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    keep, table = _quoter(safe)
    if not bs.rstrip(keep):
        return bs.decode()
    return bs.decode('latin-1').translate(table)


def quote(string, safe='/', encoding=None, errors=None):
    """string with %XX escapes for the bytes that need them.

    quote('a b/c') == 'a%20b/c'.  ASCII letters, digits and '_.-~' are
    never escaped, nor the ASCII characters of safe (a str or bytes).  A
    str is encoded first, with encoding (by default UTF-8) and errors (by
    default 'strict'); bytes must come without encoding and errors.
    """
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """quote() for HTML form values: spaces become '+' (and '+' is
    escaped unless safe holds it); safe is '' by default."""
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


_hex_to_byte = None


def unquote_to_bytes(string):
    """string (str or bytes) with its %XX escapes decoded, as bytes:
    unquote_to_bytes('a%20b') == b'a b'."""
    if not string:
        # Only a str or bytes-like object has split.
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    if isinstance(string, bytearray):
        raise TypeError("unhashable type: 'bytearray'")
    global _hex_to_byte
    if _hex_to_byte is None:
        digits = b'0123456789ABCDEFabcdef'
        _hex_to_byte = {bytes([a, b]): bytes([int(chr(a) + chr(b), 16)])
                        for a in digits for b in digits}
    table = _hex_to_byte
    res = [bits[0]]
    append = res.append
    for item in bits[1:]:
        byte = table.get(item[:2])
        if byte is None:
            append(b'%')
            append(item)
        else:
            append(byte)
            append(item[2:])
    return b''.join(res)


def unquote(string, encoding='utf-8', errors='replace'):
    """string with its %XX escapes decoded: unquote('a%20b') == 'a b'.

    The escaped bytes are decoded with encoding and errors (by default
    UTF-8, with invalid sequences replaced by U+FFFD); malformed escapes
    are kept as they are.
    """
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        # Only a str has split.
        string.split
        return string
    if not isinstance(string, str):
        raise TypeError("expected string or bytes-like object, got %r"
                        % type(string).__name__)
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    if string.isascii():
        return unquote_to_bytes(string).decode(encoding, errors)
    # Each run of ASCII characters is unquoted and decoded on its own;
    # other characters are kept as they are.
    res = []
    n = len(string)
    i = 0
    while i < n:
        j = i + 1
        if string[i].isascii():
            while j < n and string[j].isascii():
                j += 1
            res.append(unquote_to_bytes(string[i:j]).decode(encoding, errors))
        else:
            while j < n and not string[j].isascii():
                j += 1
            res.append(string[i:j])
        i = j
    return ''.join(res)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """unquote() for HTML form values: '+' becomes a space too."""
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


# -- query strings -----------------------------------------------------

def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None,
             separator='&'):
    """A query string as a dict of lists: {name: [value, ...]}.

    keep_blank_values: keep fields without a value ('a=' or 'a') as ''
        (by default they are left out).
    strict_parsing: raise ValueError for a malformed field (by default
        it is ignored).
    encoding, errors: how escaped bytes are decoded (see unquote).
    max_num_fields: raise ValueError if there are more fields.
    separator: what separates the fields ('&').
    """
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing,
                                 encoding=encoding, errors=errors,
                                 max_num_fields=max_num_fields,
                                 separator=separator):
        if name in result:
            result[name].append(value)
        else:
            result[name] = [value]
    return result


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None,
              separator='&'):
    """A query string as a list of (name, value) pairs, in order; the
    arguments are parse_qs's."""
    if isinstance(qs, str):
        coerce = _noop
    else:
        qs, coerce = _coerce_args(qs)
    if not isinstance(separator, str):
        separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    pairs = []
    if not qs:
        return pairs
    for field in qs.split(separator):
        if not field and not strict_parsing:
            continue
        name, has_eq, value = field.partition('=')
        if not has_eq:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            if '+' in name:
                name = name.replace('+', ' ')
            if '+' in value:
                value = value.replace('+', ' ')
            name = coerce(unquote(name, encoding=encoding, errors=errors))
            value = coerce(unquote(value, encoding=encoding, errors=errors))
            pairs.append((name, value))
    return pairs


def urlencode(query, doseq=False, safe='', encoding=None, errors=None,
              quote_via=quote_plus):
    """A query string from a mapping or a sequence of (name, value) pairs.

    Names and values that are not str or bytes are converted with str().
    With doseq true, a value that is a sequence (not a str or bytes) gives
    one field per item.  Each name and value is escaped by quote_via
    (quote_plus, or e.g. quote), called with safe and, for str, encoding
    and errors.
    """
    if hasattr(query, "items"):
        query = query.items()
    else:
        # A non-empty sequence must hold tuples (a str holds strs).
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err

    # (Written out without a helper function: calls are the cost here.)
    out = []
    for k, v in query:
        if isinstance(k, bytes):
            k = quote_via(k, safe)
        else:
            k = quote_via(str(k), safe, encoding, errors)
        if isinstance(v, bytes):
            out.append(k + '=' + quote_via(v, safe))
        elif isinstance(v, str) or not doseq:
            out.append(k + '=' + quote_via(str(v), safe, encoding, errors))
        else:
            try:
                len(v)
            except TypeError:
                # Not a sequence: one value.
                out.append(k + '=' + quote_via(str(v), safe, encoding,
                                               errors))
                continue
            for elt in v:
                if isinstance(elt, bytes):
                    out.append(k + '=' + quote_via(elt, safe))
                else:
                    out.append(k + '=' + quote_via(str(elt), safe, encoding,
                                                   errors))
    return '&'.join(out)
