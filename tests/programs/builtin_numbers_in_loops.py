# The builtins on numbers called from hot loops (abs, min, max, int,
# float, round, math.sqrt and friends): the answers and the exceptions of
# the interpreter, also when an argument's type changes under the trace
# or the builtin raises partway.
import math

acc = 0.0
ints = 0
for i in range(3000):
    x = (i % 17) - 8.5
    acc += abs(x) + math.sqrt(i) + max(x, 0.0) - min(x, 1.0)
    ints += abs(i - 1500) + int(x * 3) + round(x) + max(i % 7, 3, i % 5)
    acc += float(i % 11) + round(x, 1) + math.floor(x) + math.hypot(x, 1.0)
print(round(acc, 6), ints)

# A value that is an int, then a float, then a bool, then a big int.
vals = [3, -2.5, True, 2**70, -7, 0.0, -0.0, float("inf")]
out = []
for i in range(2400):
    v = vals[(i // 300) % len(vals)]
    out.append((abs(v), max(v, 1), min(v, -1), int(v) if v == v and abs(v) != float("inf") else 0))
print(out[0], out[300], out[600], out[900], out[1200], out[1500], out[1800], out[2100])

# Raising partway: math.sqrt of a negative, int() of an infinity.
total = 0.0
try:
    for i in range(3000):
        total += math.sqrt(2000 - i)
except ValueError as e:
    print(i, round(total, 6), e)
try:
    for i in range(3000):
        y = 1e308 * (10.0 if i == 2500 else 1.0)
        total += int(y) % 7
except OverflowError as e:
    print(i, e)
try:
    for i in range(3000):
        total += min(i, 5 if i < 2900 else "5")
except TypeError as e:
    print(i, e)
print(max(1, 2.0), min(2.0, 2), abs(-0.0), round(2.5), round(-0.5), round(7.25, 1))
