import copy
from collections import Counter, OrderedDict, defaultdict

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__ + ':', e)

# keyword names that are also parameter names
t('c self', lambda: Counter(self=1, iterable=2))
t('dd kw', lambda: defaultdict(default_factory=int))
t('od kw', lambda: OrderedDict(self=1, other=2, last=3))
t('od update kw', lambda: OrderedDict().update(self=1, other=2) or 'ok')
t('dd update', lambda: defaultdict(int, self=1))

# unhashable keys
t('dd unhashable', lambda: defaultdict(int)[[1]])
t('c unhashable', lambda: Counter()[[1]])
t('c update unhashable', lambda: Counter().update([[1]]))
cc = Counter('ab')
t('c update partial', lambda: cc.update(['a', 'c', [2], 'z']))
print(cc)
cc2 = Counter()
t('c update partial empty', lambda: cc2.update(['a', 'c', {}, 'z']))
print(cc2)
t('od unhashable', lambda: OrderedDict([([1], 2)]))
t('in unhashable', lambda: [1] in Counter())

# generators that look at the Counter being updated
c = Counter()
c.update(w for w in 'aaaaabbb' if c[w] < 2)
print(c)
c2 = Counter('xy')
c2.update(w for w in 'xxxyyz' if c2[w] < 3)
print(c2)
def gen():
    yield 'a'
    raise ValueError('boom')
c3 = Counter('q')
t('gen raises', lambda: c3.update(gen()))
print(c3)
t('ctor gen raises', lambda: Counter(gen()))
c4 = Counter({'a': 0.1})
c4.update('aaaaaaaaaa')
print(c4, Counter({'a': 0.1}) + Counter(), Counter({'x': True}) + Counter(x=True))
c5 = Counter({'s': 'str'})
t('str count update', lambda: c5.update('ss'))
print(c5)
c6 = Counter(a=1)
c6.update(c6.keys())
c6.update(list(c6.values()))
c6.update(range(3))
c6.update(b'ab')
c6.update(frozenset([7]))
print(c6)
c7 = Counter(a=1, b=2)
c7.update(iter('ab'))
c7.update(map(str.upper, 'ab'))
print(c7)

# deep copies with cycles
od = OrderedDict(a=1)
od['me'] = od
od2 = copy.deepcopy(od)
print(od2, od2['me'] is od2, od2 is not od)
dd = defaultdict(list)
dd['me'].append(dd)
dd2 = copy.deepcopy(dd)
print(dd2, dd2['me'][0] is dd2, dd2.default_factory)
ct = Counter(a=2)
ct2 = copy.deepcopy(ct)
print(ct2, ct2 is not ct)

# factories
class Node:
    count = 0
    def __init__(self):
        Node.count += 1
        self.n = Node.count
    def __repr__(self):
        return 'Node%d' % self.n
nd = defaultdict(Node)
print(nd['a'], nd['b'], nd['a'], nd)
print(defaultdict(dict)['x'], defaultdict(tuple), defaultdict(str)['q'] == '')
nest = defaultdict(lambda: defaultdict(int))
nest['a']['b'] += 1
nest['a']['c'] += 2
nest['z']['b'] -= 1
print({k: dict(v) for k, v in nest.items()})
print(sorted((k, sorted(v.items())) for k, v in nest.items()))
def raiser():
    raise RuntimeError('no default')
t('factory raises', lambda: defaultdict(raiser)['k'])
ddr = defaultdict(raiser)
t('factory raises 2', lambda: ddr['k'])
print(repr(ddr)[:30], len(ddr))
print(defaultdict(int).get('x'), len(defaultdict(int)), defaultdict(list).setdefault('a', [1]))

# get / in / setdefault never call the factory
calls = []
def fac():
    calls.append(1)
    return 0
dfac = defaultdict(fac)
dfac.get('a'); 'a' in dfac; dfac.setdefault('b', 5); dfac.pop('c', None); dfac.keys()
print(calls, dict(dfac))
dfac['x']
print(calls, dict(dfac))

# repr of default_factory variants
print(defaultdict(None), defaultdict(int), defaultdict(list, {1: [2]}), defaultdict(defaultdict))
class F:
    def __call__(self):
        return 1
    def __repr__(self):
        return 'F()'
print(defaultdict(F(), a=1))
class RecF:
    def __call__(self):
        return 0
    def __repr__(self):
        return 'RecF<%r>' % (self.owner,)
rf = RecF()
drf = defaultdict(rf)
rf.owner = drf
print(drf)

# Counter with zero and negative counts
cz = Counter(a=0, b=-1, c=2)
print(cz, +cz, -cz, cz.most_common(), list(cz.elements()), cz.total(), len(cz))
cz['a'] += 0
print(cz, 'a' in cz)
cz += Counter()
print(cz)

# OrderedDict move_to_end on single element and ends
o1 = OrderedDict(a=1)
o1.move_to_end('a'); o1.move_to_end('a', last=False)
print(o1)
o3 = OrderedDict.fromkeys('abc')
o3.move_to_end('a', last=False)
o3.move_to_end('c')
print(list(o3))
o3.move_to_end('c', last=False)
o3.move_to_end('a')
print(list(o3), o3)
t('move_to_end unhashable', lambda: o3.move_to_end([1]))
t('popitem kw', lambda: OrderedDict(a=1, b=2).popitem(last=0))
big = OrderedDict((i, i * i) for i in range(1000))
for i in range(0, 1000, 3):
    big.move_to_end(i, last=False)
for i in range(0, 1000, 7):
    big.move_to_end(i)
print(list(big)[:12], list(big)[-5:], len(big), sum(big.values()))
while len(big) > 10:
    big.popitem(last=len(big) % 2 == 0)
print(big)
