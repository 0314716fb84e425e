# int() truncates floats toward zero; int() of strings and bools.
print(int(3.9), int(-3.9), int(0.5), int(-0.5), int(-0.0), int(1e18), int(-1e18))
print(int(2.5), int(3.5), int(-2.5), int(1e15 + 0.5), int(123456789.987))
print(int(9.223372036854775e18), int(4.5e18), int(-9.223372036854775e18))
print(int("42"), int("-17"), int("  8 "), int("+3"), int("007"), int("0"), int("-0"))
print(int("9223372036854775807"), int("-9223372036854775808"), int("1_000"))
print(int(True), int(False), int(7), int(-7))
print(str(int("12") + int("30")), int(float("2.75")), int(str(99)))
total = 0
x = 0.0
for i in range(400):
    x += 0.37
    total += int(x)
print(total, x)
