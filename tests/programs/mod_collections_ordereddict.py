import copy, json
from collections import OrderedDict, defaultdict, Counter

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__ + ':', e)

od = OrderedDict()
print(od, repr(od), isinstance(od, dict), type(od).__name__)
od['b'] = 2; od['a'] = 1; od['c'] = 3
print(od, list(od), len(od), 'a' in od, od['a'], od.get('x'))
print(json.dumps(od), dict(od), str(od))
od.move_to_end('b')
print(od)
od.move_to_end('b', last=False)
print(od)
od.move_to_end('c', False)
print(od)
od.move_to_end(key='a')
print(od)
od.move_to_end('a')
od.move_to_end('c', last=False)
print(od)
t('move missing', lambda: od.move_to_end('zz'))
t('move missing first', lambda: od.move_to_end('zz', last=False))
print(od.popitem(), od)
print(od.popitem(last=False), od)
print(od.popitem(False), od)
t('popitem empty', lambda: od.popitem())
t('popitem empty first', lambda: od.popitem(last=False))

o1 = OrderedDict([('a', 1), ('b', 2)])
o2 = OrderedDict([('b', 2), ('a', 1)])
print(o1 == o2, o1 != o2, o1 == dict(o2), dict(o2) == o1, o1 != dict(o2), dict(o2) != o1)
print(o1 == OrderedDict(a=1, b=2), o1 != OrderedDict(a=1, b=2), o1 == 5, o1 != 5, o1 == [])
print(o1 == defaultdict(int, b=2, a=1), defaultdict(int, b=2, a=1) == o1, o1 == Counter(b=2, a=1))
t('hash', lambda: hash(o1) if False else 0)

print(list(reversed(o1)), list(reversed(o1.keys())), list(reversed(o1.values())), list(reversed(o1.items())))
print(o1.keys(), o1.values(), o1.items(), OrderedDict().keys())
print(len(o1.keys()), 'a' in o1.keys(), 1 in o1.values(), ('a', 1) in o1.items(), ('a', 2) in o1.items(), ('z', 1) in o1.items())
print(list(o1.keys()), list(o1.values()), list(o1.items()))
print(sorted(o1.keys() & {'a', 'z'}), sorted(o1.keys() | {'z'}), sorted(o1.keys() - {'a'}), sorted(o1.keys() ^ {'a', 'z'}))
print(sorted({'a', 'z'} & o1.keys()), sorted({'z'} | o1.keys()), sorted({'a', 'z'} - o1.keys()), sorted({'a', 'z'} ^ o1.keys()))
print(sorted(o1.keys() & ['a']), sorted(o1.items() & {('a', 1)}), o1.keys().isdisjoint(['q']), o1.keys().isdisjoint('a'))
print(o1.keys() == o2.keys(), o1.keys() == {'a', 'b'}, o1.keys() == ['a', 'b'], o1.items() == o2.items(), o1.keys() != {'a'})
print(o1.keys() <= {'a', 'b', 'c'}, o1.keys() < {'a', 'b'}, o1.keys() >= {'a'}, o1.keys() > {'a', 'b'}, o1.keys() == {'a': 0, 'b': 0}.keys())
print(o1.values() == o1.values(), o1.keys() == o1.keys())
ks = o1.keys(); vs = o1.values(); its = o1.items()
o1['c'] = 3
print(ks, vs, its)
del o1['c']

