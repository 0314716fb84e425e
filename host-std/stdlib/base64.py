"""Base16, Base32, Base64 (RFC 3548), Base85 and Ascii85 data encodings
(CPython 3.11 API), written for Trellis over its binascii module.

Implemented: b64encode(s, altchars=None), b64decode(s, altchars=None,
validate=False) (validate is binascii's strict mode, as in 3.11),
standard_b64encode/decode, urlsafe_b64encode/decode, b32encode,
b32decode(s, casefold=False, map01=None), b32hexencode,
b32hexdecode(s, casefold=False), b16encode, b16decode(s, casefold=False),
a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False),
a85decode(b, *, foldspaces=False, adobe=False, ignorechars=...),
b85encode(b, pad=False), b85decode(b), encodebytes, decodebytes, and
the file functions encode(input, output) and decode(input, output),
with MAXLINESIZE, MAXBINSIZE and bytes_types. Results and errors
(binascii.Error, ValueError, TypeError and the AssertionError for bad
altchars/map01) are CPython's, messages included.

Differences: bytes-like means bytes, bytearray or an object with a
tobytes() method (array.array), as Trellis has no buffer protocol, so
messages that CPython takes from memoryview ("memoryview: a bytes-like
object is required, not 'str'") are reproduced for the other types; the
command-line main() and test() are not provided.
"""

import binascii

__all__ = [
    'encode', 'decode', 'encodebytes', 'decodebytes',
    'b64encode', 'b64decode', 'b32encode', 'b32decode',
    'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
    'b85encode', 'b85decode', 'a85encode', 'a85decode',
    'standard_b64encode', 'standard_b64decode',
    'urlsafe_b64encode', 'urlsafe_b64decode',
]

bytes_types = (bytes, bytearray)

MAXLINESIZE = 76  # Excluding the CRLF
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _bytes_from_decode_data(s):
    # What decoders accept: bytes-like data or an ASCII str.
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError('string argument should contain only ASCII '
                             'characters')
        return s.encode('ascii')
    if isinstance(s, bytes_types):
        return s
    tobytes = getattr(s, 'tobytes', None)
    if tobytes is None:
        raise TypeError('argument should be a bytes-like object or ASCII '
                        'string, not %r' % s.__class__.__name__)
    return tobytes()


def _view_bytes(s):
    # What memoryview(s).tobytes() gives, with memoryview's error.
    if isinstance(s, bytes_types):
        return s
    tobytes = None if isinstance(s, str) else getattr(s, 'tobytes', None)
    if tobytes is None:
        raise TypeError('memoryview: a bytes-like object is required, not %r'
                        % type(s).__name__)
    return tobytes()


# ---------------------------------------------------------------------
# Base64

def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes
    object.

    Optional altchars should be a byte string of length 2 which
    specifies an alternative alphabet for the '+' and '/' characters.
    This allows an application to e.g. generate url or filesystem safe
    Base64 strings.
    """
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b'+/', altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s.

    Optional altchars must be a bytes-like object or ASCII string of
    length 2 which specifies the alternative alphabet used instead of
    the '+' and '/' characters.

    The result is returned as a bytes object. A binascii.Error is raised
    if s is incorrectly padded.

    If validate is False (the default), characters that are neither in
    the normal base-64 alphabet nor the alternative alphabet are
    discarded prior to the padding check. If validate is True, these
    non-alphabet characters in the input result in a binascii.Error.
    """
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b'+/'))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    """Encode bytes-like object s using the standard Base64 alphabet and
    return a bytes object.
    """
    return b64encode(s)


def standard_b64decode(s):
    """Decode bytes encoded with the standard Base64 alphabet.

    Argument s is a bytes-like object or ASCII string to decode. The
    result is returned as a bytes object. A binascii.Error is raised if
    the input is incorrectly padded. Characters that are not in the
    standard alphabet are discarded prior to the padding check.
    """
    return b64decode(s)


_urlsafe_encode_translation = bytes.maketrans(b'+/', b'-_')
_urlsafe_decode_translation = bytes.maketrans(b'-_', b'+/')


