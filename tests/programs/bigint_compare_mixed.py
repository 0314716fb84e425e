# Comparisons of big ints with ints, floats (incl. inf, 1e300, non-integral) and bools.
big = 10**300
bigger = 10**310
inf = float('inf')
vals = [2**53, 2**53 + 1, 2**63, -(2**63), big, -big, bigger, True, False, 1]
flts = [9007199254740992.0, 9007199254740993.0, 1e300, -1e300, inf, -inf, 9.223372036854776e18, 0.5, 1.0, 2.0**64]
for a in vals:
    row = []
    for f in flts:
        row.append(str(a < f) + str(a == f) + str(a > f))
    print(a if a < 100 else len(str(a)), " ".join(row))
print(2**53 + 1 == 9007199254740993.0, 2**53 + 1 > 2.0**53, 2**53 + 1 <= 2.0**53)
print(10**300 == 1e300, 10**300 < 1e300, int(1e300) == 1e300, int(1e300) == 10**300)
print(bigger > 1e308, bigger < inf, -bigger > -inf, bigger == inf)
print(2**64 == 2**64, 2**64 != 2**64 + 1, 2**64 > 2**64 - 1, -(2**64) < -(2**64) + 1)
print(2**100 > 5, 5 < 2**100, -(2**100) < -5, True < 2**70, 2**70 > True, 1 == True, 2**70 == True)
print(max(2**70, 1e21, 5), min(-(2**70), -1e21, 5), max(1e22, 10**22), max(10**22, 1e22))
print(sorted([2**65, 1.5, -(2**65), 3, True, 1e20, -1e30, 0]))
print(2**1024 > 1.7976931348623157e308, 2**1024 - 1 > 1.7976931348623157e308)
print(0.1 < 2**70, 2**70 + 0.5 == 2**70, 3 == 3.0, -0.0 == 0, 2**64 + 1 != 2.0**64)
a = 2**80
b = 2**80
print(a == b, a is not None, [a] == [b], (a, 1) < (a, 2), (2**70, 1) > (2**69, 5))
c = 0
i = 0
while i < 200:
    x = 2**62 + i * 2**58
    if x > 9.3e18:
        c += 1
    if x == float(x):
        c += 100
    i += 1
print(c)
print(1 < 2**64 < 3**50 < 1e30 < 10**40 < inf)
