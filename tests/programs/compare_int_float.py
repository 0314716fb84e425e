# Comparisons between ints and floats are exact, even beyond 2**53.
print(1 == 1.0, 1 != 1.0, 1 < 1.5, 2 > 1.5, 1 <= 1.0, 1 >= 1.0000001)
print(0 == -0.0, 0.0 == -0.0, -0.0 < 0.0, 0 < -0.0)
big = 9007199254740993
print(big == 9007199254740992.0, big > 9007199254740992.0, big < 9007199254740994.0)
print(big - 1 == 9007199254740992.0, float(big) == 9007199254740992.0)
hi = 9223372036854775807
print(hi == 9.223372036854775807e18, hi < 9.223372036854775807e18, hi + 0.0 == hi)
inf = float("inf")
nan = float("nan")
print(hi < inf, -hi > -inf, 1 < nan, 1 > nan, 1 == nan, 1 != nan, nan == nan, nan != nan)
print(nan < inf, inf == inf, -inf < inf, inf > 1e308, inf == 1e309)
print(True == 1.0, False == 0.0, True < 1.5, 2 > True)
print(0.1 + 0.2 == 0.3, 0.1 + 0.2 > 0.3, 0.5 + 0.25 == 0.75)
x = 0
hits = 0
for i in range(1000):
    x = x + 0.001
    if x < 0.5:
        hits += 1
print(hits, x, x == 1.0, x < 1)
