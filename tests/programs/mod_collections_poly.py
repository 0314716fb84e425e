# One hot code site seeing dict, Counter, defaultdict and OrderedDict in
# turn (tier 2 guards on the type it recorded).
import random
from collections import Counter, defaultdict, OrderedDict

rng = random.Random(7)
keys = list(range(12)) + ['a', 'b', (1, 2)]

def bump(d, k):
    d[k] += 1
    return d[k]

def read(d, k):
    try:
        return d[k]
    except KeyError:
        return 'KeyError'

def has(d, k):
    return k in d, d.get(k, -1), len(d)

def setdel(d, k, v):
    d[k] = v
    if v % 3 == 0:
        del d[k]
    return len(d)

class Sub(dict):
    def __missing__(self, k):
        return 100

makers = [dict, Counter, lambda: defaultdict(int), OrderedDict, Sub, lambda: defaultdict(lambda: 5)]
objs = [m() for m in makers]
for o in objs:
    for k in keys[:5]:
        o[k] = 1
log = []
for step in range(3000):
    i = rng.randrange(len(objs)) if step > 1500 else (step // 250) % len(objs)
    o = objs[i]
    k = rng.choice(keys)
    op = rng.randrange(4)
    if op == 0:
        try:
            r = bump(o, k)
        except KeyError as e:
            r = 'KeyError %r' % (e.args,)
    elif op == 1:
        r = read(o, k)
    elif op == 2:
        r = has(o, k)
    else:
        r = setdel(o, k, rng.randrange(10))
    log.append((step, i, op, r))
print(len(log))
for entry in log[::37]:
    print(entry)
for o in objs:
    print(type(o).__name__, sorted(o.items(), key=repr))
