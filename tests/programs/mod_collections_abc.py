# collections.abc: the ABCs, their mixins, the builtins registered to
# them, and typing's aliases answering isinstance() through them.
from collections.abc import *

class M(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

m = M(a=1, b=2, c=3)
print(len(m), list(m), m['a'])
print('a' in m, 'z' in m, m.get('a'), m.get('z'), m.get('z', 9))
print(type(m.keys()).__name__, type(m.items()).__name__, type(m.values()).__name__)
print(list(m.keys()), list(m.items()), list(m.values()))
print(len(m.keys()), len(m.items()), len(m.values()))
print('a' in m.keys(), ('a', 1) in m.items(), ('a', 2) in m.items(), ('z', 1) in m.items(), 3 in m.values(), 4 in m.values())
print(m == {'a': 1, 'b': 2, 'c': 3}, m != {'a': 1, 'b': 2, 'c': 3}, m == {'a': 1}, m != {'a': 1})
print({'a': 1, 'b': 2, 'c': 3} == m, m == M(a=1, b=2, c=3), m == [1], m != [1])
print(m.__eq__([1]))
print(M.__hash__, Mapping.__reversed__)
try:
    hash(m)
except TypeError as e:
    print('TypeError', e)
print(isinstance(m, Mapping), isinstance(m, MutableMapping), isinstance(m, Collection), isinstance(m, Reversible), isinstance(m, Hashable))
print(sorted(Mapping.__abstractmethods__), sorted(M.__abstractmethods__))
# views
kv = m.keys()
print(kv == {'a', 'b', 'c'}, kv & {'a', 'z'}, sorted(kv | {'z'}), sorted(kv - {'a'}), sorted(kv ^ {'a', 'z'}))
print(type(kv & {'a'}).__name__, type(kv | {'a'}).__name__, type(kv - {'a'}).__name__, type(kv ^ {'a'}).__name__)
print({'a'} & kv, sorted({'a', 'q'} - kv), sorted(['q', 'a'] | kv))
print(kv <= {'a', 'b', 'c', 'd'}, kv < {'a', 'b', 'c'}, kv >= {'a'}, kv > {'a', 'b', 'c'}, kv.isdisjoint(['x']), kv.isdisjoint(['a']))
iv = m.items()
print(sorted(iv & {('a', 1), ('b', 9)}), sorted(iv - {('a', 1)}))
print(repr(kv).startswith('KeysView(<'), repr(iv).startswith('ItemsView('), repr(m.values()).startswith('ValuesView('))
print(repr(KeysView({'x': 1})), repr(ItemsView({'x': 1})), repr(ValuesView({'x': 1})), repr(MappingView([1, 2])))
print(list(KeysView({'x': 1, 'y': 2})), list(ItemsView({'x': 1})), list(ValuesView({'x': 1})))
print(len(MappingView({1: 2})))
try:
    MappingView({}).__dict__
except AttributeError as e:
    print('AttributeError', e)
try:
    kv.foo = 1
except AttributeError as e:
    print('AttributeError', e)
# dict views are the ABC views
d = {'a': 1}
print(isinstance(d.keys(), KeysView), isinstance(d.keys(), Set), isinstance(d.items(), ItemsView), isinstance(d.values(), ValuesView), isinstance(d.values(), Set), isinstance(d.keys(), MappingView))
print(m.keys() == d.keys() | {'b', 'c'})

# match
def what(x):
    match x:
        case {'a': 1, **rest}:
            return 'mapping a=1 rest=%r' % (sorted(rest.items()),)
        case {'b': v}:
            return 'mapping b=%r' % v
        case [first, *others]:
            return 'sequence %r %r' % (first, others)
        case _:
            return 'other'
print(what(m), what(M(b=5)), what(M()), what({'a': 1, 'q': 2}))

class Empty(Mapping):
    pass
try:
    Empty()
except TypeError as e:
    print('TypeError', e)

class Half(Mapping):
    def __getitem__(self, k): raise KeyError(k)
try:
    Half()
except TypeError as e:
    print('TypeError', e)

# __reversed__ None blocks Reversible; the error from reversed()
print(issubclass(M, Reversible))