def urlsafe_b64encode(s):
    """Encode bytes using the URL- and filesystem-safe Base64 alphabet.

    Argument s is a bytes-like object to encode. The result is returned
    as a bytes object. The alphabet uses '-' instead of '+' and '_'
    instead of '/'.
    """
    return b64encode(s).translate(_urlsafe_encode_translation)


def urlsafe_b64decode(s):
    """Decode bytes using the URL- and filesystem-safe Base64 alphabet.

    Argument s is a bytes-like object or ASCII string to decode. The
    result is returned as a bytes object. A binascii.Error is raised if
    the input is incorrectly padded. Characters that are not in the
    URL-safe base-64 alphabet, and are not a plus '+' or slash '/', are
    discarded prior to the padding check.

    The alphabet uses '-' instead of '+' and '_' instead of '/'.
    """
    s = _bytes_from_decode_data(s)
    s = s.translate(_urlsafe_decode_translation)
    return b64decode(s)


# ---------------------------------------------------------------------
# Base32

_b32alphabet = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_b32hexalphabet = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'
# Two digits for each 10-bit value, and each digit's value (-1: none),
# made on first use for each alphabet.
_b32pairs = {}
_b32values = {}
# Padding characters -> bytes kept from the last 5-byte group.
_B32_KEEP = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}


def _b32encode(alphabet, s):
    s = _view_bytes(s)
    pairs = _b32pairs.get(alphabet)
    if pairs is None:
        pairs = _b32pairs[alphabet] = [
            bytes([alphabet[v >> 5], alphabet[v & 31]]) for v in range(1024)]
    n = len(s)
    rest = n % 5
    if rest:
        s = s + bytes(5 - rest)
    out = []
    append = out.append
    for i in range(0, len(s), 5):
        acc = ((s[i] << 32) | (s[i + 1] << 24) | (s[i + 2] << 16)
               | (s[i + 3] << 8) | s[i + 4])
        append(pairs[acc >> 30])
        append(pairs[(acc >> 20) & 1023])
        append(pairs[(acc >> 10) & 1023])
        append(pairs[acc & 1023])
    encoded = b''.join(out)
    if rest:
        # 1, 2, 3 or 4 bytes left need 2, 4, 5 or 7 digits.
        digits = (8 * rest + 4) // 5
        encoded = encoded[:len(encoded) - 8 + digits] + b'=' * (8 - digits)
    return encoded


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b'01', b'O' + map01))
    if casefold:
        s = s.upper()
    values = _b32values.get(alphabet)
    if values is None:
        values = [-1] * 256
        for i, c in enumerate(alphabet):
            values[c] = i
        _b32values[alphabet] = values
    n = len(s)
    body = s.rstrip(b'=')
    padchars = n - len(body)
    # The padding is the tail of the last group: the digits before it
    # count as that group's digits.
    out = []
    append = out.append
    for i in range(0, n, 8):
        acc = 0
        for j in range(i, min(i + 8, len(body))):
            v = values[body[j]]
            if v < 0:
                raise binascii.Error('Non-base32 digit found')
            acc = (acc << 5) | v
        if i + 8 > len(body):
            acc <<= 5 * (i + 8 - max(i, len(body)))
        append(acc.to_bytes(5, 'big'))
    keep = _B32_KEEP.get(padchars)
    if keep is None:
        raise binascii.Error('Incorrect padding')
    decoded = b''.join(out)
    if padchars and decoded:
        decoded = decoded[:len(decoded) - 5 + keep]
    return decoded


def b32encode(s):
    """Encode the bytes-like objects using base32 and return a bytes
    object.
    """
    return _b32encode(_b32alphabet, s)


