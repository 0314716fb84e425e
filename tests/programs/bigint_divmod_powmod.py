# divmod and pow with big ints, three-argument pow incl. negative exponents and moduli.
big = 3**100
print(divmod(big, 7), divmod(-big, 7), divmod(big, -7), divmod(-big, -7))
print(divmod(big, 2**80), divmod(-big, 2**80), divmod(7, big), divmod(-7, big))
print(divmod(2**64, 2**32), divmod(-(2**64), 3))
print(pow(2, 100), pow(-3, 41), pow(10, 40), pow(-2, 64), pow(7, 0), pow(0, 0))
print(pow(2, -2), pow(-2, -3), pow(2**70, 0))
print(pow(2, 1000, 10**9 + 7), pow(3, 10**20, 2**61 - 1), pow(big, big, 10**15 + 37))
print(pow(-5, 3, 7), pow(5, 3, -7), pow(-5, 3, -7), pow(2**90, 3, -(10**12)))
print(pow(3, -1, 7), pow(3, -1, -7), pow(-3, -1, 7), pow(10, -3, 2**61 - 1))
print(pow(12345678901234567890, -1, 10**20 + 39))
print(pow(5, -7, 2**89 - 1), pow(2, 10, 1), pow(2, 10, -1), pow(0, 5, 13))
print(pow(2**64 + 1, 2, 2**64), pow(-(2**64) - 1, 3, 2**64 + 13))
def modexp(b, e, m):
    r = 1
    b = b % m
    while e > 0:
        if e & 1:
            r = r * b % m
        b = b * b % m
        e >>= 1
    return r
n = 0
agree = 0
while n < 120:
    m = 10**18 + n * 7919 + 9
    if modexp(n + 2**65, n * 1000003 + 5, m) == pow(n + 2**65, n * 1000003 + 5, m):
        agree += 1
    n += 1
print("modexp agrees", agree)
print(divmod(0, 2**100), divmod(2**100, 1), divmod(-(2**100), -1))
print(17 ** 30 % 1000, (-17) ** 31 // 10**30)
