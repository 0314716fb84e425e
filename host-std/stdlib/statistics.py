"""Mathematical statistics functions (CPython 3.11 API), written for Trellis.

Implemented: mean, fmean (with weights), geometric_mean, harmonic_mean
(with weights), median, median_low, median_high, median_grouped, mode,
multimode, quantiles (n, method 'exclusive' and 'inclusive'), pstdev,
pvariance, stdev, variance (with mu/xbar), covariance, correlation,
linear_regression (with proportional), StatisticsError and NormalDist
(from_samples, samples, pdf, cdf, inv_cdf, overlap, quantiles, zscore, the
properties, arithmetic with numbers and other NormalDists, ==, hash, repr,
__getstate__/__setstate__ for copy).

As in CPython, mean, variance and the standard deviations sum the data
exactly (here as integer numerator/denominator pairs) and round once, so the results are CPython's to the last
bit; stdev and pstdev are the correctly rounded square root of the exact
variance. Data may be ints, bools, floats, Fractions and Decimals, and
results are of the data's type as CPython's are (a Decimal standard
deviation is the context's correctly rounded square root). Not
implemented: the private helpers CPython's tests reach for (_sum,
_exact_ratio, _convert, _float_sqrt_of_frac, ...).
"""

from math import (sqrt as _sqrt, exp as _exp, log as _log, erf as _erf,
                  fabs as _fabs, hypot as _hypot, fsum as _fsum,
                  isqrt as _isqrt, gcd as _gcd, tau as _tau)
from collections import namedtuple
from bisect import bisect_left as _bisect_left, bisect_right as _bisect_right

__all__ = [
    'NormalDist',
    'StatisticsError',
    'correlation',
    'covariance',
    'fmean',
    'geometric_mean',
    'harmonic_mean',
    'linear_regression',
    'mean',
    'median',
    'median_grouped',
    'median_high',
    'median_low',
    'mode',
    'multimode',
    'pstdev',
    'pvariance',
    'quantiles',
    'stdev',
    'variance',
]


class StatisticsError(ValueError):
    pass


# ---------------------------------------------------------------------------
# Exact arithmetic on (numerator, denominator) pairs

def _ratio(x):
    """x as (numerator, denominator); (x, None) for a float INF or NAN."""
    t = type(x)
    if t is float:
        try:
            return x.as_integer_ratio()
        except (OverflowError, ValueError):
            return (x, None)
    if t is int or t is bool:
        return (int(x), 1)
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator"
                        % t.__name__)


def _coerce(T, S):
    """The type a result of types T and S is given (int < Fraction <
    float)."""
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    # A Fraction meeting a float gives a float, as in CPython.
    from fractions import Fraction
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    raise TypeError("don't know how to coerce %s and %s"
                    % (T.__name__, S.__name__))


