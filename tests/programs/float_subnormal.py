# Subnormal and near-overflow doubles.
tiny = 5e-324
print(tiny, tiny * 2, tiny / 2, tiny * 0.5, tiny * 1.5, -tiny)
print(2.5e-310, 2.5e-310 * 2, 2.5e-310 / 1e10, 2.2250738585072014e-308 / 2)
x = 1.0
i = 0
while x > 0.0:
    last = x
    x = x / 2
    i += 1
print(i, last, x)
big = 1.7976931348623157e308
print(big, big * 1.0000000000000002, big + 1e292, big + 1e291, -big * 2)
print(1e-310 * 1e310, 1e-300 * 1e-300, 4.9e-324, 2.4e-324, 2.5e-324)
y = 1e-300
for k in range(12):
    y = y / 1000
    print(y)
