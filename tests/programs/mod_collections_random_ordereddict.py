import random
from collections import OrderedDict

def run(seed, steps):
    rng = random.Random(seed)
    keys = ['a', 'b', 'c', 'd', 'e', 1, 2, 3, (1, 2), 2.5]
    od = OrderedDict()
    other = OrderedDict()
    out = []
    for step in range(steps):
        op = rng.randrange(26)
        k = rng.choice(keys)
        v = rng.randrange(-5, 50)
        try:
            if op == 0 or op == 1 or op == 2:
                od[k] = v; r = None
            elif op == 3:
                del od[k]; r = None
            elif op == 4:
                r = od.pop(k)
            elif op == 5:
                r = od.pop(k, 'dflt')
            elif op == 6:
                r = od.popitem(last=rng.random() < 0.5)
            elif op == 7:
                od.move_to_end(k, last=rng.random() < 0.5); r = None
            elif op == 8:
                r = od.setdefault(k, v)
            elif op == 9:
                items = [(rng.choice(keys), rng.randrange(9)) for _ in range(rng.randrange(4))]
                if rng.random() < 0.5:
                    od.update(items)
                else:
                    od.update(dict(items), z=v)
                r = None
            elif op == 10:
                r = (od.get(k), k in od, len(od), bool(od))
            elif op == 11:
                items = list(od.items())
                rng.shuffle(items)
                o2 = OrderedDict(items)
                r = (od == o2, od != o2, od == dict(items), dict(items) == od, od != dict(items))
            elif op == 12:
                c = od.copy()
                c[k] = 'copy'
                r = (c == od, type(c).__name__, list(c)[-1:])
            elif op == 13:
                r = (list(reversed(od)), list(reversed(od.items())), list(reversed(od.values())))
            elif op == 14:
                r = (od.keys(), od.values(), od.items())
            elif op == 15:
                other[k] = v
                r = (od | other, other | od, dict(other) | od, od | dict(other))
            elif op == 16:
                od |= other; r = None
            elif op == 17:
                r = OrderedDict.fromkeys(list(od)[:3], v)
            elif op == 18:
                if rng.random() < 0.1:
                    od.clear()
                r = len(od)
            elif op == 19:
                r = od[k]
            elif op == 20:
                r = (sorted(od.keys() & {'a', 'b', 1}, key=repr), ('a', v) in od.items(), v in od.values(), od.keys() == other.keys())
            elif op == 21:
                r = [x for x in od]
            elif op == 22:
                while len(od) > 6:
                    od.popitem(last=False)
                r = list(od)
            elif op == 23:
                od.move_to_end(k); r = None
            elif op == 24:
                r = od == other, other == od
            else:
                r = (repr(od), str(od.keys()))
            out.append('%d %d %r -> %r | %r' % (step, op, k, r, od))
        except Exception as e:
            out.append('%d %d %r -> %s: %s | %r' % (step, op, k, type(e).__name__, e, od))
    return out

for seed in range(2):
    lines = run(seed, 400)
    print('seed', seed)
    print('\n'.join(lines))