def _result_type(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _reduce(n, d):
    g = _gcd(n, d)
    if g != 1:
        n //= g
        d //= g
    return (n, d)


def _add_partials(partials):
    """Sum a {denominator: numerator} table exactly; returns (n, d)."""
    num = 0
    den = 1
    for d, n in partials.items():
        if d == den:
            num += n
        else:
            g = _gcd(den, d)
            num = num * (d // g) + n * (den // g)
            den = den // g * d
    return _reduce(num, den)


def _sum(data):
    """Exact sum: (result type, total, count).  total is an (n, d) pair, or
    a float when the data hold an INF or a NAN."""
    count = 0
    types = []
    partials = {}
    special = None
    last = None
    for x in data:
        t = type(x)
        if t is not last:
            if t not in types:
                types.append(t)
            last = t
        n, d = _ratio(x)
        count += 1
        if d is None:
            special = n if special is None else special + n
        elif d in partials:
            partials[d] += n
        else:
            partials[d] = n
    if special is not None:
        total = special
    else:
        total = _add_partials(partials)
    return (_result_type(types), total, count)


def _ss(data, c=None):
    """Sum of squared deviations: (result type, ss, mean, count).  ss and
    the mean are (n, d) pairs (or floats when an INF or NAN is involved)."""
    if c is not None:
        T, total, count = _sum((d := x - c) * d for x in data)
        return (T, total, c, count)
    count = 0
    types = []
    sx = {}
    sxx = {}
    special = None
    last = None
    for x in data:
        t = type(x)
        if t is not last:
            if t not in types:
                types.append(t)
            last = t
        n, d = _ratio(x)
        count += 1
        if d is None:
            special = n if special is None else special + n
        elif d in sx:
            sx[d] += n
            sxx[d] += n * n
        else:
            sx[d] = n
            sxx[d] = n * n
    if not count:
        ss = c = (0, 1)
    elif special is not None:
        ss = c = special
    else:
        sn, sd = _add_partials(sx)
        sq = {}
        for d, n in sxx.items():
            sq[d * d] = n
        qn, qd = _add_partials(sq)
        # (count*sxx - sx*sx) / count, exactly
        ss = _reduce(count * qn * sd * sd - sn * sn * qd, qd * sd * sd * count)
        c = _reduce(sn, sd * count)
    return (_result_type(types), ss, c, count)


def _div_int(frac, k):
    """The (n, d) pair frac divided by the int k."""
    n, d = frac
    return _reduce(n, d * k)


def _convert(value, T):
    """Turn an exact (n, d) pair, or a float, into a value of type T."""
    if type(value) is not tuple:
        if T is float:
            return value
        return T(value)
    n, d = value
    if T is int:
        if d == 1:
            return n
        return n / d
    if T is float:
        return n / d
    if issubclass(T, int) and d != 1:
        return n / d
    # As CPython's: T made from the exact value (a Fraction, a Decimal's
    # division of its two parts where T takes no Fraction).
    from fractions import Fraction
    try:
        return T(Fraction(n, d))
    except TypeError:
        if _is_decimal_type(T):
            return T(n) / T(d)
        raise


def _no_numerator():
    raise AttributeError("'float' object has no attribute 'numerator'")


def _sqrt_frac(n, m):
    """The correctly rounded float square root of n/m (n >= 0, m > 0)."""
    if n == 0:
        return 0.0
    # Work with an integer square root of at least 56 bits, then round to
    # odd (set the last bit when the root is inexact) so that the one
    # rounding to a float is correct.
    e = n.bit_length() - m.bit_length()
    k = (112 - e) // 2 + 1
    if k >= 0:
        N = n << (2 * k)
        M = m
    else:
        N = n
        M = m << (-2 * k)
    a = _isqrt(N // M)
    if a * a * M != N:
        a |= 1
    if k >= 0:
        return a / (1 << k)
    return (a << -k) / 1


# ---------------------------------------------------------------------------
# Averages and measures of central location

def mean(data):
    """Return the sample arithmetic mean of data."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    if type(total) is not tuple:
        return _convert(total / n, T)
    return _convert(_div_int(total, n), T)


def fmean(data, weights=None):
    """Convert data to floats and compute the arithmetic mean."""
    try:
        n = len(data)
    except TypeError:
        n = None
        counter = [0]

        def counted(iterable):
            for x in iterable:
                counter[0] += 1
                yield x
        data = counted(data)
    if weights is None:
        total = _fsum(data)
        if n is None:
            n = counter[0]
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = _fsum(map(_mul, data, weights))
    if n is None:
        n = counter[0]
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = _fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def _mul(a, b):
    return a * b


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean."""
    try:
        return _exp(fmean(map(_log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def _fail_neg(values, errmsg):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def harmonic_mean(data, weights=None):
    """Return the harmonic mean of data."""
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        else:
            raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = (n, 1)
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        sum_weights = _sum(_fail_neg(weights, errmsg))[1]
    try:
        pairs = zip(weights, _fail_neg(data, errmsg))
        T, total, count = _sum(w / x if w else 0 for w, x in pairs)
    except ZeroDivisionError:
        return 0
    if type(total) is not tuple:
        if total <= 0:
            raise StatisticsError('Weighted sum must be positive')
        if type(sum_weights) is not tuple:
            return _convert(sum_weights / total, T)
        return _convert(sum_weights[0] / sum_weights[1] / total, T)
    if total[0] <= 0:
        raise StatisticsError('Weighted sum must be positive')
    if type(sum_weights) is not tuple:
        return _convert(sum_weights / (total[0] / total[1]), T)
    return _convert(_reduce(sum_weights[0] * total[1],
                            sum_weights[1] * total[0]), T)


def median(data):
    """Return the median (middle value) of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """Return the low median of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """Return the high median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """Estimates the median for numeric data binned around the midpoints
    of consecutive, fixed-width intervals."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError('no median for empty data')
    x = data[n // 2]
    lo = _bisect_left(data, x)
    hi = _bisect_right(data, x, lo=lo)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - lo) / (hi - lo)


def mode(data):
    """Return the most common data point from discrete or nominal data."""
    counts = {}
    for x in data:
        if x in counts:
            counts[x] += 1
        else:
            counts[x] = 1
    best = None
    found = False
    for value, count in counts.items():
        if not found or count > best:
            found = True
            best = count
            result = value
    if not found:
        raise StatisticsError('no mode for empty data')
    return result


def multimode(data):
    """Return a list of the most frequently occurring values."""
    counts = {}
    for x in data:
        if x in counts:
            counts[x] += 1
        else:
            counts[x] = 1
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def quantiles(data, *, n=4, method='exclusive'):
    """Divide data into n continuous intervals with equal probability."""
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            if j < 1:
                j = 1
            elif j > ld - 1:
                j = ld - 1
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError('Unknown method: %r' % (method,))


# ---------------------------------------------------------------------------
# Measures of spread

def variance(data, xbar=None):
    """Return the sample variance of data."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    if type(ss) is not tuple:
        return _convert(ss / (n - 1), T)
    return _convert(_div_int(ss, n - 1), T)


def pvariance(data, mu=None):
    """Return the population variance of data."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    if type(ss) is not tuple:
        return _convert(ss / n, T)
    return _convert(_div_int(ss, n), T)


def stdev(data, xbar=None):
    """Return the square root of the sample variance."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    if type(ss) is not tuple:
        _no_numerator()
    num, den = _div_int(ss, n - 1)
    if _is_decimal_type(T):
        return _decimal_sqrt_frac(num, den)
    return _sqrt_frac(num, den)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    if type(ss) is not tuple:
        _no_numerator()
    num, den = _div_int(ss, n)
    if _is_decimal_type(T):
        return _decimal_sqrt_frac(num, den)
    return _sqrt_frac(num, den)


def _is_decimal_type(T):
    import sys
    decimal = sys.modules.get('decimal')
    return decimal is not None and issubclass(T, decimal.Decimal)


def _decimal_sqrt_frac(n, m):
    """The Decimal square root of n/m (m > 0) in the current context,
    rounded correctly: the context's square root of the quotient, moved one
    step up or down when n/m lies past the midpoint to a neighbour."""
    from decimal import Decimal
    if n <= 0:
        if not n:
            return Decimal('0.0')
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    rn, rd = root.as_integer_ratio()
    up = root.next_plus()
    un, ud = up.as_integer_ratio()
    # n/m against the square of the midpoint (root + up) / 2.
    if 4 * n * (rd * ud) ** 2 > m * (rd * un + ud * rn) ** 2:
        return up
    down = root.next_minus()
    dn, dd = down.as_integer_ratio()
    if 4 * n * (rd * dd) ** 2 < m * (rd * dn + dd * rn) ** 2:
        return down
    return root


def _mean_stdev(data):
    """The mean and the sample standard deviation, as floats."""
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    if type(ss) is not tuple:
        return float(xbar), float(xbar) / float(ss)
    num, den = _div_int(ss, n - 1)
    return xbar[0] / xbar[1], _sqrt_frac(num, den)


# ---------------------------------------------------------------------------
# Statistics for relations between two inputs

def covariance(x, y, /):
    """Return the sample covariance of two inputs x and y."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have '
                              'same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient for two inputs."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have '
                              'same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = _fsum((d := xi - xbar) * d for xi in x)
    syy = _fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / _sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = namedtuple('LinearRegression', ('slope', 'intercept'))


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept for simple linear regression."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs '
                              'have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two '
                              'data points')
    if proportional:
        sxy = _fsum(xi * yi for xi, yi in zip(x, y))
        sxx = _fsum(xi * xi for xi in x)
    else:
        xbar = _fsum(x) / n
        ybar = _fsum(y) / n
        sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = _fsum((d := xi - xbar) * d for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---------------------------------------------------------------------------
# Normal distribution

def _normal_dist_inv_cdf(p, mu, sigma):
    # Wichura, M.J. (1988). "Algorithm AS241: The Percentage Points of the
    # Normal Distribution". Applied Statistics 37 (3): 477-484.
    q = p - 0.5
    if _fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r +
                     3.3430575583588128105e+4) * r +
                    6.7265770927008700853e+4) * r +
                   4.5921953931549871457e+4) * r +
                  1.3731693765509461125e+4) * r +
                 1.9715909503065514427e+3) * r +
                1.3314166789178437745e+2) * r +
               3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r +
                     2.8729085735721942674e+4) * r +
                    3.9307895800092710610e+4) * r +
                   2.1213794301586595867e+4) * r +
                  5.3941960214247511077e+3) * r +
                 6.8718700749205790830e+2) * r +
                4.2313330701600911252e+1) * r +
               1.0)
        x = num / den
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r +
                     2.27238449892691845833e-2) * r +
                    2.41780725177450611770e-1) * r +
                   1.27045825245236838258e+0) * r +
                  3.64784832476320460504e+0) * r +
                 5.76949722146069140550e+0) * r +
                4.63033784615654529590e+0) * r +
               1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r +
                     5.47593808499534494600e-4) * r +
                    1.51986665636164571966e-2) * r +
                   1.48103976427480074590e-1) * r +
                  6.89767334985100004550e-1) * r +
                 1.67638483018380384940e+0) * r +
                2.05319162663775882187e+0) * r +
               1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r +
                     2.71155556874348757815e-5) * r +
                    1.24266094738807843860e-3) * r +
                   2.65321895265761230930e-2) * r +
                  2.96560571828504891230e-1) * r +
                 1.78482653991729133580e+0) * r +
                5.46378491116411436990e+0) * r +
               6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r +
                     1.42151175831644588870e-7) * r +
                    1.84631831751005468180e-5) * r +
                   7.86869131145613259100e-4) * r +
                  1.48753612908506148525e-2) * r +
                 1.36929880922735805310e-1) * r +
                5.99832206555887937690e-1) * r +
               1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = _sqrt(2.0)


