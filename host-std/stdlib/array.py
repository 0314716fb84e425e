"""Typed arrays of numbers (CPython 3.11 API, x86-64 Linux sizes).

Implemented: class array (ArrayType) for typecodes b B u h H i I l L q Q f d:
append, extend, pop, insert, remove, index (start, stop), count, reverse,
tolist, fromlist, tobytes, frombytes, tounicode, fromunicode, byteswap,
buffer_info (id, length), typecode, itemsize, indexing, slicing (get, set,
delete, extended), len, iteration, in, comparisons, + * += *=, copy hooks,
and CPython's range checks and messages ('f' items are rounded to single
precision).  Items are kept in a Python list, except for typecode 'B',
whose items are kept in a bytearray (a byte per item, as CPython's).
Not implemented: the buffer protocol, tofile/fromfile, _array_reconstructor.
"""

import math as _math

typecodes = 'bBuhHiIlLqQfd'

_ITEMSIZE = {'b': 1, 'B': 1, 'u': 4, 'h': 2, 'H': 2, 'i': 4, 'I': 4,
             'l': 8, 'L': 8, 'q': 8, 'Q': 8, 'f': 4, 'd': 8}

_LONG_MIN = -(1 << 63)
_LONG_MAX = (1 << 63) - 1
_ULONG_MAX = (1 << 64) - 1
_LONG_MSG = 'Python int too large to convert to C long'
_ULONG_MSG = 'Python int too large to convert to C unsigned long'

# typecode -> (min, max, message above max, message below min)
_RANGES = {
    'b': (-128, 127, 'signed char is greater than maximum', 'signed char is less than minimum'),
    'B': (0, 255, 'unsigned byte integer is greater than maximum',
          'unsigned byte integer is less than minimum'),
    'h': (-32768, 32767, 'signed short integer is greater than maximum',
          'signed short integer is less than minimum'),
    'H': (0, 65535, 'unsigned short is greater than maximum', 'unsigned short is less than minimum'),
    'i': (-(1 << 31), (1 << 31) - 1, 'signed integer is greater than maximum',
          'signed integer is less than minimum'),
    'I': (0, (1 << 32) - 1, 'unsigned int is greater than maximum',
          "can't convert negative value to unsigned int"),
    'l': (_LONG_MIN, _LONG_MAX, _LONG_MSG, _LONG_MSG),
    'L': (0, _ULONG_MAX, _ULONG_MSG, "can't convert negative value to unsigned int"),
    'q': (_LONG_MIN, _LONG_MAX, 'int too big to convert', 'int too big to convert'),
    'Q': (0, _ULONG_MAX, 'int too big to convert', "can't convert negative int to unsigned"),
}


def _store(tc, items=()):
    # The container an array of typecode tc keeps its items in.
    if tc == 'B':
        return bytearray(items)
    return list(items)


def _overflow(tc, v):
    lo, hi, msg_hi, msg_lo = _RANGES[tc]
    if tc in 'bBhHi' and (v > _LONG_MAX or v < _LONG_MIN):
        return OverflowError(_LONG_MSG)
    if tc == 'I':
        if v < 0:
            return OverflowError(msg_lo)
        if v > _ULONG_MAX:
            return OverflowError(_ULONG_MSG)
    if v > hi:
        return OverflowError(msg_hi)
    return OverflowError(msg_lo)


