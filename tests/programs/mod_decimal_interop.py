import decimal
from decimal import Decimal as D
import math
from fractions import Fraction
x = D('1.005')
print('%.2f' % x, '%d' % D('3.7'), '%s' % x, '%r' % x, '%10.3f|' % D('-2.5'), '%e' % D('12345.678'))
print(math.floor(D('-1.5')), math.ceil(D('1.2')), math.trunc(D('-7.9')), math.sqrt(float(D(2))))
print(round(D('0.125'), 2), round(D('-0.5')), round(D('1.5')), float(D('0.1')) == 0.1, int(D('1e20')))
print(sorted([D('2'), 1, 1.5, D('0.5'), Fraction(3, 4)]))
print(max(D(1), 2.5), min(D(3), 2), D(2) in [2], 2 in {D('2.0')}, D('2.0') in {2: 'x'}, {D('1.5'): 1}.get(1.5))
print(Fraction(1, 2) == D('0.5'), D('0.5') == Fraction(1, 2), Fraction(1, 3) < D('0.34'), D('0.33') < Fraction(1, 3))
print(str(D('1e400')), float(D('1e400')), float(D('-1e-400')), float(D('123456789012345678901234567890')))
print([float(D(s)) for s in ['0.1', '2.675', '1.7976931348623157e308', '5e-324', '2.2250738585072014e-308', '9007199254740993']])
print(bool(D(0)), bool(D('0.00')), bool(D('1e-100')), not D('NaN'))
print(D(5).__floor__(), D('5.5').__ceil__(), D('-5.5').__trunc__(), D('7').__int__())
print(isinstance(D(1), decimal.Decimal), issubclass(decimal.Decimal, object))
import numbers
print(isinstance(D(1), numbers.Number), isinstance(D(1), numbers.Real), isinstance(D(1), numbers.Integral))
a = [D(i) / 7 for i in range(10)]
print(sum(a), sum(a) / len(a), max(a), min(a))
print('{:.3f} {:>8} {:e}'.format(D('3.14159'), D('2.5'), D('0.00012')))
print(f'{D("1234567.891"):,} {D("-0.5"):+.0f} {D("1.5"):08.2f}')