class NormalDist:
    """Normal distribution of a random variable."""

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        """NormalDist where mu is the mean and sigma is the standard
        deviation."""
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        """Make a normal distribution instance from sample data."""
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        """Generate *n* samples for a given mean and standard deviation."""
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        """Probability density function.  P(x <= X < x+dx) / dx"""
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return _exp(diff * diff / (-2.0 * variance)) / _sqrt(_tau * variance)

    def cdf(self, x):
        """Cumulative distribution function.  P(X <= x)"""
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        """Inverse cumulative distribution function.  x : P(X <= x) = p"""
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """Divide into *n* continuous intervals with equal probability."""
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """Compute the overlapping coefficient (OVL) between two normal
        distributions."""
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = Y_var - X_var
        dm = _fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - _erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * _sqrt(dm * dm + dv * _log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (_fabs(Y.cdf(x1) - X.cdf(x1)) + _fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        """Compute the Standard Score.  (x - mean) / stdev"""
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        """Arithmetic mean of the normal distribution."""
        return self._mu

    @property
    def median(self):
        """Return the median of the normal distribution"""
        return self._mu

    @property
    def mode(self):
        """Return the mode of the normal distribution"""
        return self._mu

    @property
    def stdev(self):
        """Standard deviation of the normal distribution."""
        return self._sigma

    @property
    def variance(self):
        """Square of the standard deviation."""
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * _fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / _fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state

    def __repr__(self):
        return '%s(mu=%r, sigma=%r)' % (type(self).__name__, self._mu,
                                        self._sigma)
