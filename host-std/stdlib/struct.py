"""Conversion between Python values and C structs packed in bytes
(CPython 3.11 API), written for Trellis.

Implemented: pack, unpack, calcsize, pack_into, unpack_from, iter_unpack,
the Struct class (format, size, pack, unpack, pack_into, unpack_from,
iter_unpack), the error exception and _clearcache. Formats are str or
bytes: an optional byte order ('@' native with native alignment, '=' '<'
'>' '!' standard sizes without alignment), then format characters with
optional repeat counts, whitespace between them ignored: x c b B ? h H i
I l L q Q n N e f d s p P ('n', 'N' and 'P' only with '@'). Native means
x86-64 Linux: little-endian, l/L/n/N/P of 8 bytes, each item aligned to
its size. Range checks, conversions (__index__ for integers, __float__
and __index__ for floats, truth for '?') and error messages are
CPython's, including the messages that differ between byte orders
because CPython checks them in different functions ('<h' says "short
format requires ...", '>h' says "'h' format requires ..."). Floats are
encoded exactly with IEEE 754 round-half-even ('f' and 'e' raise
OverflowError past their range, except native '@f', which gives inf as
CPython's C cast does). Like CPython, the module functions cache the
compiled formats (up to 100).

Differences from CPython: Trellis has no buffer protocol or memoryview.
Buffers read by unpack, unpack_from and iter_unpack are bytes, bytearray
or array.array (read through tobytes()); pack_into writes into a
bytearray only. NaNs keep their sign but not their payload: they unpack
as the plain NaN and pack as the quiet NaN. Missing arguments of pack and
unpack give Python's usual TypeError messages rather than those of the C
functions ("missing format argument", "unpack expected 2 arguments, got
1"), keyword arguments are accepted where CPython's C functions refuse
them, and Struct objects are instances of a Python class (with
__slots__), so setting an unknown attribute names 'Struct' rather than
'_struct.Struct'. The module is meant to be shown as CPython's C module
is: tracebacks should leave out its frames.
"""

import math as _math
import sys as _sys

__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from',
           'iter_unpack', 'Struct', 'error']


class error(Exception):
    pass


_INF = float('inf')
_NAN = float('nan')
_ldexp = _math.ldexp
_frexp = _math.frexp
_copysign = _math.copysign
_TWO53 = 9007199254740992.0

_LONG_MIN = -(1 << 63)
_LONG_LIMIT = 1 << 63      # C long: _LONG_MIN <= v < _LONG_LIMIT
_ULONG_LIMIT = 1 << 64     # C unsigned long: 0 <= v < _ULONG_LIMIT


################################################################################
### Conversions of the packed values
################################################################################

def _as_int(v):
    # The integer a non-int argument stands for (its __index__).
    index = getattr(type(v), '__index__', None)
    if index is None:
        raise error('required argument is not an integer')
    r = index(v)
    if not isinstance(r, int):
        raise TypeError('__index__ returned non-int (type %s)'
                        % type(r).__name__)
    return r


def _as_float(v):
    if isinstance(v, (str, bytes, bytearray)):
        raise error('required argument is not a float')
    try:
        return float(v)
    except Exception:
        raise error('required argument is not a float') from None


def _narrow_encoder(ebits, mbits, overflow):
    # A function giving the bits of a float as an IEEE 754 binary float
    # with ebits exponent bits and mbits fraction bits (binary32 or
    # binary16), rounded half to even. Past the largest finite value it
    # raises OverflowError(overflow), or gives infinity if overflow is None.
    signbit = 1 << (ebits + mbits)
    inf_bits = ((1 << ebits) - 1) << mbits
    nan_bits = inf_bits | (1 << (mbits - 1))
    bias = (1 << (ebits - 1)) - 1
    scale = float(1 << (mbits + 1))
    low_e = 2 - bias              # the frexp exponent of the least normal

    def encode(x):
        if x > 0.0:
            sign = 0
        elif x < 0.0:
            sign = signbit
            x = -x
        else:
            sign = signbit if _copysign(1.0, x) < 0.0 else 0
            if x == 0.0:
                return sign
            return sign | nan_bits
        if x == _INF:
            return sign | inf_bits
        m, e = _frexp(x)
        if e >= low_e:
            q = m * scale                   # in [2**mbits, 2**(mbits+1))
            base = (e + bias - 2) << mbits
        else:
            q = _ldexp(m, e - 1 + bias + mbits)     # in subnormal units
            base = 0
        # q is exact; round it half to even. A carry out of the fraction
        # moves into the exponent field, as it should.
        n = int(q)
        rest = q - n
        if rest > 0.5 or (rest == 0.5 and n & 1):
            n += 1
        bits = base + n
        if bits >= inf_bits:
            if overflow is not None:
                raise OverflowError(overflow)
            return sign | inf_bits
        return sign | bits
    return encode


