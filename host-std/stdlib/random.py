"""Random variable generators (CPython 3.11 API and sequences).

The Mersenne Twister core is the native `_random` module; this module
builds CPython 3.11's distributions on it with the same algorithms, so a
given seed gives the same numbers as CPython.

Implemented: Random (seed with versions 1 and 2, random, getrandbits,
randbytes, getstate, setstate, randrange, randint, choice, choices, shuffle,
sample with counts=, uniform, triangular, normalvariate, gauss,
lognormvariate, expovariate, vonmisesvariate, gammavariate, betavariate,
paretovariate, weibullvariate), SystemRandom (entropy-seeded, no state), and
the module-level functions bound to a hidden Random instance.
Not implemented: the DeprecationWarnings for non-integer randrange()
arguments (the values are still accepted as in 3.11), pickling.
Random keeps its generator in an attribute instead of subclassing
_random.Random.

For str/bytes/bytearray seeds (version 2) the sha512 step is done here when
the `_sha512` module exists; otherwise the native _random.Random.seed is
expected to do it.
"""

from math import log as _log, exp as _exp, pi as _pi, e as _e, ceil as _ceil
from math import sqrt as _sqrt, acos as _acos, cos as _cos, sin as _sin
from math import tau as TWOPI, floor as _floor, isfinite as _isfinite
from bisect import bisect as _bisect
import _random
from os import urandom as _urandom

try:
    from _sha512 import sha512 as _sha512
except ImportError:
    _sha512 = None

__all__ = [
    'Random', 'SystemRandom', 'betavariate', 'choice', 'choices', 'expovariate',
    'gammavariate', 'gauss', 'getrandbits', 'getstate', 'lognormvariate',
    'normalvariate', 'paretovariate', 'randbytes', 'randint', 'random',
    'randrange', 'sample', 'seed', 'setstate', 'shuffle', 'triangular',
    'uniform', 'vonmisesvariate', 'weibullvariate',
]

NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53        # Number of bits in a float
RECIP_BPF = 2 ** -BPF
_ONE = 1