# setdefault, pop, update, copy, fromkeys
o = OrderedDict(x=1)
print(o.setdefault('x', 5), o.setdefault('y', 6), o.setdefault('z'), o)
print(o.pop('y'), o.pop('q', 'd'), o)
t('pop missing', lambda: o.pop('q'))
o.update({'b': 1}, a=2)
o.update([('c', 3)])
o.update(OrderedDict([('d', 4)]))
o.update(x=10)
print(o)
t('update 2 args', lambda: o.update(1, 2))
t('update int', lambda: o.update(5))
t('update bad pair', lambda: o.update([1]))
t('update triple', lambda: o.update([(1, 2, 3)]))
t('update single', lambda: o.update([(1,)]))
t('init 2 args', lambda: OrderedDict(1, 2))
t('init int', lambda: OrderedDict(5))
t('init bad pair', lambda: OrderedDict([('a', 1), 1]))
t('init str pairs', lambda: OrderedDict(['ab', 'cd']))
t('init gen pairs', lambda: OrderedDict((k, len(k)) for k in ['xx', 'y']))
t('init dict', lambda: OrderedDict({'b': 1, 'a': 2}))
t('init kw', lambda: OrderedDict(b=1, a=2))
t('init both', lambda: OrderedDict([('b', 1)], a=2, b=3))
t('init od', lambda: OrderedDict(OrderedDict([('z', 0), ('a', 1)])))
class KeysOnly:
    def keys(self):
        return ['k1', 'k2']
    def __getitem__(self, k):
        return k.upper()
class ItemsOnly:
    def items(self):
        return [('i1', 1)]
t('init keys obj', lambda: OrderedDict(KeysOnly()))
t('update items obj', lambda: OrderedDict(ItemsOnly()))
c = OrderedDict(a=[1], b=2)
c2 = c.copy(); c3 = copy.copy(c); c4 = copy.deepcopy(c)
c['a'].append(2)
c.move_to_end('a')
print(c, c2, c3, c4, type(c2).__name__, type(c3).__name__, type(c4).__name__)
print(OrderedDict.fromkeys('cab'), OrderedDict.fromkeys([3, 1], 0))

# | and |=
a = OrderedDict(a=1, b=2)
print(a | {'c': 3, 'a': 0}, {'c': 3, 'a': 0} | a, type({'c': 3} | a).__name__, a | OrderedDict(z=1))
a |= {'z': 26}
a |= [('y', 25)]
print(a)
t('ior int', lambda: a.__ior__(5))

# recursive repr
r = OrderedDict()
r['self'] = r
print(r, repr(r.values())[:40], r.items())
rr = OrderedDict(a=[])
rr['a'].append(rr)
print(rr)

# subclass: LRU cache that moves keys on write and read
class LRU(OrderedDict):
    def __init__(self, maxsize, *args, **kwds):
        self.maxsize = maxsize
        super().__init__(*args, **kwds)
    def __getitem__(self, key):
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value
    def __setitem__(self, key, value):
        if key in self:
            self.move_to_end(key)
        super().__setitem__(key, value)
        if len(self) > self.maxsize:
            oldest = next(iter(self))
            del self[oldest]
lru = LRU(3, [('a', 1), ('b', 2)], c=3)
print(lru, lru.maxsize)
lru['d'] = 4
print(lru)
print(lru['b'], lru)
lru.update({'e': 5, 'c': 33})
print(lru)
lru2 = LRU(2)
for i in range(6):
    lru2[i % 4] = i
print(lru2, list(lru2.items()), lru2.keys())
print(lru2.copy() if False else '')

class Named(OrderedDict):
    pass
n = Named(a=1)
print(n, n.copy(), type(n.copy()).__name__, Named(), n | {'b': 2}, type({'b': 2} | n).__name__)
print(Named.fromkeys('ab'), type(Named.fromkeys('ab')).__name__)

class Sorted(OrderedDict):
    def __setitem__(self, k, v):
        print('set', k)
        super().__setitem__(k, v)
s = Sorted({'b': 1, 'a': 2})
s.update(c=3)
s |= {'d': 4}
print(s)

# deletion and reinsertion order
o = OrderedDict.fromkeys('abcde')
del o['b']
o['b'] = 1
print(list(o))
for k in list(o):
    if k in 'ac':
        del o[k]
print(o, o.popitem(last=False), o)
o.clear()
print(o, bool(o))
e = OrderedDict()
e.move_to_end if False else None
print(OrderedDict(a=1).__dict__, vars(OrderedDict()))
match OrderedDict(k='v'):
    case {'k': v}:
        print('matched', v)
print(sorted(OrderedDict(b=1, a=2)), max(OrderedDict(b=1, a=2)), {**OrderedDict(b=1, a=2)})