def _double_bits(x):
    if x > 0.0:
        sign = 0
    elif x < 0.0:
        sign = 1 << 63
        x = -x
    else:
        sign = (1 << 63) if _copysign(1.0, x) < 0.0 else 0
        if x == 0.0:
            return sign
        return sign | 0x7ff8000000000000
    if x == _INF:
        return sign | 0x7ff0000000000000
    m, e = _frexp(x)
    big = int(m * _TWO53)          # x == big * 2**(e - 53) exactly
    if e >= -1021:
        return sign | (((e + 1021) << 52) + big)
    return sign | (big >> (-1021 - e))


def _decoder(ebits, mbits):
    # The inverse of the encoders: the float whose bits are given.
    signbit = 1 << (ebits + mbits)
    fraction_mask = (1 << mbits) - 1
    exp_mask = (1 << ebits) - 1
    implicit = 1 << mbits
    low = 2 - (1 << (ebits - 1)) - mbits     # exponent of the subnormals' unit

    def decode(bits):
        exp = (bits >> mbits) & exp_mask
        if exp == 0:
            x = _ldexp(bits & fraction_mask, low)
        elif exp == exp_mask:
            x = _INF if bits & fraction_mask == 0 else _NAN
        else:
            x = _ldexp((bits & fraction_mask) | implicit, exp - 1 + low)
        if bits & signbit:
            return _copysign(x, -1.0)
        return x
    return decode


################################################################################
### Packers and unpackers
################################################################################
# A packer is called as packer(value, size) and returns the bytes of one
# item; an unpacker as unpacker(data, offset, size) and returns its value.

_BYTE = tuple([bytes((k,)) for k in range(256)])


def _int_packer(size, order, signed, conv, lo, hi, msg):
    # conv: 'long' or 'ulong' (the value must fit in that C type, else
    # "argument out of range"), or 'wide' (it must lie in lo..hi, else
    # OverflowError, which _pack_parts turns into "int too large to
    # convert" for an int). Then, if msg, it must lie in lo..hi.
    if conv == 'wide':
        mask = (1 << (8 * size)) - 1

        def pack_wide(v, n):
            if type(v) is not int:
                if isinstance(v, int):
                    v = int(v)
                else:
                    v = _as_int(v)
            if v < lo or v > hi:
                raise OverflowError(_wide_overflow(v, lo, hi))
            return (v & mask).to_bytes(size, order)
        return pack_wide

    if conv == 'long':
        clo = _LONG_MIN
        chi = _LONG_LIMIT
    else:
        clo = 0
        chi = _ULONG_LIMIT
    if msg is None:
        lo = clo
        hi = chi - 1

    if size == 1:
        def pack_byte(v, n):
            if type(v) is not int:
                v = _as_int(v) if not isinstance(v, int) else int(v)
            if v < lo or v > hi:
                if v < clo or v >= chi:
                    raise error('argument out of range')
                raise error(msg)
            return _BYTE[v & 255]
        return pack_byte

    def pack_int(v, n):
        if type(v) is not int:
            v = _as_int(v) if not isinstance(v, int) else int(v)
        if v < lo or v > hi:
            if v < clo or v >= chi:
                raise error('argument out of range')
            raise error(msg)
        return v.to_bytes(size, order, signed=signed)
    return pack_int


