# abs() and int() of one argument in hot loops: floats (signs, -0.0,
# infinities, NaN, values past 64 bits), ints (the most negative 64-bit
# one, whose absolute value is a big int), bools, strings and big ints;
# the errors int() raises are caught inside the loop.


def absolutes(xs):
    out = []
    for x in xs:
        out.append(abs(x))
    return out


def truncations(xs):
    out = []
    for x in xs:
        try:
            out.append(int(x))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


floats = [1.5, -2.25, -0.0, 0.0, float("inf"), float("-inf"), -1e300, 3.0]
ints = [5, -5, 0, -(2**63), 2**63 - 1, -(2**63) + 1, 10**30, -(10**30)]
others = [True, False, -True]
vals = floats + ints + others
res = absolutes(vals * 40)
print(res[: len(vals)])
print(str(abs(float("nan"))), sum(1 for r in res if isinstance(r, float)))
tvals = [2.9999, -2.9999, -0.5, 0.5, 1e18, -1e18, 9.2e18, -9.3e18, 1e19, 2.0**63, -(2.0**63),
         float("nan"), float("inf"), -7, 2**70, True, "12", " -3 "]
tres = truncations(tvals * 30)
print(tres[: len(tvals)])
print(len(tres))
acc = 0
for i in range(2000):
    f = (i - 1000) * 0.37
    acc += int(f) + abs(i - 1000) + int(abs(f))
print(acc)
