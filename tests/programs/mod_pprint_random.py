try:
    import pprint
except ImportError:
    import pprint
import random
import collections
from dataclasses import dataclass, field

@dataclass
class DC:
    a: object
    b: object = None
    c: object = field(default=0, repr=False)

WORDS = ['a', 'lorem', 'ipsum', 'x' * 15, 'dolor\n', ' ', '  sit', 'amet,', '\t', 'é', '中文', "it's", '"q"', '\\']

def rstr(r):
    n = r.randrange(0, 25)
    return ''.join(r.choice(WORDS) + r.choice(['', ' ', ' ', '  ']) for _ in range(n))

def leaf(r):
    k = r.randrange(12)
    if k == 0: return r.randrange(-1000, 1000)
    if k == 1: return r.randrange(-10**20, 10**20)
    if k == 2: return r.random() * 1000
    if k == 3: return rstr(r)
    if k == 4: return bytes(r.randrange(256) for _ in range(r.randrange(0, 30)))
    if k == 5: return bytearray(bytes(r.randrange(256) for _ in range(r.randrange(0, 20))))
    if k == 6: return None
    if k == 7: return r.random() < 0.5
    if k == 8: return r.choice(WORDS)
    if k == 9: return r.randrange(10**6)
    if k == 10: return ''
    return r.randrange(5)

def key(r, mode):
    if mode == 0: return r.randrange(100)
    if mode == 1: return rstr(r)[:12]
    return r.choice([r.randrange(50), r.choice(WORDS), None, (1, 2)]) if mode == 2 else r.random()

def build(r, depth):
    if depth <= 0 or r.random() < 0.25:
        return leaf(r)
    k = r.randrange(14)
    n = r.randrange(0, 7)
    if k < 3: return [build(r, depth - 1) for _ in range(n)]
    if k < 5: return tuple(build(r, depth - 1) for _ in range(r.choice([n, 1])))
    if k < 8:
        mode = r.randrange(4)
        return {key(r, mode): build(r, depth - 1) for _ in range(n)}
    if k == 8:
        return set(r.randrange(1000) for _ in range(n)) if r.random() < 0.5 else frozenset(rstr(r)[:8] for _ in range(n))
    if k == 9:
        return collections.OrderedDict((rstr(r)[:6], build(r, depth - 1)) for _ in range(n))
    if k == 10:
        return collections.deque((build(r, depth - 1) for _ in range(n)), maxlen=r.choice([None, 10]))
    if k == 11:
        return collections.Counter({rstr(r)[:6]: r.randrange(-3, 9) for _ in range(n)})
    if k == 12:
        return collections.defaultdict(r.choice([list, int, None]), {r.randrange(100): build(r, depth - 1) for _ in range(n)})
    return DC(build(r, depth - 1), build(r, depth - 1))

r = random.Random(12345)
for case in range(60):
    obj = build(r, r.randrange(1, 6))
    width = r.choice([1, 5, 10, 20, 30, 40, 50, 60, 80, 80, 100, 150])
    indent = r.choice([0, 1, 1, 1, 2, 4])
    depth = r.choice([None, None, None, 1, 2, 3])
    compact = r.random() < 0.3
    sd = r.random() < 0.8
    un = r.random() < 0.2
    print('# case', case, width, indent, depth, compact, sd, un)
    print(pprint.pformat(obj, width=width, indent=indent, depth=depth, compact=compact, sort_dicts=sd, underscore_numbers=un))
    if case % 5 == 0:
        print(pprint.saferepr(obj))
        print(pprint.isreadable(obj), pprint.isrecursive(obj))
