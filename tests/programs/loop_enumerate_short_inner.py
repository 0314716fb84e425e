# `for i, x in enumerate(...)` (the pair is never made) and short loops
# inside called functions (a trace runs through them): counts that vary,
# an enumerate that starts near the largest machine int, one over a
# generator, a list that grows while enumerated, early breaks.
def nearest(p, centres):
    best = 0
    best_d = 1e300
    for i, (cx, cy) in enumerate(centres):
        d = (p - cx) * (p - cx) + cy
        if d < best_d:
            best_d = d
            best = i
    return best, best_d


def first_over(xs, limit):
    for i, x in enumerate(xs):
        if x > limit:
            return i
    return -1


def weighted(k):
    t = 0
    for j in range(k):
        t += j * k
    return t


def gen(n):
    for i in range(n):
        yield i * 3


def main():
    centres = [(1.5, 0.25), (4.0, 0.5), (9.0, 0.0), (2.5, 1.0)]
    hits = [0] * len(centres)
    total = 0.0
    for n in range(400):
        c, d = nearest(n % 11, centres)
        hits[c] += 1
        total += d
        if n == 300:
            centres.append((6.0, 0.125))
            hits.append(0)
    print("nearest", hits, round(total, 6))

    rows = [[(i * 7 + j) % 13 for j in range(i % 6)] for i in range(300)]
    found = 0
    for r in rows:
        found += first_over(r, 8)
    print("first_over", found)

    t = 0
    for n in range(500):
        t += weighted(n % 9)
    print("weighted", t)

    big = 0
    for i, x in enumerate([5, 6, 7], 9223372036854775806):
        big += i + x
    print("big start", big)

    g = 0
    for i, x in enumerate(gen(200)):
        g += i * x
    print("generator", g)

    grow = [1, 2, 3]
    seen = 0
    for i, x in enumerate(grow):
        seen += i * x
        if len(grow) < 60:
            grow.append(x + i)
    print("growing", seen, len(grow))

    pairs = 0
    for k in range(200):
        for i, (a, b) in enumerate(zip(range(k % 5), range(10, 20))):
            pairs += i * a + b
    print("zip pairs", pairs)

    odd = 0
    for k in range(100):
        for i, t3 in enumerate([(1, 2, 3), (4, 5, 6)]):
            a, b, c = t3
            odd += i + a * b - c
    print("triples", odd)


    class Absy:
        def __abs__(self):
            return 7

    class Empty:
        def __len__(self):
            return 0

    got = []
    for i, a in enumerate(map(abs, [Absy(), -2, Absy()])):
        got.append(i * a)
    for i, a in enumerate(filter(None, [Empty(), 3, Empty(), 5])):
        got.append((i, a))
    print("guest code", got)


main()
