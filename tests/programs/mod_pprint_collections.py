try:
    import pprint
except ImportError:
    import pprint
import collections

od = collections.OrderedDict((str(i) * 3, list(range(i))) for i in range(8))
dd = collections.defaultdict(list, {('k' * i): list(range(i)) for i in range(1, 9)})
c = collections.Counter('the quick brown fox jumps over the lazy dog many many times')
cm = collections.ChainMap({'a': list(range(10))}, {'b': 'x' * 50}, {'c': 3})
dq = collections.deque(range(30))
dqm = collections.deque(range(30), maxlen=40)
ud = collections.UserDict({'alpha': list(range(12)), 'beta': 'b' * 40})
ul = collections.UserList([list(range(10)), 'y' * 50])
us = collections.UserString('hello world ' * 10)
P = collections.namedtuple('P', 'x y z')
nt = P(list(range(20)), 'a' * 40, {'q': 1})
for w in (10, 30, 50, 80, 200):
    print('--', w)
    for o in (od, dd, c, cm, dq, dqm, ud, ul, us, nt, [od, dd], {'c': c, 'dq': dqm}):
        pprint.pprint(o, width=w)
        print(pprint.pformat(o, width=w, indent=3))
        print(pprint.pformat(o, width=w, compact=True))
for o in (collections.OrderedDict(), collections.defaultdict(int), collections.Counter(),
          collections.ChainMap(), collections.deque(), collections.deque(maxlen=3),
          collections.UserDict(), collections.UserList(), collections.UserString('')):
    pprint.pprint(o, width=1)
    print(pprint.saferepr(o), pprint.isreadable(o))
pprint.pprint(collections.deque([1, 2], maxlen=2), width=5)
pprint.pprint(collections.defaultdict(None, {1: 2, 3: 4}), width=5)
class MyOD(collections.OrderedDict):
    pass
class MyCounter(collections.Counter):
    pass
pprint.pprint(MyOD(a=list(range(30))), width=30)
pprint.pprint(MyCounter('abcabcabdddddddddeeeeefff'), width=30)
print(pprint.pformat(od, depth=1), pprint.pformat([od], depth=1))
print(pprint.pformat(dd, depth=1, width=20))
