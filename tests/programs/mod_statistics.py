# statistics: averages, spread, relations and NormalDist, with CPython's
# exact results (ints stay ints where CPython keeps them) and error messages.
import statistics
from statistics import (mean, fmean, geometric_mean, harmonic_mean, median,
                        median_low, median_high, median_grouped, mode,
                        multimode, quantiles, pstdev, pvariance, stdev,
                        variance, correlation, covariance, linear_regression,
                        NormalDist, StatisticsError)


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
    except (StatisticsError, ValueError, TypeError, AttributeError) as e:
        print(label, '->', type(e).__name__ + ':', e)
    else:
        print(label, '->', repr(r), type(r).__name__)


ints = [2, 4, 4, 4, 5, 5, 7, 9]
floats = [1.5, 2.5, 2.5, 2.75, 3.25, 4.75]
mixed = [1, 2.5, True, 4, False]
big = [10**20 + 1, 10**20 + 3, 10**20 + 8]

print('--- averages')
for data in (ints, floats, mixed, big, [True, True], [True, False], [0.1] * 10):
    show('mean', mean, data)
    show('fmean', fmean, data)
    show('median', median, data)
show('mean gen', mean, (x * x for x in range(1, 8)))
show('mean range', mean, range(10))
show('mean empty', mean, [])
show('mean str', mean, ['a', 'b'])
show('mean 1e308', mean, [1e308, 1e308])
show('mean inf', mean, [1, float('inf')])
show('fmean w', fmean, [3.5, 4.0, 5.25], weights=[1, 2, 3])
show('fmean w len', fmean, [1, 2], weights=[1])
show('fmean w zero', fmean, [1, 2], weights=[1, -1])
show('fmean empty', fmean, iter([]))
show('geometric', geometric_mean, [54, 24, 36])
show('geometric neg', geometric_mean, [1, -2])
show('geometric empty', geometric_mean, [])
show('harmonic', harmonic_mean, [40, 60])
show('harmonic one', harmonic_mean, [7])
show('harmonic w', harmonic_mean, [40, 60], weights=[5, 30])
show('harmonic zero', harmonic_mean, [3, 0, 5])
show('harmonic neg', harmonic_mean, [3, -1])
show('harmonic empty', harmonic_mean, [])
show('harmonic wlen', harmonic_mean, [1, 2], weights=[1, 2, 3])
show('harmonic wsum', harmonic_mean, [1, 2], weights=[0, 0])

print('--- medians and modes')
show('median odd', median, [3, 1, 2])
show('median even', median, [4, 1, 3, 2])
show('median empty', median, [])
show('median_low', median_low, [1, 3, 5, 7])
show('median_high', median_high, [1, 3, 5, 7])
show('median_high str', median_high, ['b', 'a', 'd', 'c'])
show('median_grouped', median_grouped, [52, 52, 53, 54])
show('median_grouped 2', median_grouped, [1, 3, 3, 5, 7], interval=2)
show('median_grouped 1', median_grouped, [5])
show('median_grouped str', median_grouped, ['x', 'y'])
show('mode', mode, [1, 1, 2, 3, 3, 3, 3, 4])
show('mode tie', mode, ['red', 'blue', 'blue', 'red', 'green'])
show('mode empty', mode, [])
show('mode list', mode, [[1], [1]])
show('multimode', multimode, 'aabbbbccddddeeffffgg')
show('multimode empty', multimode, '')
show('multimode keys', multimode, [1, 1.0, True, 2, 2])

print('--- quantiles')
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103]
show('quartiles', quantiles, data)
show('deciles', quantiles, data, n=10)
show('inclusive', quantiles, data, n=4, method='inclusive')
show('floats', quantiles, [1.5, 2.5, 0.25], n=3)
show('n=1', quantiles, data, n=1)
show('n=0', quantiles, data, n=0)
show('one point', quantiles, [1])
show('bad method', quantiles, [1, 2], method='median')

print('--- spread')
for data in (ints, floats, mixed, [1, 2, 3], [1, 2, 3, 4], big, [True, False, True]):
    show('variance', variance, data)
    show('pvariance', pvariance, data)
    show('stdev', stdev, data)
    show('pstdev', pstdev, data)
show('variance xbar', variance, [1, 2, 3], 2)
show('variance xbar float', variance, [1, 2, 3], xbar=2.0)
show('pvariance mu', pvariance, [0.5, 1.5], mu=1)
show('stdev xbar', stdev, ints, 5)
show('variance one', variance, [1])
show('stdev one', stdev, [1])
show('pvariance empty', pvariance, [])
show('pstdev empty', pstdev, [])
show('variance inf', variance, [1, float('inf')])
show('stdev inf', stdev, [1, float('inf')])

print('--- two inputs')
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
show('covariance', covariance, x, y)
show('covariance rev', covariance, x, x[::-1])
show('correlation', correlation, x, x[::-1])
show('correlation y', correlation, x, y)
show('correlation const', correlation, x, [5] * 9)
show('correlation len', correlation, x, y[:3])
show('covariance short', covariance, [1], [2])
show('covariance iter', covariance, iter(x), y)
lr = linear_regression([1971, 1975, 1979, 1982, 1983], [1, 2, 3, 4, 5])
print(lr, lr.slope, lr.intercept)
print(linear_regression([1, 2, 3], [2, 4, 7], proportional=True))
show('linreg const', linear_regression, [2, 2], [1, 2])
show('linreg short', linear_regression, [2], [1])

print('--- NormalDist')
nd = NormalDist(100, 15)
print(nd, nd.mean, nd.median, nd.mode, nd.stdev, nd.variance)
print(nd.pdf(110), nd.cdf(130), nd.inv_cdf(0.975), nd.inv_cdf(1e-9), nd.zscore(70))
print([round(q, 6) for q in nd.quantiles()], len(nd.quantiles(10)))
print(nd + 10, 10 + nd, nd - 5, 5 - nd, nd * 2, 2 * nd, nd / 4, -nd, +nd)
other = NormalDist(90, 20)
print(nd + other, nd - other, nd == NormalDist(100.0, 15.0), nd == other, nd == 100)
print(round(nd.overlap(other), 12), NormalDist(0, 1).overlap(NormalDist(1, 1)))
print(hash(nd) == hash(NormalDist(100.0, 15)), NormalDist())
fs = NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75])
print(fs, type(fs).__name__)
print(NormalDist(3, 2).samples(4, seed=8675309))
show('negative sigma', NormalDist, 0, -1)
show('pdf zero', NormalDist(5, 0).pdf, 5)
show('cdf zero', NormalDist(5, 0).cdf, 5)
show('inv_cdf p', nd.inv_cdf, 1.0)
show('inv_cdf zero', NormalDist(1, 0).inv_cdf, 0.5)
show('overlap type', nd.overlap, 3)
show('from_samples one', NormalDist.from_samples, [1])
try:
    raise StatisticsError('custom')
except ValueError as e:
    print('caught', type(e).__name__, e, isinstance(e, StatisticsError))
print(sorted(statistics.__all__))