def _wide_overflow(v, lo, hi):
    # The OverflowError message CPython gives for an out-of-range result
    # of __index__ packed as 'P', '>q' or '>Q'.
    if hi == _ULONG_LIMIT - 1 and lo < 0:      # '@P'
        if v < 0:
            return 'Python int too large to convert to C long'
        return 'Python int too large to convert to C unsigned long'
    if v < 0 and lo == 0:
        return "can't convert negative int to unsigned"
    return 'int too big to convert'


def _unpack_ubyte(data, o, n):
    return data[o]


def _unpack_byte(data, o, n):
    x = data[o]
    return x - 256 if x > 127 else x


def _int_unpacker(size, order, signed):
    if size == 1:
        return _unpack_byte if signed else _unpack_ubyte
    if size == 2:
        # Two items read directly are faster than a slice and from_bytes.
        first, second = (0, 1) if order == 'little' else (1, 0)
        if signed:
            def unpack_short(data, o, n):
                x = data[o + first] | (data[o + second] << 8)
                return x - 65536 if x > 32767 else x
            return unpack_short

        def unpack_ushort(data, o, n):
            return data[o + first] | (data[o + second] << 8)
        return unpack_ushort
    from_bytes = int.from_bytes
    if signed:
        def unpack_int(data, o, n):
            return from_bytes(data[o:o + n], order, signed=True)
        return unpack_int

    def unpack_uint(data, o, n):
        return from_bytes(data[o:o + n], order)
    return unpack_uint


def _pack_bool(v, n):
    return b'\x01' if v else b'\x00'


def _unpack_bool(data, o, n):
    return data[o] != 0


def _pack_char(v, n):
    if isinstance(v, bytes) and len(v) == 1:
        return v
    raise error('char format requires a bytes object of length 1')


def _unpack_char(data, o, n):
    return bytes(data[o:o + 1])


def _pack_string(v, n):
    if not isinstance(v, (bytes, bytearray)):
        raise error("argument for 's' must be a bytes object")
    if len(v) >= n:
        return bytes(v[:n])
    return bytes(v) + bytes(n - len(v))


def _unpack_string(data, o, n):
    return bytes(data[o:o + n])


def _pack_pascal(v, n):
    if not isinstance(v, (bytes, bytearray)):
        raise error("argument for 'p' must be a bytes object")
    k = len(v)
    if k > n - 1:
        k = n - 1
    if k < 0:
        # '0p': CPython stores the length byte where the item would
        # start, which a later item may overwrite; _pack handles it.
        return None
    head = bytes((k if k < 255 else 255,))
    return head + bytes(v[:k]) + bytes(n - 1 - k)


def _unpack_pascal(data, o, n):
    k = data[o] if n else 0
    if k >= n:
        k = n - 1
    if k < 0:
        raise SystemError('Negative size passed to PyBytes_FromStringAndSize')
    return bytes(data[o + 1:o + 1 + k])


def _float_packer(order, kind, overflow_error):
    # kind: 'd', 'f' or 'e'.
    to_bytes = int.to_bytes
    if kind == 'd':
        def pack_double(v, n):
            if type(v) is not float:
                v = _as_float(v)
            return to_bytes(_double_bits(v), 8, order)
        return pack_double
    overflow = ('float too large to pack with %s format' % kind
                if overflow_error else None)
    if kind == 'f':
        encode = _narrow_encoder(8, 23, overflow)
        size = 4
    else:
        encode = _narrow_encoder(5, 10, overflow)
        size = 2

    def pack_float(v, n):
        if type(v) is not float:
            v = _as_float(v)
        return to_bytes(encode(v), size, order)
    return pack_float


def _float_unpacker(order, kind):
    from_bytes = int.from_bytes
    if kind == 'd':
        decode = _decoder(11, 52)
    elif kind == 'f':
        decode = _decoder(8, 23)
    else:
        decode = _decoder(5, 10)

    def unpack_float(data, o, n):
        return decode(from_bytes(data[o:o + n], order))
    return unpack_float