def b32decode(s, casefold=False, map01=None):
    """Decode the base32 encoded bytes-like object or ASCII string s.

    Optional casefold is a flag specifying whether a lowercase alphabet
    is acceptable as input. For security purposes, the default is False.

    RFC 3548 allows for optional mapping of the digit 0 (zero) to the
    letter O (oh), and for optional mapping of the digit 1 (one) to
    either the letter I (eye) or letter L (el). The optional argument
    map01 when not None, specifies which letter the digit 1 should be
    mapped to (when map01 is not None, the digit 0 is always mapped to
    the letter O). For security purposes the default is None, so that
    0 and 1 are not allowed in the input.

    The result is returned as a bytes object. A binascii.Error is raised
    if the input is incorrectly padded or if there are non-alphabet
    characters present in the input.
    """
    return _b32decode(_b32alphabet, s, casefold, map01)


def b32hexencode(s):
    """Encode the bytes-like objects using base32hex and return a bytes
    object.
    """
    return _b32encode(_b32hexalphabet, s)


def b32hexdecode(s, casefold=False):
    """Decode the base32hex encoded bytes-like object or ASCII string s.

    Optional casefold is a flag specifying whether a lowercase alphabet
    is acceptable as input. For security purposes, the default is False.

    The result is returned as a bytes object. A binascii.Error is raised
    if the input is incorrectly padded or if there are non-alphabet
    characters present in the input.
    """
    # base32hex does not have the 01 mapping
    return _b32decode(_b32hexalphabet, s, casefold)


# ---------------------------------------------------------------------
# Base16 (RFC 3548 section 6): hexadecimal in upper case.

def b16encode(s):
    """Encode the bytes-like object s using Base16 and return a bytes
    object.
    """
    return binascii.hexlify(s).upper()


_B16_DIGITS = b'0123456789ABCDEF'


