# Native recursion over guest-controlled depth raises RecursionError (or
# CPython's TypeError) instead of overflowing the native stack; walks over
# shared iterators and huge-int formatting stay fast.
import sys
def t(name, f):
    try:
        r = f()
        print(name, 'ok', str(r)[:60])
    except RecursionError as e:
        print(name, 'RecursionError', e)
    except Exception as e:
        print(name, type(e).__name__, str(e)[:80])

def deep_dicts(n):
    a = {}; b = {}
    for i in range(n):
        a = {1: a}; b = {1: b}
    return a, b
a, b = deep_dicts(20000)
t('dict==', lambda: a == b)
t('dict in', lambda: a in [b])
a2, b2 = deep_dicts(500)
t('dict== 500', lambda: a2 == b2)
c = {}; c[1] = c; d = {}; d[1] = d
t('cyclic dicts', lambda: c == d)
def deep_fs(n):
    a = frozenset(); b = frozenset()
    for i in range(n):
        a = frozenset([a]); b = frozenset([b])
    return a, b
a, b = deep_fs(10000)
t('frozenset==', lambda: a == b)
t('frozenset<=', lambda: a <= b)
t('frozenset in set', lambda: a in {b})
e = ValueError()
for i in range(10**5):
    e = ValueError(e)
t('str(nested exc)', lambda: str(e))
e2 = ValueError('x')
for i in range(50):
    e2 = KeyError(ValueError(e2))
t('str(shallow)', lambda: str(e2))
tt = ValueError
for i in range(10**5):
    tt = (tt,)
def catch():
    try:
        raise KeyError(1)
    except tt:
        return 'caught'
t('except nested', catch)
def catch2():
    try:
        raise KeyError(1)
    except ((ValueError, (KeyError,)),):
        return 'caught'
t('except nested small', catch2)
def catch3():
    try:
        raise KeyError(1)
    except (ValueError, KeyError):
        return 'caught'
t('except flat', catch3)
z = iter([])
for i in range(40):
    z = zip(z, z)
t('zip chain', lambda: list(z))
en = enumerate(zip(iter([1]), iter([2])))
t('enumerate zip', lambda: list(en))
n = 1 << 2**20
for spec in ['d', ',', '_', '']:
    t('format ' + spec, lambda: len(format(n, spec)))
t('percent d', lambda: len('%d' % n))
t('fstring', lambda: len(f'{n}'))
sys.set_int_max_str_digits(0)
m = 10**5000
t('format after limit 0', lambda: len(format(m, ',')))
t('percent after limit 0', lambda: len('%d' % m))
t('str after limit 0', lambda: len(str(m)))
