"""UUID objects (universally unique identifiers) as RFC 4122 describes
them (CPython 3.11 API), written for Trellis.

    UUID(hex=None, bytes=None, bytes_le=None, fields=None, int=None,
         version=None, *, is_safe=SafeUUID.unknown)

makes a UUID from exactly one of: a string of 32 hexadecimal digits
(braces, hyphens and a 'urn:uuid:' prefix are ignored), 16 bytes in
big-endian order, 16 bytes with the first three fields little-endian, a
6-tuple of integer fields (time_low, time_mid, time_hi_version,
clock_seq_hi_variant, clock_seq_low, node) or a 128-bit integer; a given
version (1-5) overrides the variant and version bits.  A UUID is
immutable, hashable and ordered by its integer, and has the attributes
int, hex, bytes, bytes_le, fields, time_low, time_mid, time_hi_version,
clock_seq_hi_variant, clock_seq_low, node, time, clock_seq, urn, variant,
version and is_safe; str() gives the usual 8-4-4-4-12 form.

    uuid1(node=None, clock_seq=None)  from the time, a clock sequence and
                                      a node (48-bit host identifier)
    uuid3(namespace, name)            from the MD5 hash of a namespace
                                      UUID and a name (a str)
    uuid4()                           from 122 random bits (os.urandom)
    uuid5(namespace, name)            like uuid3 with SHA-1
    getnode()                         the node uuid1 uses

Also the namespaces NAMESPACE_DNS, NAMESPACE_URL, NAMESPACE_OID and
NAMESPACE_X500, the variant names RESERVED_NCS, RFC_4122,
RESERVED_MICROSOFT and RESERVED_FUTURE, and the SafeUUID enum.
Errors are CPython's, with the same messages.

Differences: Trellis cannot read the machine's hardware (MAC) address, so
getnode() is a random 48-bit number with the multicast bit set, chosen
once per run (RFC 4122 4.5; CPython falls back to the same when it finds
no MAC address), and uuid1() never uses a system UUID library: its
is_safe is always SafeUUID.unknown.  There is no command-line interface
(python -m uuid).  Docstrings are this module's own.
"""

import os
import time as _time
from enum import Enum

RESERVED_NCS, RFC_4122, RESERVED_MICROSOFT, RESERVED_FUTURE = [
    'reserved for NCS compatibility', 'specified in RFC 4122',
    'reserved for Microsoft compatibility', 'reserved for future definition']

# UUID's constructor takes arguments named int and bytes.
int_ = int
bytes_ = bytes


class SafeUUID(Enum):
    safe = 0
    unsafe = -1
    unknown = None


def _swap_le(b):
    # The first three fields (4, 2 and 2 bytes) reversed: bytes <-> bytes_le.
    return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]


