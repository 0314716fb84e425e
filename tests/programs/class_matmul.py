"""The @ operator: __matmul__, __rmatmul__ and __imatmul__ of a class, the
in-place form falling back to the plain one, and CPython's TypeError for
every builtin type (small and big ints, floats, strings, lists)."""

class M:
    def __init__(self, rows):
        self.rows = rows
    def __matmul__(self, o):
        if not isinstance(o, M):
            return NotImplemented
        cols = list(zip(*o.rows))
        return M([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __rmatmul__(self, k):
        return M([[k * x for x in r] for r in self.rows])
    def __repr__(self):
        return f"M({self.rows})"

class V:
    def __init__(self, xs):
        self.xs = xs
    def __imatmul__(self, o):
        self.xs = [a * b for a, b in zip(self.xs, o.xs)]
        return self

a = M([[1, 2], [3, 4]])
print(a @ a, 2 @ a)
v = V([1, 2, 3])
w = v
v @= V([4, 5, 6])
print(v.xs, v is w)
m = a
m @= a
print(m, a)
for x, y in [(1, 2), (1.5, 2), ("a", "b"), ([1], [2]), (a, 3)]:
    try:
        print(x @ y)
    except TypeError as e:
        print("TypeError:", e)
try:
    t = 3
    t @= 4
except TypeError as e:
    print("TypeError:", e)

try:
    print((2**70) @ 3)
except TypeError as e:
    print("TypeError:", e)
