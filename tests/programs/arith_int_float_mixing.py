# Mixing ints and floats in arithmetic: results are floats, ints stay ints.
print(1 + 2.0, 2.0 + 1, 3 - 0.5, 0.5 - 3)
print(2 * 1.5, 1.5 * 2, 4 * 0.25, 3 * 0.1)
print(7 / 2, 6 / 3, -7 / 2, 1 / 3, 2 / 3, 10 / 4)
print(7 // 2.0, -7 // 2.0, 7 % 2.0, -7 % 2.0)
print(2 ** 0.5, 2.0 ** 2, 4 ** 0.5, 9 ** 0.5)
print(1 + True, 1.5 + True, True / 2, False * 3.5)
print(10 - 10.0, 0 * 1.5, -0 * 1.5, 0 * -1.5)
total = 0
for i in range(10):
    total = total + i * 0.5
print(total)
n = 3
print(n / n, n // n, n * 1.0, n + 0.0, n - 0.0)
print(1e3 + 1, 1e16 + 1, 1e16 + 2, 2 ** 53 + 1.0)
print(9007199254740993 + 0.0, 9007199254740993 * 1.0)
print(123456789 * 0.001, 3 * 1e-5)
