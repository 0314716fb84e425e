# obj[key] and obj[key] = v on instances whose class defines __getitem__
# and __setitem__: the calls are made as frames, and tier 2 inlines them.
# Exits inside the inlined methods (a type change, an int overflow, an
# exception raised there and caught by the caller), the class changing
# under the trace, a __setitem__ whose value is dropped, one too small to
# reorder its arguments in place, and a traceback out of each.


class Table:
    def __init__(self, xs):
        self.xs = xs

    def __getitem__(self, i):
        if i < 0:
            raise KeyError(i)
        return self.xs[i % len(self.xs)]


class Grid:
    def __init__(self, n):
        self.n = n
        self.cells = [0] * (n * n)

    def __getitem__(self, ij):
        i, j = ij
        return self.cells[i * self.n + j]

    def __setitem__(self, ij, v):
        i, j = ij
        self.cells[i * self.n + j] = v


class Scaled(Table):
    def __getitem__(self, i, scale=3):
        return super().__getitem__(i) * scale


def sum_table(t, n):
    s = 0
    for i in range(n):
        s += t[i]
    return s


def caught(t, n):
    misses = 0
    s = 0
    for i in range(n):
        try:
            s += t[i if i % 7 else -i - 1]
        except KeyError as e:
            misses += 1
            last = e.args[0]
    return s, misses, last


t = Table([1, 2, 3, 4, 5])
print(sum_table(t, 1000))
# An int table becomes a float one: the inlined method meets other types.
t.xs = [0.5, 1.5]
print(sum_table(t, 1000))
print(caught(Table(list(range(10))), 500))
# A subclass with a default argument and super() inside.
print(sum_table(Scaled([1, 2]), 300))
# The method replaced on the class: traces that inlined it are dropped.
Table.__getitem__ = lambda self, i: -1
print(sum_table(t, 100))

g = Grid(20)
for r in range(5):
    for i in range(20):
        for j in range(20):
            g[i, j] = g[i, j] + i * j + r
print(sum(g.cells), g[19, 19])


class Bad:
    def __getitem__(self, i):
        return [1, 2][i]


class Counts:
    def __init__(self):
        self.d = {}

    def __setitem__(self, k, v):
        if v < 0:
            raise ValueError("negative count for %r" % (k,))
        self.d[k] = self.d.get(k, 0) + v
        return "ignored"

    def __getitem__(self, k):
        return self.d.get(k, 0)


class Sink:
    def __setitem__(self, k, v):
        pass


c = Counts()
errors = 0
for i in range(600):
    try:
        # An int that grows past 64 bits, then a float, then a refusal.
        c[i % 3] = (1 << (i // 10)) if i < 400 else (0.5 if i < 590 else -1)
    except ValueError as e:
        errors += 1
        msg = str(e)
print(c[0] % 1000003, c[1] % 1000003, c[2] > 0, errors, msg)
s = Sink()
for i in range(300):
    s[i] = i
print(len(c.d))


def nested(g, n):
    # An exit inside __setitem__ inside a function inlined into the loop.
    for i in range(n):
        g[i % 20, i % 7] = g[i % 20, i % 7] + (0.5 if i > n - 5 else 1)
    return g[0, 0]


print(nested(Grid(20), 1000))

b = Bad()
total = 0
for k in range(200):
    total += b[k % 2]
print(total)
c[1] = -5
