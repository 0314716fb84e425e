# str() of every value type and int/float/bool round trips.
print(str(42), str(-7), str(0), str(9223372036854775807))
print(str(1.0), str(-0.0), str(0.1), str(1e16), str(1e-5), str(2.5))
print(str(True), str(False), str(None), str("text"), str(""))
print(str([1, "a", 2.0, None, True]), str((1,)), str(()), str([[], [()]]))
print(str(3) + str(4), str(3 + 4), len(str(123456)), str(int("12")) == "12")
print(int(str(-55)) + 1, float(str(0.1)) == 0.1, str(float("1e3")))
print(bool("False"), bool(str(0)), str(bool(0)), bool(str(False)))
x = 17
out = str(x) + " is " + ("odd" if x % 2 else "even")
print(out)
acc = ""
for v in [1, 2.5, None, True, "s", [1], (2,)]:
    acc = acc + str(v) + ";"
print(acc)
