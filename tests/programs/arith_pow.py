# Exponentiation: int ** int, negative exponents, floats, zero cases, associativity.
print(2 ** 10, 3 ** 3, (-2) ** 3, (-2) ** 4, -2 ** 2)
print(2 ** 0, 0 ** 0, 0 ** 5, 1 ** 100, (-1) ** 101)
print(2 ** -1, 2 ** -2, 10 ** -2, (-2) ** -3, 4 ** -0.5)
print(2 ** 3 ** 2, (2 ** 3) ** 2)
print(2 ** 62, 3 ** 39, (-2) ** 63, 7 ** 22)
print(2.0 ** 10, 2.5 ** 2, 0.5 ** 3, 10.0 ** -3)
print(2 ** 0.5, 10 ** 0.5, 100 ** 0.5, 8 ** (1 / 3))
print(0.0 ** 0, 0.0 ** 2, 0 ** 0.0, 1.0 ** 1000)
print(10.0 ** 20, 10.0 ** 22, 10.0 ** 23, 2.0 ** 64)
print(2.0 ** -1074, 2.0 ** -1075, 10.0 ** -320)
print(float("inf") ** 0, float("nan") ** 0, 1 ** float("nan"), 1.0 ** float("inf"))
print(float("inf") ** -1, (-float("inf")) ** 3, 0.5 ** float("inf"), 2.0 ** -float("inf"))
print((-8) ** 2, (-8.0) ** 2, (-2.0) ** -2, (-1.5) ** 3)
print(True ** 2, 2 ** True, False ** 0)
acc = 1
for i in range(1, 20):
    acc = 2 ** i - acc
    print(i, acc, i ** -1, (-i) ** 3)
