# Big-int + - * // % with every sign combination and a spread of sizes.
def show(a, b):
    print(a + b, a - b, a * b)
    print(a // b, a % b, b // a, b % a)

vals = [7, -7, 2**64 + 3, -(2**64 + 3), 10**30 + 17, -(10**30) - 17, 2**200 - 1, -(2**127)]
i = 0
while i < len(vals):
    j = 0
    while j < len(vals):
        show(vals[i], vals[j])
        j += 1
    i += 1

# identities over a hot loop
def check(n):
    a = n * 12345678901234567890123
    b = n - 98765432109876543210
    if b == 0:
        b = 1
    q = a // b
    r = a % b
    return q * b + r == a and (r == 0 or (r < 0) == (b < 0)) and abs(r) < abs(b)

ok = 0
k = -150
while k < 150:
    if check(k * 3**40 + k):
        ok += 1
    k += 1
print("identities ok", ok)
print(-(2**100) // 3, -(2**100) % 3, (2**100) // -3, (2**100) % -3)
print(0 - 2**70, 2**70 - 2**70, -(2**70) + 2**70, 0 * 2**90, -0 * -(2**90))
print(2**64 // 2**64, 2**64 // (2**64 + 1), -(2**64) // (2**64 + 1), (2**64) % (2**64 + 1), -(2**64) % (2**64 + 1))