def _make_table(native, order, big):
    # code -> (size, alignment, packer, unpacker); alignment 0 is none.
    table = {}

    def ints(code, size, signed, conv, lo, hi, msg):
        table[code] = (size, size if native else 0,
                       _int_packer(size, order, signed, conv, lo, hi, msg),
                       _int_unpacker(size, order, signed))

    ints('b', 1, True, 'long', -128, 127,
         'byte format requires -128 <= number <= 127')
    ints('B', 1, False, 'long', 0, 255,
         'ubyte format requires 0 <= number <= 255')
    if big:
        ints('h', 2, True, 'long', -32768, 32767,
             "'h' format requires -32768 <= number <= 32767")
        ints('H', 2, False, 'ulong', 0, 65535,
             "'H' format requires 0 <= number <= 65535")
    else:
        ints('h', 2, True, 'long', -32768, 32767,
             'short format requires -32768 <= number <= 32767')
        ints('H', 2, False, 'long', 0, 65535,
             'ushort format requires 0 <= number <= 65535')
    ints('i', 4, True, 'long', -2147483648, 2147483647,
         "'i' format requires -2147483648 <= number <= 2147483647")
    ints('I', 4, False, 'ulong', 0, 4294967295,
         "'I' format requires 0 <= number <= 4294967295")
    if native:
        ints('l', 8, True, 'long', 0, 0, None)
        ints('L', 8, False, 'ulong', 0, 0, None)
        ints('n', 8, True, 'long', 0, 0, None)
        ints('N', 8, False, 'ulong', 0, 0, None)
        table['P'] = (8, 8, _int_packer(8, order, False, 'wide',
                                        _LONG_MIN, _ULONG_LIMIT - 1, None),
                      _int_unpacker(8, order, False))
    else:
        ints('l', 4, True, 'long', -2147483648, 2147483647,
             "'l' format requires -2147483648 <= number <= 2147483647")
        ints('L', 4, False, 'ulong', 0, 4294967295,
             "'L' format requires 0 <= number <= 4294967295")
    if big:
        ints('q', 8, True, 'wide', _LONG_MIN, _LONG_LIMIT - 1, None)
        ints('Q', 8, False, 'wide', 0, _ULONG_LIMIT - 1, None)
    else:
        ints('q', 8, True, 'long', 0, 0, None)
        ints('Q', 8, False, 'ulong', 0, 0, None)
    table['x'] = (1, 0, None, None)
    table['c'] = (1, 0, _pack_char, _unpack_char)
    table['s'] = (1, 0, _pack_string, _unpack_string)
    table['p'] = (1, 0, _pack_pascal, _unpack_pascal)
    table['?'] = (1, 0, _pack_bool, _unpack_bool)
    for code, size in (('e', 2), ('f', 4), ('d', 8)):
        table[code] = (size, size if native else 0,
                       _float_packer(order, code, not (native and code == 'f')),
                       _float_unpacker(order, code))
    return table


_NATIVE = _make_table(True, 'little', False)
_LITTLE = _make_table(False, 'little', False)
_BIG = _make_table(False, 'big', True)
_TABLES = {'@': _NATIVE, '=': _LITTLE, '<': _LITTLE, '>': _BIG, '!': _BIG}

_SIZE_MAX = (1 << 63) - 1
_SPACES = ' \t\n\r\x0b\x0c'
_DIGITS = '0123456789'


def _compile(text):
    # text: the format as a str of ASCII characters. Returns (size, items):
    # one (offset, size, packer, unpacker) per value packed.
    table = _TABLES.get(text[:1])
    pos = 1
    if table is None:
        table = _NATIVE
        pos = 0
    n = len(text)
    size = 0
    items = []
    while pos < n:
        c = text[pos]
        pos += 1
        if c in _SPACES:
            continue
        if c in _DIGITS:
            num = ord(c) - 48
            while pos < n and text[pos] in _DIGITS:
                num = num * 10 + ord(text[pos]) - 48
                pos += 1
                if num > _SIZE_MAX:
                    raise error('total struct size too long')
            if pos >= n:
                raise error('repeat count given without format specifier')
            c = text[pos]
            pos += 1
        else:
            num = 1
        entry = table.get(c)
        if entry is None:
            raise error('bad char in struct format')
        itemsize, align, packer, unpacker = entry
        if align and size:
            size += (align - 1) - (size - 1) % align
        if num > (_SIZE_MAX - size) // itemsize:
            raise error('total struct size too long')
        if c == 's' or c == 'p':
            items.append((size, num, packer, unpacker))
        elif c != 'x':
            for k in range(num):
                items.append((size + k * itemsize, itemsize, packer,
                              unpacker))
        size += num * itemsize
    return size, items


