# min and max of two numbers in hot loops: floats computed in the loop
# (NaN on either side, 0.0 against -0.0 in both orders), ints computed in
# the loop, constants on either side, and mixed or big ones.
import math


def clamp_all(xs):
    out = []
    for x in xs:
        y = x * 1.5
        out.append(min(max(0.0, y), 10.0))
    return out


def zeros(n):
    signs = []
    for i in range(n):
        z = -0.0 * (i + 1)
        p = 0.0 * (i + 1)
        signs.append((math.copysign(1, max(p, z)), math.copysign(1, max(z, p)),
                      math.copysign(1, min(p, z)), math.copysign(1, min(z, p))))
    return signs[-1], len(signs)


def nans(n):
    nan = float("nan")
    got = []
    for i in range(n):
        a = nan + i
        b = i * 1.0
        got.append((max(a, b), max(b, a), min(a, b), min(b, a)))
    return [tuple(str(v) for v in g) for g in got[-2:]]


def ints(n):
    lo, hi, acc = 10**6, -(10**6), 0
    for i in range(n):
        v = (i * 7919) % 1000 - 500
        lo = min(lo, v)
        hi = max(v, hi)
        acc += max(v, 0) - min(v, 0) + max(3, i % 5) + min(i % 5, 3)
    return lo, hi, acc


def mixed(n):
    acc = []
    for i in range(n):
        acc.append(max(i, 2.5))
        acc.append(min(10**20 + i, 10**20 + 3))
        acc.append(max(True, i % 2))
    return acc[-6:], sum(1 for a in acc if isinstance(a, float))


print(clamp_all([i * 0.37 - 3.0 for i in range(60)])[::7])
print(zeros(100))
print(nans(100))
print(ints(3000))
print(mixed(300))