def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s.

    Optional casefold is a flag specifying whether a lowercase alphabet
    is acceptable as input. For security purposes, the default is False.

    The result is returned as a bytes object. A binascii.Error is raised
    if s is incorrectly padded or if there are non-alphabet characters
    present in the input.
    """
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if s.translate(None, _B16_DIGITS):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


# ---------------------------------------------------------------------
# Ascii85 and Base85

_A85START = b'<~'
_A85END = b'~>'
_a85chars = bytes(range(33, 118))
_b85alphabet = (b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                b'abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~')


def _85encode(b, chars, pad=False, foldnuls=False, foldspaces=False):
    # Each 4-byte group, read big-endian, becomes 5 base-85 digits; a
    # short last group is padded with zeros and its digits cut back to
    # one more than its bytes unless pad is true.
    b = _view_bytes(b)
    padding = (-len(b)) % 4
    if padding:
        b = b + bytes(padding)
    out = []
    append = out.append
    for i in range(0, len(b), 4):
        word = (b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]
        if foldnuls and not word:
            append(b'z')
        elif foldspaces and word == 0x20202020:
            append(b'y')
        else:
            word, d4 = divmod(word, 85)
            word, d3 = divmod(word, 85)
            word, d2 = divmod(word, 85)
            d0, d1 = divmod(word, 85)
            append(bytes([chars[d0], chars[d1], chars[d2], chars[d3],
                          chars[d4]]))
    if padding and not pad:
        last = out[-1]
        if last == b'z':
            last = chars[:1] * 5
        out[-1] = last[:5 - padding]
    return b''.join(out)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    """Encode bytes-like object b using Ascii85 and return a bytes
    object.

    foldspaces is an optional flag that uses the special short sequence
    'y' instead of 4 consecutive spaces (ASCII 0x20) as supported by
    'btoa'. This feature is not supported by the "standard" Adobe
    encoding.

    wrapcol controls whether the output should have newline (b'\\n')
    characters added to it. If this is non-zero, each output line will
    be at most this many characters long.

    pad controls whether the input is padded to a multiple of 4 before
    encoding. Note that the btoa implementation always pads.

    adobe controls whether the encoded byte sequence is framed with <~
    and ~>, which is used by the Adobe implementation.
    """
    result = _85encode(b, _a85chars, pad, True, foldspaces)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        lines = [result[i:i + wrapcol]
                 for i in range(0, len(result), wrapcol)]
        # The closing ~> must fit on the last line.
        if adobe and len(lines[-1]) + 2 > wrapcol:
            lines.append(b'')
        result = b'\n'.join(lines)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False,
              ignorechars=b' \t\n\r\v'):
    """Decode the Ascii85 encoded bytes-like object or ASCII string b.

    foldspaces is a flag that specifies whether the 'y' short sequence
    should be accepted as shorthand for 4 consecutive spaces (ASCII
    0x20). This feature is not supported by the "standard" Adobe
    encoding.

    adobe controls whether the input sequence is in Adobe Ascii85
    format (i.e. is framed with <~ and ~>).

    ignorechars should be a byte string containing characters to ignore
    from the input. This should only contain whitespace characters, and
    by default contains all whitespace characters in ASCII.

    The result is returned as a bytes object.
    """
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError('Ascii85 encoded byte sequences must end '
                             'with %r' % (_A85END,))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    out = []
    append = out.append
    acc = 0
    count = 0
    # Four 'u's (the largest digit) complete a short last group.
    for x in b + b'uuuu':
        if 33 <= x <= 117:
            acc = acc * 85 + (x - 33)
            count += 1
            if count == 5:
                if acc > 0xFFFFFFFF:
                    raise ValueError('Ascii85 overflow')
                append(acc.to_bytes(4, 'big'))
                acc = 0
                count = 0
        elif x == 122:      # 'z'
            if count:
                raise ValueError('z inside Ascii85 5-tuple')
            append(b'\0\0\0\0')
        elif foldspaces and x == 121:     # 'y'
            if count:
                raise ValueError('y inside Ascii85 5-tuple')
            append(b'    ')
        elif x in ignorechars:
            continue
        else:
            raise ValueError('Non-Ascii85 digit found: %c' % x)
    result = b''.join(out)
    padding = 4 - count
    if padding:
        result = result[:-padding]
    return result


_b85dec = [None] * 256
for _i, _c in enumerate(_b85alphabet):
    _b85dec[_c] = _i
del _i, _c


def b85encode(b, pad=False):
    """Encode bytes-like object b in base85 format and return a bytes
    object.

    If pad is true, the input is padded with b'\\0' so its length is a
    multiple of 4 bytes before encoding.
    """
    return _85encode(b, _b85alphabet, pad)


def b85decode(b):
    """Decode the base85-encoded bytes-like object or ASCII string b

    The result is returned as a bytes object.
    """
    b = _bytes_from_decode_data(b)
    padding = (-len(b)) % 5
    b = b + b'~' * padding
    dec = _b85dec
    out = []
    append = out.append
    for i in range(0, len(b), 5):
        acc = 0
        for j in range(i, i + 5):
            v = dec[b[j]]
            if v is None:
                raise ValueError('bad base85 character at position %d' % j)
            acc = acc * 85 + v
        if acc > 0xFFFFFFFF:
            raise ValueError('base85 overflow in hunk starting at byte %d'
                             % i)
        append(acc.to_bytes(4, 'big'))
    result = b''.join(out)
    if padding:
        result = result[:-padding]
    return result


# ---------------------------------------------------------------------
# Legacy interface: MIME-style lines of at most 76 characters.

def encode(input, output):
    """Encode a file; input and output are binary files."""
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            more = input.read(MAXBINSIZE - len(s))
            if not more:
                break
            s += more
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    """Decode a file; input and output are binary files."""
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))


def _input_type_check(s):
    if isinstance(s, bytes_types):
        return
    tobytes = None if isinstance(s, str) else getattr(s, 'tobytes', None)
    if tobytes is None:
        raise TypeError('expected bytes-like object, not %s'
                        % s.__class__.__name__)
    code = getattr(s, 'typecode', 'B')
    if code not in ('c', 'b', 'B'):
        raise TypeError('expected single byte elements, not %r from %s'
                        % (code, s.__class__.__name__))


def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines
    of base-64 data."""
    _input_type_check(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b''.join(pieces)


def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    _input_type_check(s)
    return binascii.a2b_base64(s)
