from _decimal_util import *
import random
D = Decimal
random.seed(777)
ROUNDINGS = [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]

def run(label, f, ctx):
    ctx.clear_flags()
    try:
        r = f()
        out = repr(r)
    except Exception as e:
        out = 'EXC %s %s' % (type(e).__name__, e)
    print(label, out, ' '.join(k.__name__ for k, v in ctx.flags.items() if v))

def rnum(maxdig=12, expr=(-12, 6)):
    r = random.random()
    if r < 0.02:
        return D(random.choice(['NaN', 'sNaN', '-Inf', 'Inf', '-0', '0E-5']))
    sign = '-' if random.random() < 0.15 else ''
    nd = random.randint(1, maxdig)
    if random.random() < 0.1:
        coef = '1' + '0' * (nd - 1)
    else:
        coef = str(random.randint(1, 10 ** nd - 1))
    return D(sign + coef + 'E' + str(random.randint(*expr)))

for i in range(100):
    prec = random.choice([1, 2, 3, 5, 9, 16, 28, 40])
    if random.random() < 0.3:
        ctx = Context(prec=prec, rounding=random.choice(ROUNDINGS), Emax=random.choice([9, 99, 999]),
                      Emin=-random.choice([9, 99, 999]), traps=[], clamp=random.choice([0, 1]))
    else:
        ctx = Context(prec=prec, rounding=random.choice(ROUNDINGS), traps=[])
    x = rnum()
    run('exp(%r) p=%d' % (x, prec), lambda: ctx.exp(x), ctx)
    y = rnum(expr=(-3, 2))
    run('exp(%r) p=%d' % (y, prec), lambda: ctx.exp(y), ctx)
    run('ln(%r) p=%d' % (x, prec), lambda: ctx.ln(x), ctx)
    run('log10(%r) p=%d' % (x, prec), lambda: ctx.log10(x), ctx)
    run('sqrt(%r) p=%d' % (x, prec), lambda: ctx.sqrt(x), ctx)
    z = D(1) + D(random.choice(['', '-'])+'1E-' + str(random.randint(1, 30))) * random.randint(1, 99)
    run('ln(%r) p=%d' % (z, prec), lambda: ctx.ln(z), ctx)
    run('log10(%r) p=%d' % (z, prec), lambda: ctx.log10(z), ctx)
    p10 = D('1E' + str(random.randint(-30, 30))) * D(random.choice(['1', '1.0', '10', '100.00']))
    run('log10(%r) p=%d' % (p10, prec), lambda: ctx.log10(p10), ctx)
    sq = D(random.randint(1, 10**6)) ** 2 * D('1E' + str(random.randint(-10, 10)))
    run('sqrt(%r) p=%d' % (sq, prec), lambda: ctx.sqrt(sq), ctx)
    # powers
    base = rnum(6, (-4, 3))
    e_int = D(random.choice([0, 1, 2, 3, 5, 7, 10, 13, 25, 64, 100, 1000, 12345, -1, -2, -3, -7, -20]))
    run('pow(%r,%r) p=%d %s' % (base, e_int, prec, ctx.rounding), lambda: ctx.power(base, e_int), ctx)
    e_frac = rnum(4, (-4, 1))
    run('pow(%r,%r) p=%d %s' % (base, e_frac, prec, ctx.rounding), lambda: ctx.power(base, e_frac), ctx)
    b2 = base.copy_abs()
    run('pow(%r,%r) p=%d %s' % (b2, e_frac, prec, ctx.rounding), lambda: ctx.power(b2, e_frac), ctx)
    sb = D(random.choice(['4', '9', '0.25', '1.44', '100', '2', '8', '27', '0.001', '1', '1.000', '10']))
    se = D(random.choice(['0.5', '1.5', '-0.5', '0.25', '2.0', '3.0', '-2.0', '0.3333', '1E+1', '1E+2', '2.5']))
    run('pow(%r,%r) p=%d %s' % (sb, se, prec, ctx.rounding), lambda: ctx.power(sb, se), ctx)
    bigexp = D(random.choice(['1E+20', '-1E+20', '123456789012345678901234', '1E+6', '-999999', '2E+5', '99999']))
    nb = D(random.choice(['1.000001', '0.999999', '2', '0.5', '1.0000000000000000000000001', '10', '0.1', '-1.0001']))
    run('pow(%r,%r) p=%d %s' % (nb, bigexp, prec, ctx.rounding), lambda: ctx.power(nb, bigexp), ctx)
    if random.random() < 0.2:
        m = random.randint(-1000, 1000)
        a = random.randint(-10**6, 10**6)
        e = random.randint(-3, 50)
        run('powmod(%d,%d,%d) p=%d' % (a, e, m, prec), lambda: ctx.power(a, e, m), ctx)
        run('powmod2', lambda: ctx.power(D(a) * D('1.0'), D(e), D(m)), ctx)
for x in ['Inf', '-Inf', 'NaN', 'sNaN', '0', '-0', '1', '-1', '1E+1000000', '1E-1000000', '2.5E-999999', '-2.5E+999999']:
    for f in ['exp', 'ln', 'log10', 'sqrt', 'logb']:
        ctx = Context(traps=[])
        run('%s(%s)' % (f, x), lambda: getattr(ctx, f)(D(x)), ctx)
    for y in ['Inf', '-Inf', 'NaN', '0', '-0', '1', '-1', '2', '0.5', '-0.5', '3', '1E+30']:
        ctx = Context(traps=[])
        run('pow(%s,%s)' % (x, y), lambda: ctx.power(D(x), D(y)), ctx)
for r in ROUNDINGS:
    for x, y in [('10', '1e20'), ('0.1', '1e20'), ('10', '999999'), ('10', '1000000'), ('0.1', '1000026'), ('0.1', '1000025'),
                 ('1.1', '24158000'), ('2', '3321928'), ('2', '-3321928'), ('2', '-3321956'), ('7', '0.5'), ('0.9', '-1e19')]:
        ctx = Context(traps=[], rounding=r)
        run('pow(%s,%s) %s' % (x, y, r), lambda: ctx.power(D(x), D(y)), ctx)