def _format_text(format):
    if isinstance(format, str):
        text = format
        format.encode('ascii')
    elif isinstance(format, bytes):
        text = format.decode('latin-1')
    else:
        raise TypeError('Struct() argument 1 must be a str or bytes object, '
                        'not %s' % type(format).__name__)
    if '\0' in text:
        raise error('embedded null character')
    return text


def _readable(buffer):
    # The bytes-like data of a buffer argument.
    if isinstance(buffer, (bytes, bytearray)):
        return buffer
    array_module = _sys.modules.get('array')
    if array_module is not None and isinstance(buffer, array_module.array):
        return buffer.tobytes()
    raise TypeError("a bytes-like object is required, not '%s'"
                    % type(buffer).__name__)


def _index(v):
    if type(v) is int:
        return v
    if isinstance(v, int):
        return int(v)
    index = getattr(type(v), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(v).__name__)
    r = index(v)
    if not isinstance(r, int):
        raise TypeError('__index__ returned non-int (type %s)'
                        % type(r).__name__)
    return r


################################################################################
### Struct
################################################################################

_NO_ARGUMENT = object()


class Struct:
    """Struct(fmt) --> compiled struct object

"""

    __slots__ = ('_format', '_size', '_items', '_offsets', '_sizes',
                 '_packers', '_unpackers', '_pads', '_tail', '_poke')

    def __init__(self, format=_NO_ARGUMENT, *more):
        if format is _NO_ARGUMENT or more:
            if more:
                raise TypeError('Struct() takes at most 1 argument '
                                '(%d given)' % (1 + len(more)))
            raise TypeError("Struct() missing required argument 'format' "
                            "(pos 1)")
        text = _format_text(format)
        size, items = _compile(text)
        self._format = text
        self._size = size
        self._items = items
        # The items as parallel tuples, with the zero bytes before each
        # one and after the last, for the loops of _pack_parts and
        # _unpack_at.
        self._offsets = tuple([item[0] for item in items])
        self._sizes = tuple([item[1] for item in items])
        self._packers = tuple([item[2] for item in items])
        self._unpackers = tuple([item[3] for item in items])
        self._pads = None       # made by _prepare_padding when needed
        self._tail = None
        self._poke = False
        for o, n, packer, unpacker in items:
            if n == 0 and packer is _pack_pascal:
                self._poke = True

    def _get_format(self):
        return self._format

    def _set_format(self, value=None):
        raise AttributeError("attribute 'format' of '_struct.Struct' "
                             "objects is not writable")

    def _get_size(self):
        return self._size

    def _set_size(self, value=None):
        raise AttributeError("attribute 'size' of '_struct.Struct' "
                             "objects is not writable")

    format = property(_get_format, _set_format, _set_format,
                      'struct format string')
    size = property(_get_size, _set_size, _set_size, 'struct size in bytes')
    del _get_format, _set_format, _get_size, _set_size

    def pack(self, *values):
        """S.pack(v1, v2, ...) -> bytes

Return a bytes object containing values v1, v2, ... packed according
to the format string S.format.  See help(struct) for more on format
strings."""
        return _pack(self, values)

    def pack_into(self, buffer, offset, *values):
        """S.pack_into(buffer, offset, v1, v2, ...)

Pack the values v1, v2, ... according to the format string S.format
and write the packed bytes into the writable buffer buf starting at
offset.  Note that the offset is a required argument.  See
help(struct) for more on format strings."""
        _pack_into(self, buffer, offset, values)

    def unpack(self, buffer, /):
        """Return a tuple containing unpacked values.

Unpack according to the format string Struct.format. The buffer's size
in bytes must be Struct.size.

See help(struct) for more on format strings."""
        data = _readable(buffer)
        if len(data) != self._size:
            raise error('unpack requires a buffer of %d bytes' % self._size)
        return _unpack_at(self, data, 0)

    def unpack_from(self, buffer, offset=0):
        """Return a tuple containing unpacked values.

Values are unpacked according to the format string Struct.format.

The buffer's size in bytes, starting at position offset, must be
at least Struct.size.

See help(struct) for more on format strings."""
        return _unpack_from(self, buffer, offset)

    def iter_unpack(self, buffer, /):
        """Return an iterator yielding tuples.

Tuples are unpacked from the given bytes source, like a repeated
invocation of unpack_from().

Requires that the bytes length be a multiple of the struct size."""
        return unpack_iterator(self, buffer)