def _as_int(v):
    if isinstance(v, int):
        return int(v)
    method = getattr(type(v), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return method(v)


def _as_float(v):
    if type(v) is float:
        return v
    if isinstance(v, (int, float)):
        return float(v)
    t = type(v)
    if hasattr(t, '__float__') or hasattr(t, '__index__'):
        return float(v)
    raise TypeError('must be real number, not %s' % t.__name__)


def _f32(x):
    # Round a double to the nearest single-precision value (ties to even),
    # as C's (float) cast does.
    if x != x or x == 0.0 or x == _math.inf or x == -_math.inf:
        return x
    m, e = _math.frexp(x)
    if e < -125:
        e = -125
    q = e - 24
    k = round(_math.ldexp(x, -q))
    if k == 0:
        return _math.copysign(0.0, x)
    r = _math.ldexp(float(k), q)
    if r >= 3.402823669209385e+38:
        return _math.inf
    if r <= -3.402823669209385e+38:
        return -_math.inf
    return r


def _convert(tc, v):
    r = _RANGES.get(tc)
    if r is not None:
        if type(v) is not int:
            v = _as_int(v)
        if v < r[0] or v > r[1]:
            raise _overflow(tc, v)
        return v
    if tc == 'd':
        return _as_float(v)
    if tc == 'f':
        return _f32(_as_float(v))
    if type(v) is str and len(v) == 1:
        return v
    raise TypeError('array item must be unicode character')


def _float_to_bits(x, ebits, mbits):
    bias = (1 << (ebits - 1)) - 1
    sign = 1 if _math.copysign(1.0, x) < 0 else 0
    top = sign << (ebits + mbits)
    emax = (1 << ebits) - 1
    if x != x:
        return top | (emax << mbits) | (1 << (mbits - 1))
    x = abs(x)
    if x == _math.inf:
        return top | (emax << mbits)
    if x == 0.0:
        return top
    m, e = _math.frexp(x)
    exp = e - 1 + bias
    if exp <= 0:
        mant = int(_math.ldexp(x, bias - 1 + mbits))
        return top | mant
    mant = int(_math.ldexp(2.0 * m - 1.0, mbits))
    return top | (exp << mbits) | mant


def _bits_to_float(bits, ebits, mbits):
    bias = (1 << (ebits - 1)) - 1
    emax = (1 << ebits) - 1
    sign = -1.0 if bits >> (ebits + mbits) else 1.0
    exp = (bits >> mbits) & emax
    mant = bits & ((1 << mbits) - 1)
    if exp == emax:
        if mant:
            return _math.copysign(_math.nan, sign)
        return sign * _math.inf
    if exp == 0:
        return sign * _math.ldexp(float(mant), 1 - bias - mbits)
    return sign * _math.ldexp(float(mant | (1 << mbits)), exp - bias - mbits)


def _index_arg(i):
    if type(i) is int:
        return i
    if isinstance(i, int):
        return int(i)
    method = getattr(type(i), '__index__', None)
    if method is None:
        raise TypeError('array indices must be integers')
    return method(i)


class array:
    """array(typecode [, initializer]) -> array

    Return a new array whose items are restricted by typecode, and
    initialized from the optional initializer value, which must be a list,
    a bytes-like object, or iterable over elements of the appropriate type."""

    # _lim: the typecode's (least, greatest, ...) for integer typecodes,
    # else None; kept beside the typecode so that storing an int needs no
    # lookup.
    __slots__ = ('_tc', '_items', '_lim')

    def __init__(self, typecode, initializer=None, /):
        if not isinstance(typecode, str) or len(typecode) != 1:
            tname = type(typecode).__name__
            raise TypeError('array() argument 1 must be a unicode character, not %s' % tname)
        if typecode not in _ITEMSIZE:
            raise ValueError('bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)')
        self._tc = typecode
        self._lim = _RANGES.get(typecode)
        self._items = _store(typecode)
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != 'u':
                raise TypeError('cannot use a str to initialize an array with typecode %r'
                                % (typecode,))
            self._items = list(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._tc == 'u' and typecode != 'u' or typecode == 'u' and initializer._tc != 'u':
                raise TypeError('cannot use a unicode array to initialize an array with typecode %r'
                                % (typecode,))
            self._items = _store(typecode, [_convert(typecode, v) for v in initializer._items])
        else:
            self._items = _store(typecode, [_convert(typecode, v) for v in initializer])

    @property
    def typecode(self):
        """the typecode character used to create the array"""
        return self._tc

    @property
    def itemsize(self):
        """the size, in bytes, of one array item"""
        return _ITEMSIZE[self._tc]

    def _new(self, items):
        a = array(self._tc)
        a._items = items
        return a

    # -- list-like methods ------------------------------------------------

    def append(self, v, /):
        """Append new value v to the end of the array."""
        lim = self._lim
        if type(v) is int and lim is not None and lim[0] <= v <= lim[1]:
            self._items.append(v)
            return
        self._items.append(_convert(self._tc, v))

    def extend(self, bb, /):
        """Append items to the end of the array."""
        if isinstance(bb, array):
            if bb._tc != self._tc:
                raise TypeError('can only extend with array of same kind')
            self._items.extend(bb._items)
            return
        tc = self._tc
        items = self._items
        for v in bb:
            items.append(_convert(tc, v))

    def fromlist(self, lst, /):
        """Append items to array from list."""
        if not isinstance(lst, list):
            raise TypeError('arg must be list')
        tc = self._tc
        self._items.extend([_convert(tc, v) for v in lst])

    def insert(self, i, v, /):
        """Insert a new item v into the array before position i."""
        i = _index_arg(i)
        self._items.insert(i, _convert(self._tc, v))

    def pop(self, i=-1, /):
        """Return the i-th element and delete it from the array. i defaults to -1."""
        i = _index_arg(i)
        items = self._items
        if not items:
            raise IndexError('pop from empty array')
        n = len(items)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('pop index out of range')
        return items.pop(i)

    def remove(self, v, /):
        """Remove the first occurrence of v in the array."""
        items = self._items
        for i in range(len(items)):
            if items[i] == v:
                del items[i]
                return
        raise ValueError('array.remove(x): x not in array')

    def index(self, v, start=0, stop=None, /):
        """Return index of first occurrence of v in the array."""
        items = self._items
        n = len(items)
        if stop is None:
            stop = n
        if start < 0:
            start += n
            if start < 0:
                start = 0
        if stop < 0:
            stop += n
        if stop > n:
            stop = n
        for i in range(start, stop):
            if items[i] == v:
                return i
        raise ValueError('array.index(x): x not in array')

    def count(self, v, /):
        """Return number of occurrences of v in the array."""
        c = 0
        for x in self._items:
            if x == v:
                c += 1
        return c

    def reverse(self):
        """Reverse the order of the items in the array."""
        self._items.reverse()

    def tolist(self):
        """Convert array to an ordinary list with the same items."""
        return list(self._items)

    def buffer_info(self):
        """Return a tuple (address, length) (the address is the object's id here)."""
        return (id(self), len(self._items))

    def byteswap(self):
        """Byteswap all items of the array."""
        size = _ITEMSIZE[self._tc]
        data = self.tobytes()
        swapped = bytearray()
        for i in range(0, len(data), size):
            chunk = data[i:i + size]
            swapped.extend(chunk[::-1])
        self._items = _store(self._tc)
        self.frombytes(bytes(swapped))

    # -- bytes and unicode ------------------------------------------------

    def tobytes(self):
        """Convert the array to an array of machine values and return the bytes representation."""
        tc = self._tc
        size = _ITEMSIZE[tc]
        out = bytearray()
        if tc == 'd' or tc == 'f':
            if tc == 'd':
                ebits, mbits = 11, 52
            else:
                ebits, mbits = 8, 23
            for x in self._items:
                bits = _float_to_bits(x, ebits, mbits)
                for _ in range(size):
                    out.append(bits & 255)
                    bits >>= 8
        else:
            mask = (1 << (8 * size)) - 1
            for v in self._items:
                if tc == 'u':
                    v = ord(v)
                v &= mask
                for _ in range(size):
                    out.append(v & 255)
                    v >>= 8
        return bytes(out)

    def frombytes(self, buffer, /):
        """Appends items from the string, interpreting it as an array of machine values."""
        if not isinstance(buffer, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(buffer).__name__)
        tc = self._tc
        size = _ITEMSIZE[tc]
        if len(buffer) % size:
            raise ValueError('bytes length not a multiple of item size')
        items = self._items
        signed = tc in 'bhilq'
        top = 1 << (8 * size - 1)
        for i in range(0, len(buffer), size):
            v = 0
            for j in range(size - 1, -1, -1):
                v = (v << 8) | buffer[i + j]
            if tc == 'd':
                items.append(_bits_to_float(v, 11, 52))
            elif tc == 'f':
                items.append(_bits_to_float(v, 8, 23))
            elif tc == 'u':
                items.append(chr(v))
            else:
                if signed and v >= top:
                    v -= top << 1
                items.append(v)

    def tounicode(self):
        """Extends this array with data from the unicode string ustr."""
        if self._tc != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self._items)

    def fromunicode(self, ustr, /):
        """Extends this array with data from the unicode string ustr."""
        if not isinstance(ustr, str):
            raise TypeError('fromunicode() argument must be str, not %s' % type(ustr).__name__)
        if self._tc != 'u':
            raise ValueError('fromunicode() may only be called on unicode type arrays')
        self._items.extend(ustr)

    # -- sequence protocol ------------------------------------------------

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, v):
        for x in self._items:
            if x == v:
                return True
        return False

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        # The store checks the index; only its message is the array's.
        try:
            return self._items[i]
        except IndexError:
            raise IndexError('array index out of range') from None
        except TypeError:
            pass
        return self._items[_index_arg(i)]

    def __setitem__(self, i, v):
        items = self._items
        # An int at an int index, both in range: what loops do.
        lim = self._lim
        if type(i) is int and type(v) is int and lim is not None:
            n = len(items)
            if -n <= i < n and lim[0] <= v <= lim[1]:
                items[i] = v
                return
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError('can only assign array (not "%s") to array slice'
                                % type(v).__name__)
            if v._tc != self._tc:
                raise TypeError('bad argument type for built-in operation')
            start, stop, step = i.indices(len(items))
            if step != 1:
                n = len(range(start, stop, step))
                if len(v._items) != n:
                    raise ValueError('attempt to assign array of size %d to extended slice of size %d'
                                     % (len(v._items), n))
            items[i] = list(v._items)
            return
        i = _index_arg(i)
        n = len(items)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('array assignment index out of range')
        items[i] = _convert(self._tc, v)

    def __delitem__(self, i):
        items = self._items
        if isinstance(i, slice):
            del items[i]
            return
        i = _index_arg(i)
        n = len(items)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('array assignment index out of range')
        del items[i]

    # -- operators --------------------------------------------------------

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError('bad argument type for built-in operation')
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")' % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError('can only extend with array of same kind')
        self._items.extend(other._items)
        return self

    def __mul__(self, n):
        return self._new(self._items * _as_int(n))

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= _as_int(n)
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return list(self._items) == list(other._items)

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return list(self._items) != list(other._items)

    def _other(self, other, op):
        if not isinstance(other, array):
            raise TypeError("'%s' not supported between instances of 'array.array' and '%s'"
                            % (op, type(other).__name__))
        return list(other._items)

    def __lt__(self, other):
        return list(self._items) < self._other(other, '<')

    def __le__(self, other):
        return list(self._items) <= self._other(other, '<=')

    def __gt__(self, other):
        return list(self._items) > self._other(other, '>')

    def __ge__(self, other):
        return list(self._items) >= self._other(other, '>=')

    def __hash__(self):
        raise TypeError("unhashable type: 'array.array'")

    def __copy__(self):
        return self._new(self._items[:])

    def __deepcopy__(self, memo):
        return self._new(self._items[:])

    def __repr__(self):
        tc = self._tc
        if not self._items:
            return 'array(%r)' % (tc,)
        if tc == 'u':
            return 'array(%r, %r)' % (tc, ''.join(self._items))
        return 'array(%r, %r)' % (tc, list(self._items))


ArrayType = array
