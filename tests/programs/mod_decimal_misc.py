from _decimal_util import *
import math
from fractions import Fraction
D = Decimal
def t(label, f):
    getcontext().clear_flags()
    try:
        r = f()
        print(label, repr(r), flags())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e, flags())
getcontext().traps[InvalidOperation] = False
for s in ['0', '-0', '1', '-1', '0.5', '-0.5', '1.5', '2.5', '-2.5', '1e100', '-1e-100', '123.456', '1E+3', '0.1',
          '9999999999999999999999999999.9', 'NaN', 'sNaN', 'Inf', '-Inf', '1.00', '100E-2', '2.675', '-7.5E-3']:
    d = D(s)
    t('hash ' + s, lambda: hash(d) if not d.is_nan() else 'nan')
    if d.is_finite():
        print(' eqhash', hash(d) == hash(Fraction(*d.as_integer_ratio())), hash(d) == hash(float(d)) if float(d) == d else '-')
    t('int ' + s, lambda: int(d))
    t('float ' + s, lambda: float(d))
    t('round ' + s, lambda: round(d))
    for n in [-2, -1, 0, 1, 2, 5]:
        t('round%d %s' % (n, s), lambda: round(d, n))
    t('floor ' + s, lambda: math.floor(d))
    t('ceil ' + s, lambda: math.ceil(d))
    t('trunc ' + s, lambda: math.trunc(d))
    t('bool ' + s, lambda: bool(d))
    t('ratio ' + s, lambda: d.as_integer_ratio())
    t('eq float', lambda: d == float(d) if not d.is_snan() else 'x')
    t('lt float', lambda: d < 0.5)
    t('eq int', lambda: d == 1)
    t('le int', lambda: d <= 1)
    t('eq frac', lambda: d == Fraction(1, 2))
    t('lt frac', lambda: d < Fraction(1, 3))
    t('ge frac', lambda: d >= Fraction(-5, 2))
    t('ne frac', lambda: d != Fraction(3, 2))
    t('gt float', lambda: 0.25 > d)
    t('number_class', lambda: d.number_class())
    t('is_normal', lambda: d.is_normal())
    t('reduce', lambda: d.__reduce__())
hash(D('nan')) == hash(D('nan'))
h = D('nan'); print(hash(h) == hash(h))
t('sNaN hash', lambda: hash(D('sNaN')))
t('-sNaN float', lambda: float(D('-sNaN')))
print(math.isnan(float(D('-NaN'))), math.copysign(1, float(D('-NaN'))))
print(sorted([D('3'), D('1.5'), D('-2'), D('1.50'), D('0')]))
print(max(D('1'), D('1.0')), min(D('2'), D(1)), sum([D('0.1')] * 10), sum([D('0.1')] * 10, D(0)))
print(D('1') == D('1.000'), D('0') == D('-0'), D('1e2') == 100, 100 == D('1e2'), D('0.1') == 0.1, {D('1.0'): 'a'}[1])
print(D(3).max(D(-5)), D('1').max_mag(D('-2')), D(1).min_mag(-1), D(1).compare_total(D('1.00')), D('-0').compare_total(D('0')))
print(D(5).fma(2, 3), D(2).scaleb(3), D('1.23').logb(), D(101).logical_and(110), D('123.45').shift(2), D('123456').rotate(-2))
print(D('1.5').copy_sign(D('-0')), D(-3).copy_abs(), D(3).copy_negate(), D('0.1').same_quantum(D('0.2')), D(7).radix())
print(D('-0').is_signed(), D('NaN').is_qnan(), D('sNaN').is_snan(), D(1).is_canonical(), D(1).canonical(), D(1).conjugate(), D(1).real, D(1).imag)
print(D('12.3456').quantize(D('0.01')), D('12.3456').quantize(D('0.01'), ROUND_DOWN), D('-12.345').quantize(D('1E+1')), D('2.5').to_integral(), D('3.5').to_integral_exact())
print(D('100.000').normalize(), D('0.00').normalize(), D('-120E+3').normalize(), D(2).sqrt(), D('0.0004').sqrt())
print(D(1).next_plus(), D(1).next_minus(), D(1).next_toward(2), D('-0').next_plus())
import copy
d = D('3.14')
f, args = d.__reduce__()
print(copy.copy(d) is d, copy.deepcopy(d) is d, f(*args) == d, type(f(*args)).__name__)
c = Context(prec=5, traps=[Inexact])
f, args = c.__reduce__()
c2 = f(*args)
print(c2, copy.copy(c), copy.deepcopy(c))
# binop errors
for label, f in [('D+float', lambda: D(1) + 1.5), ('float+D', lambda: 1.5 + D(1)), ('D*str', lambda: D(1) * 'a'),
                 ('D+str', lambda: D(1) + 'a'), ('D-None', lambda: D(1) - None), ('None*D', lambda: None * D(2)),
                 ('D/float', lambda: D(1) / 2.0), ('float//D', lambda: 2.0 // D(1)), ('D%list', lambda: D(1) % []),
                 ('D**float', lambda: D(2) ** 0.5), ('float**D', lambda: 0.5 ** D(2)), ('divmod', lambda: divmod(D(1), 1.0)),
                 ('rdivmod', lambda: divmod(1.0, D(1))), ('D*list', lambda: D(2) * [1]), ('D*tuple', lambda: D(2) * (1,)),
                 ('D+Frac', lambda: D(5) + Fraction(1, 2)), ('Frac*D', lambda: Fraction(1, 2) * D(5)),
                 ('D==str', lambda: D(1) == '1'), ('D!=str', lambda: D(1) != '1'), ('D==None', lambda: D(1) == None),
                 ('pow3', lambda: pow(D(3), 4, 5)), ('pow3b', lambda: pow(D(3), D(4), 7)), ('D**int', lambda: D(2) ** 10),
                 ('int**D', lambda: 2 ** D(10)), ('int//D', lambda: 7 // D(2)), ('int%D', lambda: -7 % D(2)),
                 ('rsub', lambda: 10 - D('0.5')), ('rdiv', lambda: 1 / D(8)), ('bool+D', lambda: True + D(1)),
                 ('D.compare(float)', lambda: D(2).compare(2.0)), ('D.quantize(float)', lambda: D(2).quantize(0.1)),
                 ('D.max(str)', lambda: D(2).max('3')), ('D+D', lambda: D('1.1') + D('2.2'))]:
    t(label, f)
class MyNum:
    def __radd__(self, other):
        return 'radd %s' % (other,)
    def __eq__(self, other):
        return 'eq'
print(D(1) + MyNum(), D(1) == MyNum())
