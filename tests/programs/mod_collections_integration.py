import json, copy, pprint
import collections
import collections.abc as cabc
from collections import Counter, OrderedDict, defaultdict, ChainMap, UserDict, deque, namedtuple

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__ + ':', e)

objs = [Counter('hello world'), OrderedDict(b=1, a=[1, 2]), defaultdict(list, x=[1], y=[])]
for o in objs:
    print(type(o).__name__, isinstance(o, dict), isinstance(o, cabc.Mapping), isinstance(o, cabc.MutableMapping),
          issubclass(type(o), cabc.MutableMapping), isinstance(o, cabc.Hashable), isinstance(o, cabc.Iterable),
          isinstance(o.keys(), cabc.KeysView), isinstance(o.values(), cabc.ValuesView), isinstance(o.items(), cabc.ItemsView),
          isinstance(o.keys(), cabc.Set))
    print(json.dumps(o), json.dumps({'nested': o}, indent=1, sort_keys=True))
    print(copy.copy(o) == o, copy.deepcopy(o) == o, type(copy.deepcopy(o)).__name__)
    pprint.pprint(o)
    pprint.pprint(o, width=10)
    print(pprint.pformat({'k': o}, width=30))

big = Counter({'word%02d' % i: i * 7 % 13 for i in range(30)})
pprint.pprint(big)
pprint.pprint(OrderedDict(('key%d' % i, list(range(i))) for i in range(8)))
dd = defaultdict(list)
for i in range(12):
    dd['group%d' % (i % 4)].append(i * 1000)
pprint.pprint(dd)
pprint.pprint([Counter(a=1), defaultdict(int), OrderedDict()])

# ChainMap over the dict subclasses
cm = ChainMap(Counter(a=1), defaultdict(int, b=2), OrderedDict(c=3))
print(cm['a'], cm['b'], cm['c'], sorted(cm), len(cm), cm)
t('cm missing', lambda: cm['zz'])
print(cm == {'a': 1, 'b': 2, 'c': 3}, cm | Counter(z=1), dict(cm.items()) == dict(a=1, b=2, c=3))
cm2 = ChainMap(defaultdict(int))
print(cm2['q'] if 'q' in cm2 else 'no q', cm2)
print(ChainMap(OrderedDict(a=1)) == ChainMap(Counter(a=1)), ChainMap({'a': 1}) == OrderedDict(a=1))

# UserDict with the subclasses
ud = UserDict(Counter(a=2))
ud.update(OrderedDict(b=1))
print(ud, ud == Counter(a=2, b=1), ud | defaultdict(int, c=3), Counter(ud))
print(Counter(UserDict(x=3)), OrderedDict(UserDict(y=1)), defaultdict(int, UserDict(z=1)))

# dict API entry points on the subclasses
c = Counter('aab')
print(dict.keys(c), dict.values(c), dict.items(c), dict.get(c, 'a'), dict.copy(c), dict.__len__(c), dict.__contains__(c, 'b'))
dict.__setitem__(c, 'z', 9)
dict.update(c, {'y': 1})
print(c, dict.__repr__(c), dict.pop(c, 'z'), c)
print({**c}, dict(c), list(c), [*c], sorted(c, key=c.get), max(c, key=c.get))
print(set(Counter('abc')) == set('abc'), frozenset(OrderedDict.fromkeys('ab')) == frozenset('ab'))
print(str.format('{a}-{b}', **Counter(a=1, b=2)), '%(a)s' % OrderedDict(a='od'), '{0[x]}'.format(defaultdict(int)))
print(list(zip(OrderedDict(a=1, b=2), Counter('xy'))), dict(zip(Counter('ab'), defaultdict(int, q=1))))
print(sorted([OrderedDict(a=2), OrderedDict(a=1)], key=lambda o: o['a']))
print(any(Counter()), all(Counter(a=0)), sum(Counter(a=1, b=2).values()), min(OrderedDict(b=1, a=2)))
print(type(Counter.__missing__).__name__, callable(defaultdict), defaultdict.__name__, Counter.__name__, OrderedDict.__name__)
print(Counter.__doc__ is not None, defaultdict.__doc__ is not None, OrderedDict.__doc__ is not None)
print([k for k in ('most_common', 'elements', 'total', 'subtract') if k not in dir(Counter)])
print([k for k in ('move_to_end', 'popitem') if k not in dir(OrderedDict)])
print(hasattr(defaultdict(), 'default_factory'))

# typing aliases
import typing
def f(x: typing.Counter[str], y: typing.DefaultDict[str, int], z: typing.OrderedDict[str, int]) -> None:
    pass
print(isinstance(Counter(), typing.Counter) if False else '', isinstance(Counter(), typing.Mapping), isinstance(OrderedDict(), typing.MutableMapping))

# namedtuple and deque still work together
P = namedtuple('P', 'x y')
pc = Counter([P(1, 2), P(1, 2), P(0, 0)])
print(pc, pc.most_common(1))
dq = deque(OrderedDict(a=1, b=2))
print(dq, deque(Counter('aab').elements()))
print(json.dumps(OrderedDict(p=P(1, 2))), json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))

# str/bytes/int keys
print(Counter(b'abca'), Counter([1, 2, 2, 3.0, 3]), OrderedDict([(b'k', 1), (2, 'v')]))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: defaultdict(int, d)))
