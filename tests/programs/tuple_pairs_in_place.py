"""Pairs and single items keep their items in the tuple's own heap entry,
longer tuples in a block: unpacking, indexing (negative too), slicing,
comparing, hashing, iterating and rebuilding tuples of every length from
0 to 4 in hot loops, tuples of tuples, and a collection while they live;
comparisons of tuples whose leading ints decide and of those they leave
open (equal leading items, bools, big ints, floats, other types)."""

import gc


def build(n):
    out = []
    for i in range(n):
        k = i % 5
        if k == 0:
            out.append(())
        elif k == 1:
            out.append((i,))
        elif k == 2:
            out.append((i, -i))
        elif k == 3:
            out.append((i, str(i), i * 0.5))
        else:
            out.append((i, (i, i + 1), [i], None))
    return out


def summarize(ts):
    total = 0
    lens = [0] * 5
    for t in ts:
        lens[len(t)] += 1
        if len(t) == 2:
            a, b = t
            total += a - b + t[-1] + t[0]
        elif len(t) == 1:
            total += t[0] + t[-1]
        elif t:
            total += t[0] + len(t[1:]) + len(t[:1])
    return total, lens


def pairs_sorted(n):
    ps = [((i * 7919) % 101, i) for i in range(n)]
    ps.sort()
    best = min(ps)
    worst = max(ps)
    return ps[:3], ps[-3:], best, worst, (3, 4) in ps, (100, 99) in ps


def nested(n):
    chain = ()
    for i in range(n):
        chain = (i, chain)
    depth = 0
    s = 0
    while chain:
        i, chain = chain
        s += i
        depth += 1
    return depth, s


def orders(ts):
    out = []
    for a in ts:
        row = 0
        for b in ts:
            try:
                row = row * 3 + (a < b) + (a <= b) * 2 + (a == b) * 4
                row = row * 5 + (a != b) + (a > b) * 3 + (a >= b) * 7
            except TypeError:
                row += 11
        out.append(row % 999983)
    return out


keys = [(1, 2), (1, 3), (2, 0), (1, 2, 0), (1,), (0, 9), (-5, 7), (1, 2),
        (True, 2), (1, 2.5), (2**70, 1), (-(2**70), 1), (1, "a"), (1, "b"),
        ("x", 1), (1, 2, -1), (3, 3, 3), ()]
print(orders(keys))
heap_like = []
for i in range(400):
    item = ((i * 37) % 23, i % 5, i)
    heap_like.append((item[0], item[1]))
print(sorted(heap_like)[:4], max(heap_like), heap_like.count((3, 1)))
ts = build(1000)
print(summarize(ts))
print(ts[:6])
gc.collect()
print(summarize(ts))
print(pairs_sorted(500))
print(nested(3000))
seen = {}
for i in range(2000):
    key = (i % 7, i % 3)
    seen[key] = seen.get(key, 0) + 1
print(sorted(seen.items())[:5], len(seen))
print(hash((1, 2)) == hash((1, 2)), (1,) == (1,), () == (), (1, 2) < (1, 3), (2,) > (1, 9))
swapped = [(b, a) for a, b in zip(range(5), "abcde")]
print(swapped, tuple(reversed(swapped[0])), swapped[1] * 2, swapped[2] + (None,))
try:
    a, b = (1, 2, 3)
except ValueError as e:
    print("ValueError:", e)
try:
    print((1, 2)[2])
except IndexError as e:
    print("IndexError:", e)
