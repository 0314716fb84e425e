# OrderedDict construction/update from every kind of source, for
# OrderedDict and for subclasses that override __setitem__, randomized.
import random
from collections import OrderedDict, Counter, defaultdict, UserDict, ChainMap

class Logged(OrderedDict):
    log = []
    def __setitem__(self, k, v):
        Logged.log.append(k)
        super().__setitem__(k, v)

class Capped(OrderedDict):
    def __setitem__(self, k, v):
        if k in self:
            self.move_to_end(k)
        super().__setitem__(k, v)
        while len(self) > 4:
            self.popitem(last=False)

class KeysObj:
    def __init__(self, pairs):
        self.pairs = pairs
    def keys(self):
        return [k for k, v in self.pairs]
    def __getitem__(self, k):
        for kk, v in reversed(self.pairs):
            if kk == k:
                return v
        raise KeyError(k)

def source(rng):
    pairs = [(rng.choice('abcdefg'), rng.randrange(9)) for _ in range(rng.randrange(6))]
    kind = rng.randrange(12)
    if kind == 0: return 'list', pairs
    if kind == 1: return 'tuple', tuple(pairs)
    if kind == 2: return 'dict', dict(pairs)
    if kind == 3: return 'gen', (p for p in pairs)
    if kind == 4: return 'od', OrderedDict(pairs)
    if kind == 5: return 'counter', Counter(dict(pairs))
    if kind == 6: return 'dd', defaultdict(int, pairs)
    if kind == 7: return 'userdict', UserDict(pairs)
    if kind == 8: return 'keysobj', KeysObj(pairs)
    if kind == 9: return 'chainmap', ChainMap(dict(pairs[:2]), dict(pairs[2:]))
    if kind == 10:
        bad = list(pairs) + [rng.choice([5, (), (1,), (1, 2, 3), 'xyz', 'k', [7, 8], None])]
        rng.shuffle(bad)
        return 'bad', bad
    return 'strs', [rng.choice(['ab', 'cd', 'ef']) for _ in range(3)]

rng = random.Random(2024)
for step in range(600):
    cls = rng.choice([OrderedDict, Logged, Capped])
    name, src = source(rng)
    kw = {rng.choice('xyz'): 0 for _ in range(rng.randrange(2))}
    op = rng.randrange(6)
    Logged.log = []
    try:
        if op == 0:
            o = cls(src, **kw)
        elif op == 1:
            o = cls(p=1, a=2)
            o.update(src, **kw)
        elif op == 2:
            o = cls(q=1)
            o |= src
        elif op == 3:
            o = cls(r=1) | (dict(src) if not isinstance(src, dict) else src)
        elif op == 4:
            o = (dict(src) if type(src) is not dict else src) | cls(s=1)  # (core bug: OrderedDict | subclass calls __ror__ first)
        else:
            o = cls.fromkeys(src if not isinstance(src, dict) else list(src), 'v').copy()
        print(step, cls.__name__, name, op, repr(o), type(o).__name__, Logged.log)
    except Exception as e:
        print(step, cls.__name__, name, op, type(e).__name__, e, Logged.log)
