# math.sqrt in hot loops: floats from arithmetic, from attributes and from
# lists; ints; -0.0, inf and NaN; and negative values, whose ValueError is
# caught inside the loop. Also `from math import sqrt` and a local alias.
import math
from math import sqrt


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def lengths(points):
    total = 0.0
    for p in points:
        total += math.sqrt(p.x * p.x + p.y * p.y)
    return total


def mixed(values):
    out = []
    for v in values:
        try:
            out.append(sqrt(v))
        except ValueError as e:
            out.append(str(e))
        except TypeError as e:
            out.append(type(e).__name__)
    return out


def newton_check(n):
    s = math.sqrt
    worst = 0.0
    for i in range(1, n):
        r = s(i * 1.0)
        worst = max(worst, abs(r * r - i))
    return worst < 1e-9


pts = [P(i * 0.5, 3.0 - i * 0.25) for i in range(200)]
print(round(lengths(pts), 9))
vals = [4.0, 2.0, 0.0, -0.0, 1e308, float("inf"), 9, 10**20, -1.0, -4, True, float("nan"), "x", 0.25]
res = mixed(vals * 30)
print(res[: len(vals)])
print(len(res), sum(1 for r in res if isinstance(r, str)))
print(newton_check(3000))
acc = 0.0
for i in range(500):
    x = (i % 7) - 2.5
    if x >= 0:
        acc += math.sqrt(x)
    else:
        try:
            acc += math.sqrt(x)
        except ValueError:
            acc -= 1
print(round(acc, 9))
print(math.copysign(1.0, math.sqrt(-0.0)))
