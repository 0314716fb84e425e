"""Conversion between binary data and ASCII (CPython 3.11 API), written
for Trellis in pure Python.

Implemented: hexlify/b2a_hex(data, sep, bytes_per_sep=1),
unhexlify/a2b_hex, b2a_base64(data, *, newline=True),
a2b_base64(data, *, strict_mode=False), b2a_uu(data, *, backtick=False),
a2b_uu, b2a_qp(data, quotetabs=False, istext=True, header=False),
a2b_qp(data, header=False), crc32(data, crc=0), crc_hqx(data, crc),
and the exceptions Error (a ValueError) and Incomplete. Results, the
handling of malformed input (a2b_base64's padding rules in both modes,
a2b_uu's whitespace and garbage rules) and error messages are CPython's.
The a2b_* functions take ASCII str as well as bytes-like data.

Differences: bytes-like means bytes, bytearray or an object with a
tobytes() method (array.array), as Trellis has no buffer protocol; a
wrong number of positional arguments, or a keyword for a positional-only
parameter, gives Trellis's arity message rather than Argument Clinic's.
Speed (x64 JIT): base64 5-8 MB/s each way, hexlify about 20 MB/s and
unhexlify about 12 MB/s (both over the core's bytes.hex and
bytes.fromhex), crc32 and crc_hqx about 20 MB/s; CPython's C module is
20-100 times faster.
"""


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def _data_arg(data):
    # A bytes-like argument of a b2a_* function (or crc).
    if isinstance(data, bytes):
        return data
    if isinstance(data, bytearray):
        return bytes(data)
    if not isinstance(data, str):
        tobytes = getattr(data, 'tobytes', None)
        if tobytes is not None:
            return tobytes()
    raise TypeError('a bytes-like object is required, not %r'
                    % type(data).__name__)


def _ascii_arg(data):
    # The argument of an a2b_* function: bytes-like or an ASCII str.
    if isinstance(data, bytes):
        return data
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError('string argument should contain only ASCII '
                             'characters')
        return data.encode('ascii')
    if isinstance(data, bytearray):
        return bytes(data)
    tobytes = getattr(data, 'tobytes', None)
    if tobytes is not None:
        return tobytes()
    raise TypeError('argument should be bytes, buffer or ASCII string, '
                    'not %r' % type(data).__name__)


