import random
from collections import Counter

def run(seed, steps):
    rng = random.Random(seed)
    keys = ['a', 'b', 'c', 'd', 'e', 'f', 1, 2, (0,)]
    c = Counter()
    o = Counter()
    out = []
    for step in range(steps):
        op = rng.randrange(30)
        k = rng.choice(keys)
        n = rng.randrange(-4, 6)
        try:
            if op <= 3:
                c[k] += n; r = None
            elif op == 4:
                c[k] -= n; r = None
            elif op == 5:
                c.update(rng.choice(keys) for _ in range(rng.randrange(5))); r = None
            elif op == 6:
                c.update({rng.choice(keys): rng.randrange(-3, 4) for _ in range(3)}); r = None
            elif op == 7:
                c.subtract([rng.choice(keys) for _ in range(3)]); r = None
            elif op == 8:
                c.subtract(Counter({k: n}), a=1); r = None
            elif op == 9:
                del c[k]; r = None
            elif op == 10:
                o[k] = n
                r = (c + o, c - o, c | o, c & o, o + c, o - c, o | c, o & c)
            elif op == 11:
                r = (+c, -c)
            elif op == 12:
                c += o; r = None
            elif op == 13:
                c -= o; r = None
            elif op == 14:
                c |= o; r = None
            elif op == 15:
                c &= o; r = None
            elif op == 16:
                r = (c == o, c != o, c < o, c <= o, c > o, c >= o, o < c, o <= c)
            elif op == 17:
                r = (c.most_common(), c.most_common(rng.randrange(-1, 5)))
            elif op == 18:
                r = list(c.elements())
            elif op == 19:
                r = (c.total(), len(c), c[k], k in c, c.get(k))
            elif op == 20:
                r = c.pop(k, None)
            elif op == 21:
                cc = c.copy()
                cc[k] += 100
                r = (cc == c, type(cc).__name__)
            elif op == 22:
                r = c.setdefault(k, n)
            elif op == 23:
                c.update(a=n, b=1); r = None
            elif op == 24:
                r = (c == dict(c), dict(c) == c, c == Counter(dict(c)), c == +c)
            elif op == 25:
                if rng.random() < 0.2:
                    c.clear()
                r = bool(c)
            elif op == 26:
                r = Counter(rng.choice('abcdef') for _ in range(rng.randrange(8)))
            elif op == 27:
                r = c.popitem() if c else None
            elif op == 28:
                c[k] = n; r = None
            else:
                r = (repr(c), sorted(c.items(), key=repr))
            out.append('%d %d %r -> %r | %r' % (step, op, k, r, c))
        except Exception as e:
            out.append('%d %d %r -> %s: %s | %r' % (step, op, k, type(e).__name__, e, c))
    return out

for seed in range(2):
    print('seed', seed)
    print('\n'.join(run(seed, 400)))
