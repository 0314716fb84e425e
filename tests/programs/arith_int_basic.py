# Basic int arithmetic: + - * with signs, precedence, parentheses.
a = 17
b = -5
print(a + b, a - b, a * b, b * b)
print(-a + b, -(a + b), a - -b, +a)
print(1 + 2 * 3, (1 + 2) * 3, 10 - 4 - 3, 10 - (4 - 3))
print(2 * 3 + 4 * 5 - 6, 0 * -1, -0, 0 - 0)
x = 0
x = x + 1
x = x * 10
x = x - 25
print(x)
print(1000000 * 1000000, -1000000 * 1000000)
print(123456789 * 987654321)
print(3037000499 * 3037000499)
big = 9223372036854775807
print(big, big - 1, -big, -big - 1)
print(big // 2 + big // 2 + 1)