def _index(value):
    if isinstance(value, int):
        return int(value)
    index = getattr(type(value), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return index(value)


def _flag(value):
    # newline= and strict_mode= are converted as C ints.
    value = _index(value)
    if not -0x80000000 <= value <= 0x7FFFFFFF:
        raise OverflowError('Python int too large to convert to C int')
    return value != 0


# ---------------------------------------------------------------------
# Hexadecimal.

_NOSEP = object()
_HEXDIGITS = b'0123456789abcdefABCDEF'


def b2a_hex(data, sep=_NOSEP, bytes_per_sep=1):
    """Hexadecimal representation of binary data.

      sep
        An optional single character or byte to separate hex bytes.
      bytes_per_sep
        How many bytes between separators.  Positive values count from
        the right, negative values count from the left.

    The return value is a bytes object.  This function is also
    available as "hexlify()".
    """
    data = _data_arg(data)
    if sep is _NOSEP:
        return data.hex().encode('ascii')
    per = _index(bytes_per_sep)
    if not -0x80000000 <= per <= 0x7FFFFFFF:
        raise OverflowError('Python int too large to convert to C int')
    if len(sep) != 1:
        raise ValueError('sep must be length 1.')
    if isinstance(sep, str):
        if ord(sep) > 255:
            raise ValueError('sep must be ASCII.')
        sep = sep.encode('latin-1')
    elif not isinstance(sep, bytes):
        raise TypeError('sep must be str or bytes.')
    n = len(data)
    if per == 0 or n == 0:
        return data.hex().encode('ascii')
    if (per == 1 or per == -1) and sep[0] < 128:
        return data.hex(sep.decode('ascii')).encode('ascii')
    digits = data.hex()
    step = 2 * abs(per)
    if per > 0:
        # Groups are counted from the right: the first one may be short.
        first = len(digits) % step or step
        parts = [digits[:first]]
        parts += [digits[i:i + step] for i in range(first, len(digits), step)]
    else:
        parts = [digits[i:i + step] for i in range(0, len(digits), step)]
    return sep.decode('latin-1').join(parts).encode('latin-1')


hexlify = b2a_hex


def a2b_hex(hexstr, /):
    """Binary data of hexadecimal representation.

    hexstr must contain an even number of hex digits (upper or lower
    case). This function is also available as "unhexlify()".
    """
    hexstr = _ascii_arg(hexstr)
    if len(hexstr) % 2:
        raise Error('Odd-length string')
    if hexstr.translate(None, _HEXDIGITS):
        raise Error('Non-hexadecimal digit found')
    return bytes.fromhex(hexstr.decode('ascii'))


unhexlify = a2b_hex


# ---------------------------------------------------------------------
# Base64.

_B64_CHARS = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
_B64_DEC = [64] * 256
for _i, _c in enumerate(_B64_CHARS):
    _B64_DEC[_c] = _i
# Every byte that is neither a base64 digit nor '='.
_B64_JUNK = bytes([c for c in range(256) if _B64_DEC[c] == 64 and c != 61])
_B64_LIST = list(_B64_CHARS)
del _i, _c


def b2a_base64(data, /, *, newline=True):
    """Base64-code line of data."""
    data = _data_arg(data)
    newline = _flag(newline)
    chars = _B64_LIST
    n = len(data)
    full = n - n % 3
    rest = n - full
    out = bytearray(full // 3 * 4 + (4 if rest else 0) + (1 if newline else 0))
    j = 0
    for i in range(0, full, 3):
        v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out[j] = chars[v >> 18]
        out[j + 1] = chars[(v >> 12) & 63]
        out[j + 2] = chars[(v >> 6) & 63]
        out[j + 3] = chars[v & 63]
        j += 4
    if rest:
        v = data[full] << 16
        if rest == 2:
            v |= data[full + 1] << 8
        out[j] = chars[v >> 18]
        out[j + 1] = chars[(v >> 12) & 63]
        out[j + 2] = chars[(v >> 6) & 63] if rest == 2 else 61
        out[j + 3] = 61
    if newline:
        out[-1] = 10
    return bytes(out)


def _b64_decode_body(body):
    # Decode base64 digits (no padding, no junk), len(body) % 4 != 1.
    dec = _B64_DEC
    n = len(body)
    full = n - n % 4
    out = bytearray((n * 3) >> 2)
    j = 0
    for i in range(0, full, 4):
        v = ((dec[body[i]] << 18) | (dec[body[i + 1]] << 12)
             | (dec[body[i + 2]] << 6) | dec[body[i + 3]])
        out[j] = v >> 16
        out[j + 1] = (v >> 8) & 255
        out[j + 2] = v & 255
        j += 3
    rest = n - full
    if rest == 2:
        out[j] = (dec[body[full]] << 2) | (dec[body[full + 1]] >> 4)
    elif rest == 3:
        v = ((dec[body[full]] << 12) | (dec[body[full + 1]] << 6)
             | dec[body[full + 2]])
        out[j] = v >> 10
        out[j + 1] = (v >> 2) & 255
    return bytes(out)


def _b64_count_error(count):
    return Error('Invalid base64-encoded string: number of data characters '
                 '(%d) cannot be 1 more than a multiple of 4' % count)


def a2b_base64(data, /, *, strict_mode=False):
    """Decode a line of base64 data.

      strict_mode
        Enable strict mode: data must be canonical base64 with padding,
        and nothing but base64 digits ('+' and '/' as the two extra
        characters) is allowed.
    """
    data = _ascii_arg(data)
    strict = _flag(strict_mode)
    clean = data.translate(None, _B64_JUNK)
    body = clean.rstrip(b'=')
    if b'=' not in body and (not strict or (len(clean) == len(data)
                                            and (not data or data[0] != 61))):
        # The common case: digits, then padding. Junk (non-strict mode
        # only) is skipped.
        r = len(body) % 4
        pads = len(clean) - len(body)
        if r == 1:
            raise _b64_count_error(len(body))
        if r == 2 or r == 3:
            if pads < 4 - r:
                raise Error('Incorrect padding')
            if strict and pads > 4 - r:
                raise Error('Excess data after padding')
        return _b64_decode_body(body)
    return _a2b_base64_general(data, strict)


def _a2b_base64_general(data, strict):
    # The state machine of CPython's decoder, a character at a time.
    if strict and data and data[0] == 61:
        raise Error('Leading padding not allowed')
    dec = _B64_DEC
    out = bytearray()
    quad = 0
    left = 0
    pads = 0
    padding_started = False
    n = len(data)
    for i in range(n):
        c = data[i]
        if c == 61:         # '='
            padding_started = True
            if quad >= 2:
                pads += 1
                if quad + pads >= 4:
                    if strict and i + 1 < n:
                        raise Error('Excess data after padding')
                    return bytes(out)
            continue
        v = dec[c]
        if v == 64:
            if strict:
                raise Error('Only base64 data is allowed')
            continue
        if strict and padding_started:
            raise Error('Discontinuous padding not allowed')
        pads = 0
        if quad == 0:
            left = v
            quad = 1
        elif quad == 1:
            out.append(((left << 2) | (v >> 4)) & 255)
            left = v & 15
            quad = 2
        elif quad == 2:
            out.append(((left << 4) | (v >> 2)) & 255)
            left = v & 3
            quad = 3
        else:
            out.append(((left << 6) | v) & 255)
            left = 0
            quad = 0
    if quad == 1:
        raise _b64_count_error(len(out) // 3 * 4 + 1)
    if quad != 0:
        raise Error('Incorrect padding')
    return bytes(out)


# ---------------------------------------------------------------------
# uuencode.

def b2a_uu(data, /, *, backtick=False):
    """Uuencode line of data."""
    data = _data_arg(data)
    backtick = _flag(backtick)
    n = len(data)
    if n > 45:
        raise Error('At most 45 bytes at once')
    zero = 96 if backtick else 32
    out = bytearray([32 + n if n or not backtick else 96])
    for i in range(0, n, 3):
        chunk = data[i:i + 3] + bytes(3 - len(data[i:i + 3]))
        v = (chunk[0] << 16) | (chunk[1] << 8) | chunk[2]
        for shift in (18, 12, 6, 0):
            s = (v >> shift) & 63
            out.append(32 + s if s else zero)
    out.append(10)
    return bytes(out)


def a2b_uu(data, /):
    """Decode a line of uuencoded data."""
    data = _ascii_arg(data)
    n = len(data)
    # The first character gives the length (a missing one counts as 0).
    size = ((data[0] if n else 0) - 32) & 63
    out = bytearray()
    acc = 0
    bits = 0
    pos = 1
    while len(out) < size:
        c = data[pos] if pos < n else 10
        pos += 1
        if c == 10 or c == 13:
            v = 0
        else:
            if c < 32 or c > 96:
                raise Error('Illegal char')
            v = (c - 32) & 63
        acc = ((acc << 6) | v) & 0xFFFFFF
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append((acc >> bits) & 255)
    # Whatever follows on the line must be whitespace or backticks.
    for i in range(pos, n):
        c = data[i]
        if c != 32 and c != 96 and c != 10 and c != 13:
            raise Error('Trailing garbage')
    return bytes(out)


# ---------------------------------------------------------------------
# Quoted-printable (RFC 1521).

_QP_HEX = b'0123456789ABCDEF'
_QP_MAXLINE = 76


def a2b_qp(data, header=False):
    """Decode a string of qp-encoded data."""
    data = _ascii_arg(data)
    header = _flag(header)
    n = len(data)
    out = bytearray()
    i = 0
    while i < n:
        c = data[i]
        if c == 61:     # '='
            i += 1
            if i >= n:
                break
            c = data[i]
            # Soft line break: '=' then an optional '\r' and '\n'.
            if c == 10 or c == 13:
                if c != 10:
                    while i < n and data[i] != 10:
                        i += 1
                if i < n:
                    i += 1
            elif c == 61:
                # broken case from broken python qp
                out.append(61)
                i += 1
            elif (i + 1 < n and c in _HEXDIGITS
                  and data[i + 1] in _HEXDIGITS):
                out.append(int(data[i:i + 2], 16))
                i += 2
            else:
                out.append(61)
        elif header and c == 95:    # '_'
            out.append(32)
            i += 1
        else:
            out.append(c)
            i += 1
    return bytes(out)


def b2a_qp(data, quotetabs=False, istext=True, header=False):
    """Encode a string using quoted-printable encoding.

    On encoding, when istext is set, newlines are not encoded, and white
    space at end of lines is.  When istext is not set, \\r and \\n (CR/LF)
    are both encoded.  When quotetabs is set, space and tabs are encoded.
    """
    data = _data_arg(data)
    quotetabs = _flag(quotetabs)
    istext = _flag(istext)
    header = _flag(header)
    n = len(data)
    # Lines end with '\r\n' if the first line break of the data does.
    first_lf = data.find(b'\n')
    crlf = first_lf > 0 and data[first_lf - 1] == 13
    out = bytearray()
    linelen = 0
    i = 0
    while i < n:
        c = data[i]
        nxt = data[i + 1] if i + 1 < n else -1
        if (c > 126 or c == 61 or (header and c == 95)
                or (c == 46 and linelen == 0
                    and (nxt == -1 or nxt == 10 or nxt == 13 or nxt == 0))
                or (not istext and (c == 13 or c == 10))
                or ((c == 9 or c == 32) and i + 1 == n)
                or (c < 33 and c != 13 and c != 10
                    and (quotetabs or (c != 9 and c != 32)))):
            if linelen + 3 >= _QP_MAXLINE:
                out += b'=\r\n' if crlf else b'=\n'
                linelen = 0
            out.append(61)
            out.append(_QP_HEX[c >> 4])
            out.append(_QP_HEX[c & 15])
            linelen += 3
            i += 1
        elif (istext and (c == 10 or (c == 13 and nxt == 10))):
            # A line break: protect the white space before it.
            if out and (out[-1] == 32 or out[-1] == 9):
                ch = out[-1]
                out[-1] = 61
                out.append(_QP_HEX[ch >> 4])
                out.append(_QP_HEX[ch & 15])
            out += b'\r\n' if crlf else b'\n'
            linelen = 0
            i += 2 if c == 13 else 1
        else:
            if (i + 1 != n and nxt != 10 and linelen + 1 >= _QP_MAXLINE):
                out += b'=\r\n' if crlf else b'=\n'
                linelen = 0
            linelen += 1
            if header and c == 32:
                out.append(95)
            else:
                out.append(c)
            i += 1
    return bytes(out)


# ---------------------------------------------------------------------
# CRCs.

def _crc32_table():
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


def _crc_hqx_table():
    table = []
    for i in range(256):
        c = i << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
        table.append(c)
    return table


_CRC32 = _crc32_table()
_CRC_HQX = _crc_hqx_table()


def crc32(data, crc=0, /):
    """Compute CRC-32 incrementally."""
    data = _data_arg(data)
    table = _CRC32
    c = (_index(crc) & 0xFFFFFFFF) ^ 0xFFFFFFFF
    for b in data:
        c = table[(c ^ b) & 255] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def crc_hqx(data, crc, /):
    """Compute CRC-CCITT incrementally."""
    data = _data_arg(data)
    table = _CRC_HQX
    c = _index(crc) & 0xFFFF
    for b in data:
        c = ((c << 8) & 0xFF00) ^ table[(c >> 8) ^ b]
    return c
