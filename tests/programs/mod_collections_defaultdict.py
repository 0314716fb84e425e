import copy, json
from collections import defaultdict

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__ + ':', e)

d = defaultdict(int)
for w in 'the quick brown fox jumps over the lazy dog the end'.split():
    d[w] += 1
print(d)
print(type(d).__name__, isinstance(d, dict), issubclass(defaultdict, dict))
print(d['missing'], 'missing' in d, len(d))
print(d.get('nothere'), 'nothere' in d, d.get('nothere', 5))
print(sorted(d.items()), list(d.keys())[:3], list(d.values())[:3])
print(json.dumps(d), json.dumps(d, sort_keys=True))
print(dict.__getitem__(d, 'the'), dict.get(d, 'fox'))
print(d == dict(d), dict(d) == d, d != {}, {} != d)
t('dict.__getitem__ missing', lambda: dict.__getitem__(d, 'zzz'))
print('zzz' in d)

g = defaultdict(list)
for i in range(10):
    g[i % 3].append(i)
print(g, g.default_factory)
s = defaultdict(set)
for a, b in [(1, 2), (1, 3), (2, 1), (1, 2)]:
    s[a].add(b)
print(sorted((k, sorted(v)) for k, v in s.items()))

tree = lambda: defaultdict(tree)
root = tree()
root['a']['b']['c'] = 1
root['a']['x'] = 2
print(json.dumps(root))

n = defaultdict(None, {'a': 1})
print(n, n.default_factory)
t('no factory', lambda: n['b'])
t('no factory tuple key', lambda: n[(1, 2)])
t('no factory empty tuple key', lambda: n[()])
print(defaultdict())
print(defaultdict(int, {'x': 1}, y=2))
print(defaultdict(int, [('p', 1), ('q', 2)]))
print(defaultdict(int, x=5))
t('bad factory', lambda: defaultdict(5))
t('bad factory str', lambda: defaultdict('abc'))
t('too many', lambda: defaultdict(int, {}, {}))
t('bad seq', lambda: defaultdict(int, [1]))
t('bad seq2', lambda: defaultdict(int, [(1, 2, 3)]))
t('not iterable', lambda: defaultdict(int, 5))

d2 = defaultdict(lambda: 'N/A')
d2['x'] = 'y'
print(d2['x'], d2['z'], sorted(d2.items()))
d2.default_factory = None
t('after None', lambda: d2['w'])
d2.default_factory = list
print(d2['w'], d2.default_factory)
d2.default_factory = 3
t('non callable set', lambda: d2['v'])

# __missing__ directly
m = defaultdict(list)
print(m.__missing__('k'), m)
t('missing no factory', lambda: defaultdict().__missing__('q'))

# copy
c = defaultdict(list, {'a': [1]})
c2 = c.copy()
c3 = copy.copy(c)
c4 = copy.deepcopy(c)
c['a'].append(2)
print(c, c2, c3, c4)
print(type(c2).__name__, c2.default_factory, c4.default_factory, c2 is c, c2['a'] is c['a'], c4['a'] is c['a'])
c4['new'].append(9)
print(c4)

# methods
d = defaultdict(int, a=1, b=2, c=3)
print(d.pop('a'), d.pop('zz', 'dflt'), d)
t('pop missing', lambda: d.pop('zz'))
print(d.popitem(), d)
print(d.setdefault('b', 7), d.setdefault('q', 8), d)
d.update({'r': 1}, s=2)
d.update([('t', 3)])
print(d)
del d['r']
t('del missing', lambda: d.__delitem__('nope'))
print(d)
d.clear()
print(d, len(d), bool(d))

# | and |=
a = defaultdict(int, x=1)
b = {'y': 2, 'x': 5}
r1 = a | b
r2 = b | a
print(r1, type(r1).__name__, r1.default_factory)
print(r2, type(r2).__name__, r2.default_factory)
a |= {'z': 3}
print(a, type(a).__name__)
a |= [('w', 4)]
print(a)
t('or int', lambda: type(a | 5).__name__ if False else 0)
print(a | defaultdict(list, k=[1]))

# fromkeys
print(defaultdict.fromkeys('abc'), defaultdict.fromkeys([1, 2], 0))
fk = defaultdict.fromkeys('ab')
t('fromkeys missing', lambda: fk['z'])

# repr
x = defaultdict(list)
x['self'] = x
print(x)
y = defaultdict(int)
y['d'] = {'back': y}
print(y)
print(repr(defaultdict(int)), str(defaultdict(float, {1: 1.5})))
print([defaultdict(int, a=1)], {'k': defaultdict(str)})
def factory():
    return 'f'
print(repr(defaultdict(factory))[:30])

# subclassing
class Tally(defaultdict):
    def __init__(self):
        super().__init__(int)
    def bump(self, k):
        self[k] += 1
        return self[k]
tl = Tally()
print(tl.bump('a'), tl.bump('a'), tl.bump('b'), tl, isinstance(tl, defaultdict))

class Missing(defaultdict):
    def __missing__(self, key):
        return key * 2
mm = Missing(int)
print(mm['ab'], mm, 'ab' in mm)

class Logged(defaultdict):
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)
lg = Logged(list)
lg['a'].append(1)
print(lg)

# equality and hashing
print(defaultdict(int, a=1) == defaultdict(list, a=1), defaultdict(int) == {})
t('hash', lambda: hash(defaultdict(int)) if False else 0)

# iteration order and reversed
o = defaultdict(int)
for k in 'zyxabc':
    o[k] += 1
print(list(o), list(reversed(o)), list(reversed(o.items())))

# nested counting, common idioms
inv = defaultdict(list)
data = [('fruit', 'apple'), ('veg', 'kale'), ('fruit', 'pear')]
for k, v in data:
    inv[k].append(v)
print(dict(inv), sorted(inv), max(inv, key=lambda k: len(inv[k])))
print(sum(defaultdict(int, a=3, b=4).values()))
print('%(a)s %(b)s' % defaultdict(str, a='A'))
print('{a} {b}'.format_map(defaultdict(lambda: '?', a='A')))
print({**defaultdict(int, a=1), 'b': 2})
def kw(**k):
    return k
print(kw(**defaultdict(int, a=1)))
match defaultdict(int, a=1):
    case {'a': v}:
        print('matched', v)
