# Integer modulo with every sign combination; divmod identity check.
def show(a, b):
    q = a // b
    r = a % b
    print(a, "%", b, "=", r, "check", q * b + r == a)

def show_edge(a, b):
    # no identity check here: q * b would leave the 64-bit range
    print(a, "%", b, "=", a % b, "and //", a // b)

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
show(13, 13)
show(-13, 13)
show(9223372036854775807, 10)
show_edge(-9223372036854775807 - 1, 10)
show_edge(-9223372036854775807 - 1, -10)
show_edge(-9223372036854775807 - 1, 9223372036854775807)
show_edge(9223372036854775807, -9223372036854775807 - 1)
i = -12
while i <= 12:
    print(i % 5, i % -5, end=" ")
    i += 1
print()
