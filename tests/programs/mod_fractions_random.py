# fractions: seeded random arithmetic, comparisons and hashes against ints and floats.
import random, math, operator
from fractions import Fraction as F

R = random.Random(12345)

def rint():
    k = R.random()
    if k < 0.3:
        return R.randint(-10, 10)
    if k < 0.6:
        return R.randint(-1000, 1000)
    if k < 0.8:
        return R.randint(-2**64, 2**64)
    return R.randint(-10**40, 10**40)

def rfrac():
    k = R.random()
    if k < 0.1:
        return F(rint())
    if k < 0.2:
        return F(R.randint(-20, 20), R.choice([1, 2, 3, 4, 5, 6, 8, 10, 16]))
    if k < 0.3:
        return F(R.uniform(-100, 100))
    d = 0
    while d == 0:
        d = rint()
    return F(rint(), d)

SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1e308, -1e308, 5e-324, -5e-324, float('inf'), float('-inf'),
           float('nan'), 2.0**53, 2.0**64, 1e20, 1e-20, 0.1, 0.25, 3.0]

def rfloat():
    k = R.random()
    if k < 0.2:
        return R.choice(SPECIAL)
    if k < 0.4:
        return float(R.randint(-50, 50)) / R.choice([1, 2, 4, 8, 3])
    if k < 0.6:
        return R.uniform(-10, 10)
    if k < 0.8:
        return R.uniform(-1e6, 1e6) * 10.0 ** R.randint(-30, 30)
    return math.ldexp(R.random(), R.randint(-1100, 1023)) * R.choice([1, -1])

def rval():
    k = R.random()
    if k < 0.45:
        return rfrac()
    if k < 0.7:
        return rint()
    if k < 0.75:
        return R.choice([True, False])
    return rfloat()

def res(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        return 'EXC %s: %s' % (type(e).__name__, e)
    if type(r).__name__ == 'complex':
        return 'COMPLEX'
    if isinstance(r, tuple):
        return '(' + ', '.join(res(lambda x: x, x) for x in r) + ')'
    return '%s %r' % (type(r).__name__, r)

OPS = [('+', operator.add), ('-', operator.sub), ('*', operator.mul), ('/', operator.truediv),
       ('//', operator.floordiv), ('%', operator.mod), ('divmod', divmod),
       ('<', operator.lt), ('<=', operator.le), ('>', operator.gt), ('>=', operator.ge),
       ('==', operator.eq), ('!=', operator.ne)]

N = 30
for i in range(N):
    a = rfrac()
    b = rval()
    line = []
    for name, op in OPS:
        line.append(res(op, a, b))
        line.append(res(op, b, a))
    print(i, repr(a), repr(b), ' | '.join(line))

# powers
for i in range(30):
    a = rfrac()
    if R.random() < 0.3:
        a = F(R.randint(-30, 30), R.randint(1, 30))
    k = R.random()
    if k < 0.5:
        e = R.randint(-12, 12)
    elif k < 0.7:
        e = F(R.randint(-12, 12), R.choice([1, 2, 3]))
    elif k < 0.85:
        e = R.choice([0.5, -0.5, 2.0, -1.0, 1.5, 0.0, float('inf'), float('nan')])
    else:
        e = R.choice([True, False])
    base = R.choice([2, -3, 0, 1, 2.5, -2.5, 0.0, True, F(2, 3), F(-4, 9), F(0), 10**20])
    print('pow', i, repr(a), repr(e), res(operator.pow, a, e), res(operator.pow, base, a if abs(a) < 50 else F(3, 2)),
          res(operator.pow, base, F(e) if not isinstance(e, float) else F(1, 2)))

# unary, conversions, rounding, hash
for i in range(100):
    a = rfrac()
    out = [repr(a), str(a), res(float, a), res(int, a), res(math.floor, a), res(math.ceil, a), res(math.trunc, a),
           res(round, a), res(round, a, 0), res(round, a, 1), res(round, a, 3), res(round, a, -1), res(round, a, -3),
           res(hash, a), res(abs, a), res(operator.neg, a), res(operator.pos, a), res(bool, a),
           res(a.limit_denominator, 100), res(a.limit_denominator, 7), res(a.limit_denominator)]
    print('un', i, ' | '.join(out))

# hashes of equal values
for i in range(100):
    x = rfloat()
    if math.isnan(x) or math.isinf(x):
        continue
    f = F(x)
    n = rint()
    g = F(n)
    ok = (hash(f) == hash(x), f == x, x == f, hash(g) == hash(n), F(str(n)) == n, float(f) == x, float(F(repr(x))) == x)
    if not all(v is None or v for v in ok):
        print('BAD', repr(x), n, ok)
    print('h', hash(f), hash(g), hash(F(n, 2**61 - 1)), hash(F(-n, 3 * (2**61 - 1))))

# float correct rounding of huge ratios
for i in range(80):
    n = R.randint(1, 10**R.randint(1, 400)) * R.choice([1, -1])
    d = R.randint(1, 10**R.randint(1, 400))
    print('fl', res(float, F(n, d)), res(lambda: n / d))

# string round trips
for i in range(50):
    a = rfrac()
    s = R.choice([str(a), ' %s ' % a, str(a).replace('/', '/'), '%.10e' % float(a) if abs(float(a)) < 1e300 else '1', repr(R.uniform(-1e5, 1e5))])
    print('s', repr(s), res(F, s))
