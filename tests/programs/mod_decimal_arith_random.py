from _decimal_util import *
import random
D = Decimal
random.seed(20240611)
ROUNDINGS = [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]

def rand_dec(ctx):
    r = random.random()
    if r < 0.03:
        return D(random.choice(['NaN', '-NaN', 'sNaN', 'NaN123', '-sNaN7', 'Inf', '-Inf', 'NaN1234567890123']))
    sign = random.choice(['', '-'])
    if r < 0.12:
        return D(sign + '0E' + str(random.randint(ctx.Emin - ctx.prec - 3, ctx.Emax + 3)))
    nd = random.choice([1, 1, 2, 3, 4, 5, 8, ctx.prec - 1, ctx.prec, ctx.prec + 1, ctx.prec + 5, 2 * ctx.prec + 3])
    nd = max(1, nd)
    if random.random() < 0.2:
        coef = random.choice(['9' * nd, '1' + '0' * (nd - 1), '5' * nd, '1' + '0' * (nd - 2) + '5' if nd > 1 else '5', '4' + '9' * (nd - 1)])
    else:
        coef = str(random.randint(1, 10 ** nd - 1))
    if random.random() < 0.6:
        exp = random.randint(-8, 4)
    else:
        exp = random.randint(ctx.Emin - ctx.prec - 2, ctx.Emax + 2) - len(coef) + 1
    return D(sign + coef + 'E' + str(exp))

def rand_ctx():
    prec = random.choice([1, 2, 3, 4, 5, 7, 9, 12, 16, 28, 34, 50])
    if random.random() < 0.5:
        emax = random.choice([prec + 2, 5, 10, 20, 99, 999])
        emin = -random.choice([prec + 2, 5, 10, 20, 99, 999])
        emax = max(emax, 0)
    else:
        emax, emin = 999999, -999999
    return Context(prec=prec, rounding=random.choice(ROUNDINGS), Emin=emin, Emax=emax,
                   clamp=random.choice([0, 0, 1]), traps=[])

BIN = ['add', 'subtract', 'multiply', 'divide', 'divide_int', 'remainder', 'remainder_near', 'divmod', 'quantize',
       'compare', 'compare_signal', 'compare_total', 'compare_total_mag', 'max', 'min', 'max_mag', 'min_mag',
       'next_toward', 'same_quantum', 'copy_sign']
UN = ['abs', 'minus', 'plus', 'normalize', 'to_integral_exact', 'to_integral_value', 'next_plus', 'next_minus',
      'logb', 'number_class', 'is_normal', 'is_subnormal', 'to_sci_string', 'to_eng_string']

def run(label, f, ctx):
    ctx.clear_flags()
    try:
        r = f()
        out = repr(r)
    except Exception as e:
        out = 'EXC %s %s' % (type(e).__name__, e)
    print(label, out, ' '.join(k.__name__ for k, v in ctx.flags.items() if v))

for i in range(60):
    ctx = rand_ctx()
    print('#', ctx)
    for j in range(6):
        a = rand_dec(ctx)
        b = rand_dec(ctx)
        op = random.choice(BIN)
        run('%s(%r,%r)' % (op, a, b), lambda: getattr(ctx, op)(a, b), ctx)
        op = random.choice(UN)
        run('%s(%r)' % (op, a), lambda: getattr(ctx, op)(a), ctx)
        c = rand_dec(ctx)
        if random.random() < 0.2:
            run('fma(%r,%r,%r)' % (a, b, c), lambda: ctx.fma(a, b, c), ctx)
        if random.random() < 0.2:
            n = random.randint(-ctx.prec - 2, ctx.prec + 2)
            run('rotate(%r,%d)' % (a, n), lambda: ctx.rotate(a, n), ctx)
            run('shift(%r,%d)' % (a, n), lambda: ctx.shift(a, n), ctx)
            run('scaleb(%r,%d)' % (a, n), lambda: ctx.scaleb(a, n), ctx)
        if random.random() < 0.3:
            rr = random.choice(ROUNDINGS)
            run('quantize(%r,%r,%s)' % (a, b, rr), lambda: a.quantize(b, rounding=rr, context=ctx), ctx)
            run('to_integral(%r,%s)' % (a, rr), lambda: a.to_integral_value(rounding=rr, context=ctx), ctx)
            run('to_integral_exact(%r,%s)' % (a, rr), lambda: a.to_integral_exact(rr, ctx), ctx)
# operators under the current context, including traps
for i in range(40):
    ctx = rand_ctx()
    if random.random() < 0.3:
        ctx.traps[random.choice([Inexact, Rounded, Overflow, Underflow, InvalidOperation, DivisionByZero, Subnormal, Clamped])] = True
    setcontext(ctx)
    a = rand_dec(ctx)
    b = rand_dec(ctx)
    k = random.randint(-100, 100)
    big = a.is_finite() and abs(a.adjusted()) > 2000
    for label, f in [('+', lambda: a + b), ('-', lambda: a - b), ('*', lambda: a * b), ('/', lambda: a / b),
                     ('//', lambda: a // b), ('%', lambda: a % b), ('divmod', lambda: divmod(a, b)),
                     ('+int', lambda: a + k), ('int-', lambda: k - a), ('int*', lambda: k * a), ('int/', lambda: k / a),
                     ('neg', lambda: -a), ('pos', lambda: +a), ('abs', lambda: abs(a)), ('==', lambda: a == b),
                     ('<', lambda: a < b), ('>=', lambda: a >= b), ('!=int', lambda: a != k), ('<int', lambda: a < k),
                     ('round', lambda: 'big' if big else round(a)), ('round2', lambda: round(a, random.randint(-3, 5))),
                     ('int', lambda: 'big' if big else int(a)), ('floor', lambda: 'big' if big else a.__floor__()),
                     ('ceil', lambda: 'big' if big else a.__ceil__()),
                     ('bool', lambda: bool(a)), ('str', lambda: str(a))]:
        run('%r %s %r' % (a, label, b), f, ctx)
setcontext(DefaultContext)
