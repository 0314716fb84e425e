# Methods of builtin types called on subclasses' instances: reversed(),
# fromkeys, unbound comparisons, bound special methods, and % formatting
# with a tuple subclass.
from collections import defaultdict, OrderedDict, Counter


class D(dict):
    def __missing__(self, k):
        return k * 2


class Loud(dict):
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)


class L(list):
    pass


class T(tuple):
    def __repr__(self):
        return 'T<%r, %r>' % self


d = D(a=1, b=2)
print(list(reversed(d)), list(reversed(L([1, 2, 3]))))
print(list(reversed(defaultdict(int, x=1, y=2))), list(reversed(Counter('abca'))))
e = D.fromkeys([1, 2])
print(type(e).__name__, e, e[7])
print(type(Loud.fromkeys('xy', 0)).__name__)
print(type(OrderedDict.fromkeys('abc')).__name__, OrderedDict.fromkeys('ab', 1))
print(dict.__eq__({'a': 1, 'b': 2}, d), {'a': 1, 'b': 2}.__eq__(d), d.__eq__({'a': 1, 'b': 2}))
print(dict.__ne__({'a': 1}, d), list.__eq__([1], L([1])), [1, 2].__add__(L([3])))
print(tuple.__lt__((1, 2), T((1, 3))), (5).__add__(True))
g = d.__getitem__
print(g('a'), g(5), dict.__getitem__(d, 4), d.__contains__('a'), d.__len__())
l = L([1])
print(type(l.__add__([2])).__name__, l.__add__([2]), l.__len__(), l.__contains__(1))
t = T((1, 2))
print(t, repr(t), 'pair %s/%s' % t, '%d+%d' % T((3, 4)))
try:
    '%s' % T((1, 2))
except TypeError as ex:
    print('TypeError:', ex)
