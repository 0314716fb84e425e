# collections.abc Set and MutableSet mixins.
from collections.abc import *

class LS(Set):
    def __init__(self, it=()):
        self._items = []
        for x in it:
            if x not in self._items:
                self._items.append(x)
    def __contains__(self, x):
        return x in self._items
    def __iter__(self):
        return iter(self._items)
    def __len__(self):
        return len(self._items)
    def __repr__(self):
        return 'LS(%r)' % (self._items,)

a = LS([1, 2, 3])
b = LS([3, 4])
print(a & b, a | b, a - b, b - a, a ^ b)
print(a & [3, 1], a | [9], a - [1], a ^ [1, 7])
print([3, 1] & a, [9] | a, [1, 5] - a, [1, 7] ^ a)
print({2, 5} & a, {2, 5} | a, {2, 5} - a, {2, 5} ^ a)
print(a & {2, 5}, a | {2, 5}, a - {2, 5}, a ^ {2, 5})
print(type(a & b).__name__, type({1} & a).__name__, type(a | {1}).__name__)
print(a == LS([3, 2, 1]), a != LS([3, 2, 1]), a == {1, 2, 3}, {1, 2, 3} == a, a == frozenset({1, 2, 3}), a == [1, 2, 3])
print(a <= {1, 2, 3}, a < {1, 2, 3}, a < {1, 2, 3, 4}, a >= {1}, a > {1}, a > a, a >= a)
print({1, 2, 3} <= a, {1} < a, {1, 2, 3, 4} > a, frozenset() <= a)
for op in ['__lt__', '__le__', '__gt__', '__ge__', '__eq__', '__and__', '__or__', '__sub__', '__rsub__', '__xor__', '__rxor__']:
    print(op, getattr(a, op)(5), end='; ')
print()
try:
    a < [1]
except TypeError as e:
    print('TypeError', e)
try:
    a & 5
except TypeError as e:
    print('TypeError', e)
try:
    5 - a
except TypeError as e:
    print('TypeError', e)
print(a.isdisjoint([4, 5]), a.isdisjoint(LS([1])), a.isdisjoint(x for x in [9]))
try:
    hash(a)
except TypeError as e:
    print('TypeError', e)
print(LS.__hash__)
class HLS(LS):
    __hash__ = Set._hash
for items in [[], [1], [1, 2, 3], ['a', 'b'], [(1, 2), None and 1, 3.5, -1], list(range(100))]:
    h = HLS(items)
    print(hash(h) == hash(frozenset(items)), end=' ')
print()
print(HLS([1, 2]) in {HLS([2, 1])}, isinstance(HLS(), Hashable), isinstance(a, Hashable))
print(sorted(Set.__abstractmethods__), sorted(MutableSet.__abstractmethods__))

class MSet(MutableSet):
    def __init__(self, it=()):
        self._d = {}
        for x in it:
            self._d[x] = None
    def __contains__(self, x): return x in self._d
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def add(self, x): self._d[x] = None
    def discard(self, x): self._d.pop(x, None)
    def __repr__(self): return 'MSet(%r)' % (list(self._d),)

s = MSet([1, 2, 3])
s.add(4); s.discard(10); s.remove(1); print(s)
try:
    s.remove(10)
except KeyError as e:
    print('KeyError', repr(e))
print(s.pop(), s)
r = s
s |= [7, 8]; print(s, s is r)
s &= {3, 4, 7, 99}; print(s, s is r)
s ^= [4, 5]; print(s)
s ^= MSet([3]); print(s)
s -= [7]; print(s, s is r)
s ^= s; print(s)
s |= [1, 2]; s -= s; print(s)
s.clear(); print(s)
try:
    s.pop()
except KeyError as e:
    print('KeyError', repr(e), e.__suppress_context__)
t = MSet('abc')
t.clear(); print(t)
print(isinstance(t, MutableSet), isinstance(set(), MutableSet), isinstance(frozenset(), MutableSet), isinstance(frozenset(), Set))
print(MSet([1, 2]) | MSet([3]), MSet([1, 2]) ^ [2, 3], type(MSet() - set()).__name__)

class NoDiscard(MutableSet):
    def __contains__(self, x): return False
    def __iter__(self): return iter(())
    def __len__(self): return 0
    def add(self, x): pass
try:
    NoDiscard()
except TypeError as e:
    print('TypeError', e)

class Ctor(Set):
    # a class whose constructor doesn't take an iterable: override _from_iterable
    def __init__(self, *elems): self._e = list(elems)
    def __contains__(self, x): return x in self._e
    def __iter__(self): return iter(self._e)
    def __len__(self): return len(self._e)
    @classmethod
    def _from_iterable(cls, it): return cls(*it)
    def __repr__(self): return 'Ctor%r' % (tuple(self._e),)
print(Ctor(1, 2) | Ctor(3), Ctor(1, 2) & {2})
