# obj[key] on instances whose class defines __getitem__: the call is made
# as a frame, and tier 2 inlines it. Exits inside the inlined method
# (a type change, an exception raised there and caught by the caller),
# the class changing under the trace, __setitem__ beside it, and a
# traceback out of it.


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


b = Bad()
total = 0
for k in range(200):
    total += b[k % 2]
print(total)
print(b[5])
