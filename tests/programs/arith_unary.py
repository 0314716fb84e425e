# Unary operators - + ~ not on ints, floats, bools and other values.
x = 5
print(-x, +x, ~x, not x)
x = -5
print(-x, +x, ~x, not x)
x = 0
print(-x, +x, ~x, not x)
f = 2.5
print(-f, +f, not f)
f = 0.0
print(-f, +f, not f, -(-f))
print(- -5, -(-(-5)), ~~7, not not 3, --2.5)
print(-True, +True, ~True, ~False, not True, not False)
print(not None, not "", not "a", not [], not [0], not (), not (0,))
y = 9223372036854775807
print(-y, ~y, ~-y)
print(-(3 - 10), -3 ** 2, (-3) ** 2, ~3 + 1, -(~3))
