from collections import OrderedDict, Counter, defaultdict
class D(dict): pass
class M:
    def __getitem__(self, k): return k.upper()
print('%(a)s' % D(a=1), '%(a)s-%(b)d' % OrderedDict(a='x', b=2), '%(zz)s' % M())
print('%(a)s %(a)r' % {'a': 'q'}, b'%(k)s' % {b'k': b'v'})
print('%(missing)d' % defaultdict(int))
try:
    '%(a)s' % [1]
except TypeError as e:
    print(e)
try:
    '%(a)s' % {'b': 1}
except KeyError as e:
    print('KeyError', e)
try:
    '%(a)s' % (1,)
except TypeError as e:
    print(e)
print('%s' % [1, 2], '%s' % D(a=1), '%d%%' % 5)
d = {'name': 'x', 'n': 3, 'f': 2.5}
s = 0
for i in range(20000):
    s += len('%(name)s=%(n)d/%(f).2f' % d)
print(s)
print(repr("%c" % True), repr("%c" % 65))
try:
    "%c" % 2**70
except OverflowError as e:
    print(e)