def _prepare_padding(s):
    pads = []
    end = 0
    for o, n, packer, unpacker in s._items:
        pads.append(bytes(o - end))
        end = o + n
    s._tail = bytes(s._size - end)
    s._pads = tuple(pads)


def _pack_parts(s, values, parts):
    # Appends the packed items and the padding between them to parts
    # (on an error, parts holds the items packed before it).
    packers = s._packers
    sizes = s._sizes
    pads = s._pads
    if pads is None:
        _prepare_padding(s)
        pads = s._pads
    append = parts.append
    for j in range(len(packers)):
        pad = pads[j]
        if pad:
            append(pad)
        try:
            data = packers[j](values[j], sizes[j])
        except OverflowError:
            if not isinstance(values[j], int):
                raise
            break
        append(data)
    else:
        if s._tail:
            append(s._tail)
        return
    # CPython replaces an OverflowError from packing an int.
    raise error('int too large to convert')


def _pack(s, values):
    if len(values) != len(s._packers):
        raise error('pack expected %d items for packing (got %d)'
                    % (len(s._packers), len(values)))
    if s._poke:
        out = bytearray(s._size)
        _fill(out, 0, s._size, s._items, values)
        return bytes(out)
    parts = []
    _pack_parts(s, values, parts)
    return b''.join(parts)


def _fill(out, base, size, items, values):
    # Packs values into out[base:base + size] (already zeroed), the slow
    # way, for formats with '0p': CPython stores that item's length byte
    # (255) where the item would start, which a later item may overwrite.
    for (o, n, packer, unpacker), v in zip(items, values):
        try:
            data = packer(v, n)
        except OverflowError:
            if not isinstance(v, int):
                raise
            break
        if data is None:
            if o < size:
                out[base + o] = 255
            continue
        out[base + o:base + o + n] = data
    else:
        return
    raise error('int too large to convert')


def _pack_into(s, buffer, offset, values):
    count = len(s._packers)
    if len(values) != count:
        raise error('pack_into expected %d items for packing (got %d)'
                    % (count, len(values)))
    if not isinstance(buffer, bytearray):
        raise TypeError('argument must be read-write bytes-like object, '
                        'not %s' % type(buffer).__name__)
    offset = _index(offset)
    size = s._size
    length = len(buffer)
    if offset < 0:
        if offset + size > 0:
            raise error('no space to pack %d bytes at offset %d'
                        % (size, offset))
        if offset + length < 0:
            raise error('offset %d out of range for %d-byte buffer'
                        % (offset, length))
        offset += length
    if length - offset < size:
        raise error('pack_into requires a buffer of at least %d bytes for '
                    'packing %d bytes at offset %d (actual buffer size is %d)'
                    % (size + offset, size, offset, length))
    if s._poke:
        buffer[offset:offset + size] = bytes(size)
        _fill(buffer, offset, size, s._items, values)
        return
    parts = []
    try:
        _pack_parts(s, values, parts)
    except BaseException:
        # As CPython does: the area is zeroed, then the items before the
        # bad one are written.
        done = b''.join(parts)
        buffer[offset:offset + size] = done + bytes(size - len(done))
        raise
    buffer[offset:offset + size] = b''.join(parts)


