# min() and max() of plain numbers: the first item no later one beats,
# NaN and signed zeros included, ints and floats kept apart, and the same
# answers inside a hot loop as outside it.
nan = float("nan")
print(max(0.0, nan), max(nan, 0.0), min(nan, 1.0), min(1.0, nan), max(1.0, nan, 2.0))
print(max(-0.0, 0.0), max(0.0, -0.0), min(-0.0, 0.0), min(0.0, -0.0))
print(max(3, 7, 5), min(3, 7, 2), max(2, 2.5), min(True, 0), max(1, True), max(1.0, 1))
print(max(5, 5.0), min(5.0, 5), max(2**70, 3), min(-2**70, 3.0))

values = [0.5, -1.25, nan, 3.0, -0.0, 0.0, 2.5]
lo = hi = 0.0
clipped = []
for i in range(3000):
    x = values[i % len(values)] * (i % 5)
    hi = max(hi, x)
    lo = min(lo, x)
    clipped.append(min(max(x, -1.0), 1.0))
    if i % 700 == 0:
        print(i, lo, hi, clipped[-1])
print(lo, hi, len(clipped), sum(c for c in clipped if c == c))
best = 0
for i in range(2000):
    best = max(best, (i * 7919) % 1009, i % 13)
print(best, min(3, 1, 2), max(-5, -7))
