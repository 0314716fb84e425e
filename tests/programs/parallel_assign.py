# Tuple assignment without a tuple: swaps and rotations of two or three
# values, into names, subscripts and attributes, evaluated as Python does
# (every value first, then the targets left to right).

log = []


def note(tag, v):
    log.append(tag)
    return v


class Box:
    def __init__(self):
        self.a = 1
        self.b = 2


def rotate(xs):
    xs[0], xs[1], xs[2] = xs[1], xs[2], xs[0]
    return xs


def reverse(xs):
    lo, hi = 0, len(xs) - 1
    while lo < hi:
        xs[lo], xs[hi] = xs[hi], xs[lo]
        lo, hi = lo + 1, hi - 1
    return xs


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


x, y = 1, 2
x, y = y, x
print(x, y)
p, q, r = "p", "q", "r"
p, q, r = r, p, q
print(p, q, r)
[m, n] = n2 = 5, 6
print(m, n, n2)
b = Box()
b.a, b.b = b.b, b.a
print(b.a, b.b)
d = {}
d[note("k1", "one")], d[note("k2", "two")] = note("v1", 1), note("v2", 2)
print(d, log)
print(rotate([1, 2, 3]), reverse(list(range(9))))
print(fib(90))
total = 0
for i in range(2000):
    u, v = i, i * 2
    u, v = v, u
    total += u - v
print(total)
try:
    e, f = 1, 2, 3
except ValueError as exc:
    print("ValueError:", exc)
try:
    g, h = undefined_name, 1
except NameError as exc:
    print("NameError:", exc)