class UUID:
    """A UUID: an immutable, hashable 128-bit value, ordered by its int.

    Made from exactly one of hex (32 hex digits; '{}', '-' and
    'urn:uuid:' are ignored), bytes (16, big-endian), bytes_le (16, the
    first three fields little-endian), fields (a 6-tuple of 32-, 16-,
    16-, 8-, 8- and 48-bit ints) or int; version (1-5) sets the RFC 4122
    variant and version bits.  str(u) is 'xxxxxxxx-xxxx-xxxx-xxxx-
    xxxxxxxxxxxx'.
    """

    __slots__ = ('int', 'is_safe', '__weakref__')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None,
                 int=None, version=None, *, is_safe=SafeUUID.unknown):
        missing = [hex, bytes, bytes_le, fields, int].count(None)
        if missing != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, '
                            'or int arguments must be given')
        if hex is not None:
            hex = hex.replace('urn:', '').replace('uuid:', '')
            hex = hex.strip('{}').replace('-', '')
            if len(hex) != 32:
                raise ValueError('badly formed hexadecimal UUID string')
            int = int_(hex, 16)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError('bytes_le is not a 16-char string')
            bytes = _swap_le(bytes_le)
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError('bytes is not a 16-char string')
            assert isinstance(bytes, bytes_), repr(bytes)
            int = int_.from_bytes(bytes, 'big')
        if fields is not None:
            if len(fields) != 6:
                raise ValueError('fields is not a 6-tuple')
            (time_low, time_mid, time_hi_version,
             clock_seq_hi_variant, clock_seq_low, node) = fields
            if not 0 <= time_low < 1 << 32:
                raise ValueError('field 1 out of range (need a 32-bit value)')
            if not 0 <= time_mid < 1 << 16:
                raise ValueError('field 2 out of range (need a 16-bit value)')
            if not 0 <= time_hi_version < 1 << 16:
                raise ValueError('field 3 out of range (need a 16-bit value)')
            if not 0 <= clock_seq_hi_variant < 1 << 8:
                raise ValueError('field 4 out of range (need an 8-bit value)')
            if not 0 <= clock_seq_low < 1 << 8:
                raise ValueError('field 5 out of range (need an 8-bit value)')
            if not 0 <= node < 1 << 48:
                raise ValueError('field 6 out of range (need a 48-bit value)')
            int = ((time_low << 96) | (time_mid << 80)
                   | (time_hi_version << 64) | (clock_seq_hi_variant << 56)
                   | (clock_seq_low << 48) | node)
        if not 0 <= int < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            # The variant (bits 62-63) becomes RFC 4122's, 0b10; the
            # version goes in bits 76-79.
            int = (int & ~((0xc000 << 48) | (0xf000 << 64))
                   | (0x8000 << 48) | (version << 76))
        object.__setattr__(self, 'int', int)
        object.__setattr__(self, 'is_safe', is_safe)

    def __getstate__(self):
        d = {'int': self.int}
        if self.is_safe != SafeUUID.unknown:
            # Pickled as its value, so that older Pythons can load it.
            d['is_safe'] = self.is_safe.value
        return d

    def __setstate__(self, state):
        object.__setattr__(self, 'int', state['int'])
        object.__setattr__(self, 'is_safe',
                           SafeUUID(state['is_safe'])
                           if 'is_safe' in state else SafeUUID.unknown)

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __str__(self):
        h = '%032x' % self.int
        return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        return _swap_le(self.bytes)

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        # The 60-bit timestamp: time_hi (without the version), time_mid,
        # time_low.
        return (((self.time_hi_version & 0x0fff) << 48)
                | (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return (((self.clock_seq_hi_variant & 0x3f) << 8)
                | self.clock_seq_low)

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        elif not self.int & (0x4000 << 48):
            return RFC_4122
        elif not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        else:
            return RESERVED_FUTURE

    @property
    def version(self):
        # Only meaningful for RFC 4122 UUIDs.
        if self.variant == RFC_4122:
            return int_((self.int >> 76) & 0xf)


_node = None


def _random_getnode():
    # A random node with the multicast bit (the least significant bit of
    # the first octet) set, so it cannot clash with a real MAC address.
    return int_.from_bytes(os.urandom(6), 'big') | (1 << 40)


def getnode():
    """The 48-bit node of uuid1(): as Trellis cannot read a hardware
    address, a random number with the multicast bit set, the same for
    the whole run."""
    global _node
    if _node is None:
        _node = _random_getnode()
    return _node


_last_timestamp = None


def uuid1(node=None, clock_seq=None):
    """A version 1 UUID: from the current time (in 100 ns steps, never
    repeating within a run), clock_seq (by default 14 random bits) and
    node (by default getnode())."""
    global _last_timestamp
    # 100-ns intervals since the Gregorian reform (1582-10-15).
    timestamp = _time.time_ns() // 100 + 0x01b21dd213814000
    if _last_timestamp is not None and timestamp <= _last_timestamp:
        timestamp = _last_timestamp + 1
    _last_timestamp = timestamp
    if clock_seq is None:
        clock_seq = int_.from_bytes(os.urandom(2), 'big') & 0x3fff
    time_low = timestamp & 0xffffffff
    time_mid = (timestamp >> 32) & 0xffff
    time_hi_version = (timestamp >> 48) & 0x0fff
    clock_seq_low = clock_seq & 0xff
    clock_seq_hi_variant = (clock_seq >> 8) & 0x3f
    if node is None:
        node = getnode()
    return UUID(fields=(time_low, time_mid, time_hi_version,
                        clock_seq_hi_variant, clock_seq_low, node), version=1)


def uuid3(namespace, name):
    """A version 3 UUID: from the MD5 hash of namespace's bytes and the
    UTF-8 of name (a str)."""
    from hashlib import md5
    digest = md5(namespace.bytes + bytes_(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid4():
    """A version 4 UUID: random (from os.urandom)."""
    return UUID(bytes=os.urandom(16), version=4)


def uuid5(namespace, name):
    """A version 5 UUID: as uuid3(), with SHA-1."""
    from hashlib import sha1
    digest = sha1(namespace.bytes + bytes_(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=5)


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
