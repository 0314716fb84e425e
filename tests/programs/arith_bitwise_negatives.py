# Bitwise & | ^ ~ on positive and negative ints (two's complement semantics).
vals = [0, 1, 3, 5, 12, -1, -2, -5, -12, 255, -256, 9223372036854775807, -9223372036854775807 - 1]
for a in vals:
    print(a, ~a, a & 7, a | 7, a ^ 7, a & -8, a | -8, a ^ -8)
print(-5 & 3, -5 | 3, -5 ^ 3, -5 & -3, -5 | -3, -5 ^ -3)
print(6 & 3, 6 | 3, 6 ^ 3, 6 & ~3)
print(True & True, True & False, True | False, True ^ True, True | 2, False ^ 5)
mask = 0
for i in range(0, 63, 3):
    mask = mask | (1 << i)
print(mask, mask ^ -1, ~mask, mask & -mask)
x = 123456789
h = 0
for i in range(500):
    h = (h ^ (x + i)) & 1048575
    h = (h * 31 + 7) & 1048575
print(h)
