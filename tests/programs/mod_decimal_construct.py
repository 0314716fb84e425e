from _decimal_util import *
import decimal
D = Decimal
c = getcontext()
strings = ['1_0.5', '1._5', '1.5_5', '1e1_0', 'in_f', '1_e5', 'nan_1', '+_1', '1_', '1.5_', '_', '1 0', ' 1\t',
    '\u20001\u3000', '1e+_5', '1e_5', 'nan1_2', 'sNaN_1', '0x10', '1.5e5.5', '--1', '+-1', 'Inf', 'infinity',
    'INFINITY', 'iNfInItY ', 'nan', 'NAN', 'sNAN', 'snan', 'qnan', '-nan', '+nan', 'nan-1', '1e', 'e5', '.e5',
    '1.e5', '.1e5', '00000.0000e00', '-0e-0', '1' * 50, '1E+999999999999999999', '1E+1000000000000000000',
    '1E-1999999999999999997', '1E-1999999999999999998', '1E-2000000000000000000', '0E-2000000000000000000',
    '12345E-1000000000000000020', 'nan' + '9' * 40, '\u00b2', '\u0663.\u0661e\u0662', 'NaN012', 'nan0', '1e0010',
    '_10', '1__0', '__1', 'in__f', '1_.5', '1._', '._5', '1e__5', '1_ ', ' _1', '1 _', '_ 1', '-_1', '_-1',
    '+__1', 'n_a_n', 'N_aN_1_2', '1_e_5', 'inf_', 'inf__', '1.5__', '1.5_e_-_5', '1_\u0663', '\u0663_1',
    '1_\u00a0', '\u00a0_1', '', ' ', '-', '+', '.', '-.5', '+.5e-3', '5.', '-0', '-0.00', '0E+5', '1E+2',
    '123.456', '-123.456e-10', '1e-7', '1e-6', '0.000001', '0.0000001', '1000000', '12E+999999999999999999',
    '0E+999999999999999999', '0E+1000000000000000000', '1.5e99999999999999999999999', 'Infinityx', 'infinit',
    'sna', 'snan-1', 'nan.1', '1,5', '1e5 ', '\t-1.5E+3\n', '\x00', '1\x00', 'inf inity']
for s in strings:
    show(repr(s), lambda: D(s))
for v in [0, 1, -1, 10**50, -10**50, True, False, 2**64, -(2**63)]:
    show(repr(v), lambda: D(v))
for f in [0.1, -0.0, 0.0, 1.5, -2.25, 1e300, 5e-324, 1e-310, float('inf'), float('-inf'), float('nan'), 123456789.0, 2.0**70, 1/3]:
    show(repr(f), lambda: D(f))
    show('from_float ' + repr(f), lambda: D.from_float(f))
show('from_float int', lambda: D.from_float(5))
show('from_float str', lambda: D.from_float('5'))
tuples = [(0, (1, 2), -1), [0, (1, 2), -1], (2, (1, 2), -1), (0, (1, 12), -1), (0, [1, 2], -1), (0, (1, 2), 1.5),
    (0, (1, 2), 'x'), (0, (1, 2)), (0, (1, 2), 'F'), (1, (1, 2), 'n'), (1, (), 'N'), (1, (), 5), (True, (1,), 5),
    (0, (1, '2'), 5), (0, (0, 0, 1), 0), (1, (0,), -3), (0, (1,), 10**18), (0, (1,), 10**18 - 1), (-1, (1,), 0),
    (0, 12, 0), (0, (1, 2), None), (1.0, (1,), 0), (0, (1, -1), 0), (1, (0, 0, 7), 'n')]
for t in tuples:
    show(repr(t), lambda: D(t))
for bad in [None, [1], {}, b'1', object]:
    show('bad ' + type(bad).__name__, lambda: D(bad))
show('ctx arg', lambda: D('1.23456', Context(prec=3)))
show('ctx bad', lambda: D('1', 5))
show('ctx bad2', lambda: D('xyz', context=Context(traps=[])))
show('dec', lambda: D(D('1.5')))
x = D('7.25')
print(D(x) is x)
class MyDec(Decimal):
    def __new__(cls, v='0'):
        return super().__new__(cls, v)
    def double(self):
        return self * 2
m = MyDec('1.25')
print(type(m).__name__, m, repr(m), m.double(), type(m.double()).__name__, type(m + 1).__name__, isinstance(m, Decimal))
print(type(MyDec.from_float(0.5)).__name__, MyDec.from_float(0.5))
print(type(Decimal.__new__(MyDec, '3')).__name__)
print(type(-m).__name__, type(abs(m)).__name__, type(m.copy_abs()).__name__)
# as_tuple and str/repr
for s in ['0', '-0', '1.50', '-1.5E+10', '123E-20', 'NaN', '-sNaN12', 'Inf', '-Infinity', 'NaN000', '1E+999999', '0.000001', '0.0000001', '-0E-7', '0E+3']:
    d = D(s)
    print(s, d, repr(d), d.as_tuple(), d.to_eng_string(), d.adjusted(), d.is_signed(), d.is_zero(), d.is_finite())
with decimal.localcontext(capitals=0):
    print(str(D('1E+10')), repr(D('-1E-10')), D('1E+10').to_eng_string(), D('inf'), D('nan'))
print(D('1.5').as_tuple().sign, D('1.5').as_tuple()._fields, type(D('1.5').as_tuple()).__name__)
print(decimal.DecimalTuple(0, (1,), 2))
print(D(decimal.DecimalTuple(0, (1, 5), -1)))
