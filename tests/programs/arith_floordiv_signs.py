# Integer floor division with every sign combination.
def show(a, b):
    print(a, "//", b, "=", a // b)

show(7, 2)
show(-7, 2)
show(7, -2)
show(-7, -2)
show(6, 3)
show(-6, 3)
show(6, -3)
show(-6, -3)
show(0, 5)
show(0, -5)
show(1, 7)
show(-1, 7)
show(1, -7)
show(-1, -7)
show(100, 1)
show(-100, 1)
show(100, -1)
show(9223372036854775807, 2)
show(-9223372036854775807, 2)
show(-9223372036854775807 - 1, 2)
show(-9223372036854775807 - 1, 3)
show(9223372036854775807, -3)
show(9223372036854775807, 9223372036854775807)
show(-9223372036854775807 - 1, 9223372036854775807)
i = -10
while i <= 10:
    print(i // 3, i // -3, i // 4, i // -4, end=" | ")
    i += 1
print()
