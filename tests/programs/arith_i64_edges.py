# Values at the edges of the 64-bit range that stay inside it.
hi = 9223372036854775807
lo = -9223372036854775807 - 1
print(hi, lo, hi + lo, lo + hi)
print(hi - 1, lo + 1, hi // -1, (lo + 1) // -1)
print(lo // 2, lo % 7, lo // 7, hi % 7, hi // 7)
print(abs(lo + 1), abs(-hi), -(lo + 1))
print(lo >> 63, hi >> 63, lo >> 1, hi >> 1, ~hi, ~lo)
print((2 ** 62 - 1) * 2 + 1 == hi, -(2 ** 62) * 2 == lo)
print(hi & lo, hi | lo, hi ^ lo)
print(float(hi), float(lo), hi / 2, lo / 2)
print(hi == float(hi), hi < float(hi), lo == float(lo), hi - 1 < 9.223372036854776e18)
print(int(9.2e18), int(-9.2e18), int(float(lo)))
print(max(hi, lo), min(hi, lo), hi > lo)
print(3 ** 39 + 3 ** 39 // 2, 2 ** 62 + (2 ** 62 - 1))
x = hi
while x > 0:
    x = x // 10
    print(x, end=" ")
print()
