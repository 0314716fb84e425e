# inf and nan arithmetic, signed zeros, and conversions.
inf = float("inf")
ninf = float("-inf")
nan = float("nan")
print(inf + 1, inf - inf, inf * 0, inf * -1, inf / inf, 1 / inf, -1 / inf)
print(ninf + inf, ninf * ninf, inf + inf, 0 * ninf, -nan, abs(ninf), abs(-nan))
print(nan + 1, nan * 0, nan - nan, nan == nan, nan < 0, nan > 0)
print(1e308 * 10, -1e308 * 10, 1e308 + 1e308, 1e-320 / 1e10)
print(0.0 * -1, -0.0 + 0.0, -0.0 - 0.0, -0.0 * -0.0, 0.0 / -5, -0.0 / 5)
print(abs(-0.0), -(-0.0), 0.0 - 0.0, -(0.0 - 0.0))
print(max(inf, 1e308), min(ninf, -1e308), max(1, nan), max(nan, 1), min(nan, 1), min(1, nan))
print(str(inf), str(nan), str(ninf), bool(nan), bool(inf), bool(-0.0))
print(float("inf") == float("Infinity"), float("-INF"), float("+inf"), float("nAn"))
print([inf, ninf, nan], (nan,))
x = 1.0
n = 0
while x != inf:
    x = x * 2
    n += 1
print(n, x, x - x)
y = 1.0
m = 0
while y > 0:
    y = y / 2
    m += 1
print(m, y)
