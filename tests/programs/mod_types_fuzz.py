# Random operations on a dict seen through a MappingProxyType and on
# SimpleNamespaces; results and errors are printed.
import types
import random

rng = random.Random(77)
keys = ['a', 'b', 'c', 1, 2, (1, 2), None, 'long key']
for case in range(300):
    d = {}
    for _ in range(rng.randint(0, 5)):
        d[rng.choice(keys)] = rng.randint(0, 9)
    mp = types.MappingProxyType(d)
    out = []
    for _ in range(8):
        op = rng.randint(0, 12)
        k = rng.choice(keys)
        try:
            if op == 0:
                out.append(mp[k])
            elif op == 1:
                out.append(mp.get(k, 'dflt'))
            elif op == 2:
                out.append(k in mp)
            elif op == 3:
                out.append(len(mp))
            elif op == 4:
                out.append(list(mp.items()))
            elif op == 5:
                d[k] = rng.randint(0, 9)
                out.append(repr(mp))
            elif op == 6:
                out.append(mp | {k: 'new'})
            elif op == 7:
                out.append({k: 'new'} | mp)
            elif op == 8:
                out.append(mp == dict(d))
            elif op == 9:
                out.append(sorted(map(repr, mp)))
            elif op == 10:
                out.append(list(reversed(mp)))
            elif op == 11:
                mp[k] = 1
            else:
                out.append(mp.copy() == d)
        except Exception as e:
            out.append('%s: %s' % (type(e).__name__, e))
    print(case, out)

names = ['x', 'y', 'z', 'w']
for case in range(200):
    kw = {n: rng.randint(0, 3) for n in rng.sample(names, rng.randint(0, 4))}
    ns = types.SimpleNamespace(**kw)
    other = types.SimpleNamespace(**dict(kw))
    out = [repr(ns), ns == other]
    for _ in range(5):
        n = rng.choice(names)
        op = rng.randint(0, 4)
        try:
            if op == 0:
                setattr(ns, n, rng.randint(0, 3))
                out.append(repr(ns))
            elif op == 1:
                delattr(ns, n)
                out.append(repr(ns))
            elif op == 2:
                out.append(getattr(ns, n))
            elif op == 3:
                out.append((ns == other, ns != other))
            else:
                out.append(sorted(vars(ns).items()))
        except Exception as e:
            out.append('%s: %s' % (type(e).__name__, e))
    print(case, out)