def _index(x):
    if isinstance(x, int):
        return x
    method = getattr(type(x), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return method(x)


def _int_arg(x, what):
    # An integer argument of randrange(); integral floats are still accepted
    # in 3.11 (with a DeprecationWarning in CPython).
    try:
        return _index(x)
    except TypeError:
        ix = int(x)
        if ix != x:
            raise ValueError('non-integer %s for randrange()' % what)
        return ix


def _is_sequence(population):
    if isinstance(population, (list, tuple, str, range, bytes, bytearray)):
        return True
    if isinstance(population, (dict, set, frozenset)) or hasattr(population, 'keys'):
        return False
    return hasattr(population, '__getitem__') and hasattr(population, '__len__')


class Random:
    """Random number generator base class used by bound module functions."""

    VERSION = 3     # used by getstate/setstate

    def __init__(self, x=None):
        self._r = _random.Random()
        self.seed(x)
        self.gauss_next = None

    def __init_subclass__(cls, /, **kwargs):
        # Pick the _randbelow variant that uses the methods the subclass
        # overrides, as CPython does.
        for c in cls.__mro__:
            d = vars(c)
            if '_randbelow' in d:
                break
            if 'getrandbits' in d:
                cls._randbelow = cls._randbelow_with_getrandbits
                break
            if 'random' in d:
                cls._randbelow = cls._randbelow_without_getrandbits
                break

    def seed(self, a=None, version=2):
        """Initialize internal state from a seed.

        None uses the current time or an entropy source; int, float, str,
        bytes and bytearray are accepted."""
        if version == 1 and isinstance(a, (str, bytes)):
            if isinstance(a, bytes):
                a = a.decode('latin-1')
            x = ord(a[0]) << 7 if a else 0
            for ch in a:
                x = ((1000003 * x) ^ ord(ch)) & 0xFFFFFFFFFFFFFFFF
            x ^= len(a)
            a = -2 if x == -1 else x
        elif version == 2 and isinstance(a, (str, bytes, bytearray)):
            if _sha512 is not None:
                if isinstance(a, str):
                    a = a.encode()
                a = int.from_bytes(a + _sha512(a).digest(), 'big')
        elif not isinstance(a, (type(None), int, float, str, bytes, bytearray)):
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        self._r.seed(a)
        self.gauss_next = None

    def getstate(self):
        """Return internal state; can be passed to setstate() later."""
        return self.VERSION, self._r.getstate(), self.gauss_next

    def setstate(self, state):
        """Restore internal state from object returned by getstate()."""
        version = state[0]
        if version == 3:
            version, internalstate, self.gauss_next = state
            self._r.setstate(internalstate)
        elif version == 2:
            version, internalstate, self.gauss_next = state
            # Python 2 pickles stored the words as possibly negative ints.
            try:
                internalstate = tuple([x % (2 ** 32) for x in internalstate])
            except ValueError as e:
                raise TypeError from e
            self._r.setstate(internalstate)
        else:
            raise ValueError('state with version %s passed to '
                             'Random.setstate() of version %s' % (version, self.VERSION))

    def random(self):
        """random() -> x in the interval [0, 1)."""
        return self._r.random()

    def getrandbits(self, k, /):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        return self._r.getrandbits(k)

    def randbytes(self, n):
        """Generate n random bytes."""
        v = self.getrandbits(n * 8)
        out = bytearray(n)
        for i in range(n):
            out[i] = v & 255
            v >>= 8
        return bytes(out)

    ## -------------------- integer methods  -------------------

    def _randbelow_with_getrandbits(self, n):
        """Return a random int in the range [0,n).  Defined for n > 0."""
        getrandbits = self.getrandbits
        k = n.bit_length()
        r = getrandbits(k)      # 0 <= r < 2**k
        while r >= n:
            r = getrandbits(k)
        return r

    def _randbelow_without_getrandbits(self, n, maxsize=1 << BPF):
        """Return a random int in the range [0,n) using random() only."""
        random = self.random
        if n >= maxsize:
            return _floor(random() * n)
        rem = maxsize % n
        limit = (maxsize - rem) / maxsize
        r = random()
        while r >= limit:
            r = random()
        return _floor(r * maxsize) % n

    _randbelow = _randbelow_with_getrandbits

    def randrange(self, start, stop=None, step=_ONE):
        """Choose a random item from range(stop) or range(start, stop[, step])."""
        istart = _int_arg(start, 'arg 1')
        if stop is None:
            if step is not _ONE:
                raise TypeError('Missing a non-None stop argument')
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError('empty range for randrange()')
        istop = _int_arg(stop, 'stop')
        width = istop - istart
        istep = _int_arg(step, 'step')
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError('empty range for randrange() (%d, %d, %d)' % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError('zero step for randrange()')
        if n <= 0:
            raise ValueError('empty range for randrange()')
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        """Return random integer in range [a, b], including both end points."""
        return self.randrange(a, b + 1)

    ## -------------------- sequence methods  -------------------

    def choice(self, seq):
        """Choose a random element from a non-empty sequence."""
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        """Shuffle list x in place, and return None."""
        randbelow = self._randbelow
        for i in range(len(x) - 1, 0, -1):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        """Chooses k unique random elements from a population sequence."""
        if not _is_sequence(population):
            raise TypeError('Population must be a sequence.  '
                            'For dicts or sets, use sorted(d).')
        n = len(population)
        if counts is not None:
            cum_counts = []
            total = None
            for c in counts:
                total = c if total is None else total + c
                cum_counts.append(total)
            if len(cum_counts) != n:
                raise ValueError('The number of counts does not match the population')
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError('Counts must be integers')
            if total <= 0:
                raise ValueError('Total of counts must be greater than zero')
            selections = self.sample(range(total), k=k)
            return [population[_bisect(cum_counts, s)] for s in selections]
        randbelow = self._randbelow
        if not 0 <= k <= n:
            raise ValueError('Sample larger than population or is negative')
        result = [None] * k
        setsize = 21        # size of a small set minus size of an empty list
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))   # table size for big sets
        if n <= setsize:
            # Pool of the not yet chosen items in pool[0:n-i].
            pool = list(population)
            for i in range(k):
                j = randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = randbelow(n)
                while j in selected:
                    j = randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """Return a k sized list of population elements chosen with replacement."""
        random = self.random
        n = len(population)
        if cum_weights is None:
            if weights is None:
                nf = n + 0.0
                return [population[_floor(random() * nf)] for i in range(k)]
            try:
                cum_weights = []
                total = None
                for w in weights:
                    total = w if total is None else total + w
                    cum_weights.append(total)
            except TypeError:
                if not isinstance(weights, int):
                    raise
                raise TypeError('The number of choices must be a keyword argument: k=%r'
                                % (weights,)) from None
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != n:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _isfinite(total):
            raise ValueError('Total of weights must be finite')
        hi = n - 1
        return [population[_bisect(cum_weights, random() * total, 0, hi)]
                for i in range(k)]

    ## -------------------- real-valued distributions  -------------------

    def uniform(self, a, b):
        """Get a random number in the range [a, b) or [a, b] depending on rounding."""
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        """Triangular distribution with the given bounds and mode."""
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Normal distribution (Kinderman and Monahan's ratio method)."""
        random = self.random
        while True:
            u1 = random()
            u2 = 1.0 - random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Gaussian distribution (Box-Muller; the second value is kept for the next call)."""
        random = self.random
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = random() * TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        """Log normal distribution."""
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        """Exponential distribution; lambd is 1.0 divided by the desired mean."""
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        """Circular data distribution (mean angle mu, concentration kappa)."""
        random = self.random
        if kappa <= 1e-6:
            return TWOPI * random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            u1 = random()
            z = _cos(_pi * u1)
            d = z / (r + z)
            u2 = random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = random()
        if u3 > 0.5:
            theta = (mu + _acos(f)) % TWOPI
        else:
            theta = (mu - _acos(f)) % TWOPI
        return theta

    def gammavariate(self, alpha, beta):
        """Gamma distribution.  Not the gamma function!"""
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        random = self.random
        if alpha > 1.0:
            # R.C.H. Cheng's rejection method.
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - LOG4
            ccc = alpha + ainv
            while True:
                u1 = random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_log(1.0 - random()) * beta
        else:
            # alpha in (0, 1): algorithm GS (Kennedy & Gentle).
            while True:
                u = random()
                b = (_e + alpha) / _e
                p = b * u
                if p <= 1.0:
                    x = p ** (1.0 / alpha)
                else:
                    x = -_log((b - p) / alpha)
                u1 = random()
                if p > 1.0:
                    if u1 <= x ** (alpha - 1.0):
                        break
                elif u1 <= _exp(-x):
                    break
            return x * beta

    def betavariate(self, alpha, beta):
        """Beta distribution; returned values range between 0 and 1."""
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        """Pareto distribution.  alpha is the shape parameter."""
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        """Weibull distribution (scale alpha, shape beta)."""
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


class SystemRandom(Random):
    """Random numbers from the host's entropy source (os.urandom), as
    CPython's: it has no state that can be saved or restored, and seed()
    does nothing."""

    def random(self):
        """random() -> x in the interval [0, 1), 53 bits from os.urandom."""
        return (int.from_bytes(_urandom(7), 'big') >> 3) * RECIP_BPF

    def getrandbits(self, k):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        n = (k + 7) // 8
        return int.from_bytes(_urandom(n), 'big') >> (n * 8 - k)

    def randbytes(self, n):
        """Generate n random bytes."""
        return _urandom(n)

    def seed(self, *args, **kwds):
        "Stub method.  Not used for a system random number generator."
        return None

    def _notimplemented(self, *args, **kwds):
        "Method should not be called for a system random number generator."
        raise NotImplementedError('System entropy source does not have state.')

    getstate = setstate = _notimplemented


# Module-level functions share one hidden instance, seeded from entropy.
_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
