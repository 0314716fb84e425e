# Left and right shifts, including negatives and large right shifts.
for i in range(0, 63, 7):
    print(i, 1 << i, -1 << i, 3 << i if i < 60 else 0)
print(1 << 62, -1 << 63, 1 << 0, 0 << 70)
print(5 >> 1, -5 >> 1, 5 >> 0, -1 >> 1, -1 >> 100, 1 >> 64, 12345 >> 70)
print(-9223372036854775807 - 1 >> 63, 9223372036854775807 >> 62, -9223372036854775807 - 1 >> 1)
print(1024 >> 3 << 2, 1 << 2 + 3, (1 << 2) + 3, 256 >> 2 - 1)
print(True << 3, 8 >> True, 7 << False)
x = 1
steps = 0
while x < 4611686018427387904:
    x = x << 1
    steps += 1
print(steps, x)
while x > 0:
    x >>= 3
    steps -= 1
print(steps, x)
y = -1000000007
for i in range(10):
    print(y >> i, end=" ")
print()
