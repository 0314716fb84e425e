from _decimal_util import *
import random
D = Decimal
def t(v, spec):
    try:
        print(repr(v), repr(spec), repr(format(D(v), spec)))
    except Exception as e:
        print(repr(v), repr(spec), type(e).__name__, str(e))
vals = ['1.50', '1.5', '123456', '1.2E+2', '0', '-0', '0E+5', '0.000', '1E-7', '0.00001234', 'NaN', '-sNaN12',
        '-Infinity', 'inf', '1234567.891', '-0.0001', '5E+3', '99.995', '-1234.5', '9.999999', '1E+30', '-1.23456789E-20']
specs = ['', 'g', 'G', '.3g', '.0g', 'e', 'E', '.2e', '.0e', 'f', 'F', '.2f', '.0f', '%', '.1%', 'n', '.3n', ',', ',.2f',
         '_', '>15', '<15', '^15', '=+15', '015,.2f', 'z.1f', '+', ' ', '#.0f', '#g', '#', 'x', '*^20,.3e', '010', '.30',
         '.3', ',g', '_e', '08.3%', '020_.1f', '>010', '<010', '=010', 'zz', 'z+', '+z0', '0z', ' z010.2f',
         '\x00<10', '\x00^10', 'z010,.2f', '+z.2e', 'z.3g', 'z%', 'z.0%', '-z.1', 'z', 'z,', '0,', '012,', '012,.3',
         '2,', '+012,.1%', '\x00', '\x00\x00', 'a', 'aa', 'a<', '<', '>', '=', '^', '-', '+', '0', '.0', '0.0f',
         '9999999999999999999999', '.9999999999999999999999', 'E<', 'zE', 'NN', 'N', 'n', '+n', '12n', '.3%',
         '.3F', 'F', '<<10', '==10', '0>10', '00', 'ff', '.', ',,', '10.2.f', 'c', 'd', 'b', '10\n',
         '\u00e9^10', '\U0001F600^10', ',n', '_n', '.2,n', '30,.10f', '025,.4e', '025,G', '-^30,.5%', ' 20,']
for v in vals:
    for spec in specs:
        t(v, spec)
for r in [ROUND_DOWN, ROUND_UP, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, ROUND_HALF_DOWN]:
    with decimal.localcontext(rounding=r):
        print(r, format(D('1.25'), '.1f'), format(D('-1.25'), '.2g'), format(D('1.25'), '.1e'),
              format(D('-2.5'), '.0f'), format(D('0.0015'), '.2%'), format(D('1.05'), '.2'))
print(format(D('1.5'), '.50f'))
print(format(D('1.5'), '.50e'))
with decimal.localcontext(prec=3):
    print(format(D('123456.5'), '.2f'), format(D(1) / 3, '.10f'))
with decimal.localcontext(capitals=0):
    print(format(D('1.5E+10'), ''), str(D('1.5E+10')), format(D('inf'), 'E'), format(D('1.5E+10'), 'G'))
print(format(D('1.5'), ''))
print(D('1.5').__format__('>5'))
try:
    print(D('1.5').__format__(5))
except Exception as e:
    print(type(e).__name__, e)
print('{:,.2f} {:>10} {!r} {}'.format(D('1234.5'), D('3.14'), D('2'), D('-0.0')))
print(f"{D('12345.678'):_<20,.2f}|{D('-3'):+08.2f}|{D('1e-10'):.3}")
random.seed(4242)
digits = '0123456789'
for i in range(400):
    v = ''.join(random.choice(digits) for _ in range(random.randint(1, 12)))
    v = random.choice(['', '-']) + v + random.choice(['', 'E' + str(random.randint(-15, 15))])
    if random.random() < 0.3:
        v = v.replace('E', '.5E') if 'E' in v else v[:1] + '.' + v[1:] if len(v) > 1 else v
    spec = ''
    if random.random() < 0.3:
        spec += random.choice(['', '*', '0', 'x']) + random.choice('<>=^')
    if random.random() < 0.4:
        spec += random.choice('+- ')
    if random.random() < 0.2:
        spec += 'z'
    if random.random() < 0.3 and not ('<' in spec or '>' in spec or '=' in spec or '^' in spec):
        spec += '0'
    if random.random() < 0.5:
        spec += str(random.randint(1, 30))
    if random.random() < 0.3:
        spec += ','
    if random.random() < 0.6:
        spec += '.' + str(random.randint(0, 12))
    spec += random.choice(['', 'e', 'E', 'f', 'F', 'g', 'G', '%', 'n'])
    t(v, spec)