def _unpack_at(s, data, base):
    unpackers = s._unpackers
    offsets = s._offsets
    sizes = s._sizes
    values = []
    append = values.append
    for j in range(len(unpackers)):
        append(unpackers[j](data, base + offsets[j], sizes[j]))
    return tuple(values)


def _unpack_from(s, buffer, offset):
    data = _readable(buffer)
    offset = _index(offset)
    size = s._size
    length = len(data)
    if offset < 0:
        if offset + size > 0:
            raise error('not enough data to unpack %d bytes at offset %d'
                        % (size, offset))
        if offset + length < 0:
            raise error('offset %d out of range for %d-byte buffer'
                        % (offset, length))
        offset += length
    if length - offset < size:
        raise error('unpack_from requires a buffer of at least %d bytes for '
                    'unpacking %d bytes at offset %d '
                    '(actual buffer size is %d)'
                    % (size + offset, size, offset, length))
    return _unpack_at(s, data, offset)


class unpack_iterator:
    """The iterator iter_unpack returns."""

    __slots__ = ('_struct', '_data', '_pos')

    def __init__(self, s, buffer):
        data = _readable(buffer)
        if s._size == 0:
            raise error('cannot iteratively unpack with a struct of length 0')
        if len(data) % s._size:
            raise error('iterative unpacking requires a buffer of a '
                        'multiple of %d bytes' % s._size)
        self._struct = s
        self._data = data
        self._pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        data = self._data
        if data is None:
            raise StopIteration
        pos = self._pos
        s = self._struct
        if pos + s._size > len(data):
            self._data = None
            raise StopIteration
        self._pos = pos + s._size
        return _unpack_at(s, data, pos)

    def __length_hint__(self):
        if self._data is None:
            return 0
        return (len(self._data) - self._pos) // self._struct._size


Struct.__module__ = '_struct'
unpack_iterator.__module__ = '_struct'


################################################################################
### The module functions
################################################################################

_MAXCACHE = 100
_cache = {}


def _clearcache():
    """Clear the internal cache."""
    _cache.clear()


def _get(format):
    s = _cache.get(format)
    if s is None:
        s = Struct(format)
        if len(_cache) >= _MAXCACHE:
            _cache.clear()
        _cache[format] = s
    return s


def calcsize(format, /):
    """Return size in bytes of the struct described by the format string."""
    return _get(format)._size


def pack(format, /, *values):
    """pack(format, v1, v2, ...) -> bytes

Return a bytes object containing the values v1, v2, ... packed according
to the format string.  See help(struct) for more on format strings."""
    s = _cache.get(format)
    if s is None:
        s = _get(format)
    return _pack(s, values)


def pack_into(format, /, *args):
    """pack_into(format, buffer, offset, v1, v2, ...)

Pack the values v1, v2, ... according to the format string and write
the packed bytes into the writable buffer buf starting at offset.  Note
that the offset is a required argument.  See help(struct) for more
on format strings."""
    s = _get(format)
    if len(args) < 2:
        if not args:
            raise error('pack_into expected buffer argument')
        raise error('pack_into expected offset argument')
    _pack_into(s, args[0], args[1], args[2:])


def unpack(format, buffer, /):
    """Return a tuple containing values unpacked according to the format string.

The buffer's size in bytes must be calcsize(format).

See help(struct) for more on format strings."""
    s = _cache.get(format)
    if s is None:
        s = _get(format)
    data = _readable(buffer)
    if len(data) != s._size:
        raise error('unpack requires a buffer of %d bytes' % s._size)
    return _unpack_at(s, data, 0)


def unpack_from(format, /, buffer, offset=0):
    """Return a tuple containing values unpacked according to the format string.

The buffer's size, minus offset, must be at least calcsize(format).

See help(struct) for more on format strings."""
    return _unpack_from(_get(format), buffer, offset)


def iter_unpack(format, buffer, /):
    """Return an iterator yielding tuples unpacked from the given bytes.

The bytes are unpacked according to the format string, like
a repeated invocation of unpack_from().

Requires that the bytes length be a multiple of the format struct size."""
    return unpack_iterator(_get(format), buffer)
