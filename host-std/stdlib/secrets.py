"""Random numbers for secrets (tokens, passwords, keys), the CPython 3.11
API, written for Trellis: every value comes from the host's entropy
source (os.urandom, through random.SystemRandom), never from the
seedable generator of the random module.

Implemented: SystemRandom, DEFAULT_ENTROPY, choice, randbelow, randbits,
token_bytes, token_hex, token_urlsafe and compare_digest (hmac's), with
CPython's messages.
"""

import base64 as _base64
from hmac import compare_digest
from random import SystemRandom

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom',
           'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest',
           ]

_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice

# Bytes of entropy a token has when its size is not given.
DEFAULT_ENTROPY = 32


def randbelow(exclusive_upper_bound):
    """Return a random int in the range [0, n)."""
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _sysrand._randbelow(exclusive_upper_bound)


def token_bytes(nbytes=None):
    """Return a random byte string of nbytes bytes (DEFAULT_ENTROPY when
    nbytes is None)."""
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _sysrand.randbytes(nbytes)


def token_hex(nbytes=None):
    """Return a random text string of 2 * nbytes hexadecimal digits."""
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    """Return a random URL-safe text string, Base64 of nbytes random bytes
    without its padding."""
    return _base64.urlsafe_b64encode(token_bytes(nbytes)).rstrip(b'=').decode('ascii')
