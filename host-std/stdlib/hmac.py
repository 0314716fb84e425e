"""HMAC (Keyed-Hashing for Message Authentication, RFC 2104), the
CPython 3.11 API, written for Trellis over its pure-Python hashlib.

Implemented: new(key, msg=None, digestmod=''), the HMAC class (update,
copy, digest, hexdigest, name, digest_size, block_size), the one-shot
digest(key, msg, digest), compare_digest(a, b) with CPython's rules for
str and bytes-like arguments and its messages, trans_5C, trans_36 and
digest_size. digestmod may be a hash name ('sha256', any case), a
callable returning a hash object (hashlib.sha256) or a module with a
new() function, as in CPython.

Differences: there is no OpenSSL fast path, so every HMAC keeps an inner
and an outer hash object (CPython's OpenSSL-backed objects have neither);
a hash with a block_size under 16 or none at all is used as CPython uses
it, but without the RuntimeWarning (Trellis has no warnings module).
compare_digest compares in time that depends only on the lengths, as
far as a guest loop can promise that. Bytes-like means bytes, bytearray
or an object with tobytes() (array.array): Trellis has no buffer
protocol.
"""

import hashlib as _hashlib

trans_5C = bytes([x ^ 0x5C for x in range(256)])
trans_36 = bytes([x ^ 0x36 for x in range(256)])

# The size of the digests returned by HMAC depends on the underlying
# hashing module used. Use digest_size from the instance of HMAC instead.
digest_size = None

# The hashlib constructors that CPython takes from OpenSSL: with them
# (or a name), hmac.digest checks its arguments as OpenSSL's one-shot
# function does.
_OPENSSL_CONSTRUCTORS = (_hashlib.md5, _hashlib.sha1, _hashlib.sha224,
                         _hashlib.sha256, _hashlib.sha384, _hashlib.sha512)


def _constructor(digestmod):
    # A function making a fresh hash object, optionally with data.
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda d=b'': _hashlib.new(digestmod, d)
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """RFC 2104 HMAC class. Also complies with RFC 4231.

    This supports the API for Cryptographic Hash Functions (PEP 247).
    """
    blocksize = 64  # 512-bit HMAC; can be changed in subclasses.

    __slots__ = ('_digest_cons', '_inner', '_outer', 'digest_size',
                 'block_size')

    def __init__(self, key, msg=None, digestmod=''):
        """Create a new HMAC object.

        key: bytes or buffer, key for the keyed hash object.
        msg: bytes or buffer, Initial input for the hash or None.
        digestmod: A hash name suitable for hashlib.new(), or a
                   hashlib constructor returning a new hash object, or
                   a module supporting PEP 247. Required.
        """
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError('key: expected bytes or bytearray, but got %r'
                            % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        cons = _constructor(digestmod)
        self._digest_cons = cons
        self._outer = cons()
        self._inner = cons()
        self.digest_size = self._inner.digest_size
        blocksize = getattr(self._inner, 'block_size', None)
        if blocksize is None or blocksize < 16:
            blocksize = self.blocksize
        if len(key) > blocksize:
            key = cons(key).digest()
        key = bytes(key) + bytes(blocksize - len(key))
        self.block_size = blocksize
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inner.name

    def update(self, msg):
        """Feed data from msg into this hashing object."""
        self._inner.update(msg)

    def copy(self):
        """Return a separate copy of this hashing object.

        An update to this copy won't affect the original object.
        """
        other = self.__class__.__new__(self.__class__)
        other._digest_cons = self._digest_cons
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """Return the hash value of this hashing object.

        This returns the hmac value as bytes. The object is not altered
        in any way by this function; you can continue updating the
        object after calling this function.
        """
        return self._current().digest()

    def hexdigest(self):
        """Like digest(), but returns a string of hexadecimal digits
        instead.
        """
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """Create a new hashing object and return it.

    key: bytes or buffer, The starting key for the hash.
    msg: bytes or buffer, Initial input for the hash, or None.
    digestmod: A hash name suitable for hashlib.new(), or a hashlib
               constructor returning a new hash object, or a module
               supporting PEP 247. Required.

    You can now feed arbitrary bytes into the object using its update()
    method, and can ask for the hash value at any time by calling its
    digest() or hexdigest() methods.
    """
    return HMAC(key, msg, digestmod)


def _bytes_like(value):
    if isinstance(value, bytes):
        return value
    if isinstance(value, bytearray):
        return bytes(value)
    if not isinstance(value, str):
        tobytes = getattr(value, 'tobytes', None)
        if tobytes is not None:
            return tobytes()
    raise TypeError('a bytes-like object is required, not %r'
                    % type(value).__name__)


def digest(key, msg, digest):
    """Fast inline implementation of HMAC.

    key: bytes or buffer, The key for the keyed hash object.
    msg: bytes or buffer, Input message.
    digest: A hash name suitable for hashlib.new() for best performance,
            or a hashlib constructor returning a new hash object, or a
            module supporting PEP 247.
    """
    if isinstance(digest, str) or digest in _OPENSSL_CONSTRUCTORS:
        key = _bytes_like(key)
        msg = _bytes_like(msg)
    cons = _constructor(digest)
    inner = cons()
    outer = cons()
    blocksize = getattr(inner, 'block_size', 64)
    if len(key) > blocksize:
        key = cons(key).digest()
    key = bytes(key) + bytes(blocksize - len(key))
    inner.update(key.translate(trans_36))
    outer.update(key.translate(trans_5C))
    inner.update(msg)
    outer.update(inner.digest())
    return outer.digest()


def _has_buffer(value):
    return (isinstance(value, (bytes, bytearray))
            or (not isinstance(value, str)
                and getattr(value, 'tobytes', None) is not None))


def compare_digest(a, b, /):
    """Return 'a == b'.

    This function uses an approach designed to prevent timing analysis,
    making it appropriate for cryptography.

    a and b must both be of the same type: either str (ASCII only), or
    any bytes-like object.

    Note: If a and b are of different lengths, or if an error occurs, a
    timing attack could theoretically reveal information about the types
    and lengths of a and b--but not their values.
    """
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError('comparing strings with non-ASCII characters '
                            'is not supported')
        a = a.encode('ascii')
        b = b.encode('ascii')
    else:
        if not _has_buffer(a) and not _has_buffer(b):
            raise TypeError('unsupported operand types(s) or combination '
                            "of types: '%s' and '%s'"
                            % (type(a).__name__, type(b).__name__))
        a = _bytes_like(a)
        b = _bytes_like(b)
    # Always walk all of b, whatever a holds.
    result = 0
    if len(a) != len(b):
        a = b
        result = 1
    for x, y in zip(a, b):
        result |= x ^ y
    return result == 0
