# float() from strings, ints, floats and bools.
print(float("1.5"), float("-2.25"), float("  3.5  "), float("1e3"), float("1E-3"))
print(float("inf"), float("-inf"), float("nan"), float("-0.0"), float("+0.0"))
print(float("Infinity"), float("-infinity"), float("INF"), float("NaN"))
print(float("0.1"), float(".5"), float("5."), float("007"), float("1_000.5"))
print(float("1e308"), float("1e309"), float("2.5e-310"), float("1e-400"))
print(float("123456789012345678901234567890"), float("0.30000000000000004"))
print(float(3), float(-7), float(0), float(2 ** 53 + 1), float(9223372036854775807))
print(float(2.5), float(-0.0), float(True), float(False))
total = 0.0
for s in ["1.5", "2.25", "-0.75", "1e2", "3"]:
    total += float(s)
print(total)
