try:
    import pprint
except ImportError:
    import pprint
import sys
import collections
from dataclasses import dataclass, field

@dataclass
class Rec:
    child: object = None
    name: str = 'node'

r = Rec()
r.child = r
pprint.pprint(r, width=5)
pprint.pprint([r, r], width=5)
print(pprint.saferepr(r), pprint.isreadable(r), pprint.isrecursive(r))

class Multi:
    def __repr__(self):
        return 'line one\nline two'
pprint.pprint([Multi(), Multi()], width=10)
pprint.pprint({('a' * 30, 'b' * 30): {'c' * 40: 1}}, width=40)
pprint.pprint({'key ' * 20: 'value ' * 20}, width=50)
pprint.pprint({10**20: 10**30, -5: [10**15]}, width=30, underscore_numbers=True)
pprint.pprint([collections.deque(['word ' * 10, 'x'], maxlen=2)], width=30)
class MyDeque(collections.deque):
    pass
pprint.pprint(MyDeque(range(25)), width=30)
class MyDD(collections.defaultdict):
    pass
pprint.pprint(MyDD(int, {i: 'v' * i for i in range(8)}), width=30)
cm = collections.ChainMap({'x': list(range(20))}, collections.OrderedDict(y='z' * 50))
pprint.pprint(cm, width=40)
pprint.pprint(collections.Counter({'a': 3, 'b': 3, 'c': 1, 'dd': 10 ** 12}), width=20, underscore_numbers=True)
pprint.pprint({'s': {frozenset({1, 2}): 'fs', 'k': {3: {4}}}}, width=15)
pprint.pprint([[1, 2, [3, 4, [5, 6]]]] * 3, width=15, compact=True)
pprint.pprint([(i, str(i) * i) for i in range(12)], width=40, compact=True)
pprint.pprint([b'x' * 30, bytearray(b'y' * 30)], width=20, compact=True)
pprint.pprint(['a' * 30, 'b' * 30], width=20, compact=True)
pprint.pprint(list(range(50)), indent=4, width=40, compact=True)
pprint.pprint({'a': list(range(50))}, indent=4, width=40, compact=True)
pprint.pprint((list(range(30)),), width=20)
pprint.pprint([{}] * 3 + [set(), frozenset(), (), [], '', b''], width=5)
pprint.pprint([True, False, None, 1.5, -0.0, float('inf'), float('nan')], width=10)
pprint.pprint(range(100), width=5)
pprint.pprint(pprint, width=5) if False else None
pprint.pprint(len, width=5)
pprint.pprint(sys.maxsize, underscore_numbers=True)
pprint.pprint({'x': 1}, stream=sys.stderr)
pp = pprint.PrettyPrinter(stream=None)
pp.pprint(['stdout'])
pprint.pprint('x' * 100, depth=1)
pprint.pprint(['x' * 100], depth=1)
pprint.pprint({'a': {'b': {'c': 'd' * 100}}}, depth=2, width=20)
print(pprint.pformat({'b': 1, 'a': [3, {'d': 4, 'c': 5}]}, sort_dicts=False, width=10))
print(repr(pprint.pformat('')), repr(pprint.pformat([])), repr(pprint.pformat({}, width=1)))
pprint.pprint(object, width=5)
pprint.pprint([type, int, str], width=5)
print(pprint.isreadable(int), pprint.isreadable(float('inf')), pprint.isreadable(float('nan')), pprint.isreadable(range(3)))
print(pprint.saferepr({3: 'x', 1: [2, 1], 2: (1,)}), pprint.saferepr(collections.OrderedDict(b=1, a=2)))
print(pprint.saferepr(('x' * 200,))[:20])
