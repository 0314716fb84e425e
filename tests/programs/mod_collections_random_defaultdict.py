import random, copy, re
from collections import defaultdict

def run(seed, steps):
    rng = random.Random(seed)
    keys = ['a', 'b', 'c', 'd', 1, 2, 3, None, (1, 'x')]
    factories = [int, list, None, lambda: 'L']
    d = defaultdict(int)
    out = []
    for step in range(steps):
        op = rng.randrange(22)
        k = rng.choice(keys)
        v = rng.randrange(10)
        try:
            if op <= 3:
                if d.default_factory is int:
                    d[k] += v
                else:
                    d[k] = d[k]
                r = None
            elif op == 4:
                r = d[k]
            elif op == 5:
                r = (d.get(k), k in d, len(d))
            elif op == 6:
                r = d.pop(k, 'dflt')
            elif op == 7:
                r = d.pop(k)
            elif op == 8:
                r = d.popitem()
            elif op == 9:
                r = d.setdefault(k, v)
            elif op == 10:
                d.update({rng.choice(keys): v}, x=v); r = None
            elif op == 11:
                c = d.copy()
                c2 = copy.copy(d)
                c3 = copy.deepcopy(d)
                r = (c == d, c2 == d, c3 == d, type(c).__name__, type(c3).__name__, c.default_factory is d.default_factory, c2.default_factory is d.default_factory)
            elif op == 12:
                other = {rng.choice(keys): v}
                r = (d | other, other | d)
            elif op == 13:
                d |= {rng.choice(keys): v}; r = None
            elif op == 14:
                del d[k]; r = None
            elif op == 15:
                r = (d == dict(d), dict(d) == d, d != {}, sorted(map(repr, d)))
            elif op == 16:
                f = rng.choice(factories)
                d.default_factory = f
                r = None
            elif op == 17:
                if d.default_factory is list:
                    d[k].append(v)
                r = None
            elif op == 18:
                if rng.random() < 0.2:
                    d.clear()
                r = bool(d)
            elif op == 19:
                r = (list(d), list(reversed(d)), list(d.values()))
            elif op == 20:
                r = dict.get(d, k, 'native')
            else:
                r = repr(d)
            out.append(re.sub(' at 0x[0-9a-f]+', '', '%d %d %r -> %r | %r' % (step, op, k, r, d)))
        except Exception as e:
            out.append(re.sub(' at 0x[0-9a-f]+', '', '%d %d %r -> %s: %s | %r' % (step, op, k, type(e).__name__, e, d)))
    return out

for seed in range(2):
    print('seed', seed)
    print('\n'.join(run(seed, 400)))
