# Values crossing the 2**63 boundary in both directions, inside hot loops.
def up_down(start, step, n):
    x = start
    i = 0
    out = []
    while i < n:
        x = x + step
        out.append(x)
        i += 1
    return out

print(up_down(2**63 - 5, 1, 10))
print(up_down(2**63 + 5, -1, 10))
print(up_down(-(2**63) + 5, -1, 10))
print(up_down(-(2**63) - 5, 1, 10))

def mulgrow(n):
    x = 3
    steps = 0
    while steps < n:
        x = x * 3
        steps += 1
    return x

for k in [38, 39, 40, 41, 80]:
    v = mulgrow(k)
    print(k, v, v > 2**63, v // 3**k, v - 3**(k + 1))

def shrink(v):
    count = 0
    while v > 1:
        v = v // 2
        count += 1
    return count, v

print(shrink(2**200), shrink(2**63), shrink(2**63 - 1), shrink(10**40))
total = 0
for i in range(200):
    total += 2**62
    total -= 2**61 + i
print(total, total > 2**63, type(total))
total2 = 2**64
for i in range(200):
    total2 -= 2**57
print(total2, -total2, total2 * total2)
print(9223372036854775807 + 1, -9223372036854775808 - 1, -(-9223372036854775808))
print(abs(-9223372036854775808), 9223372036854775807 * 2, -9223372036854775808 * -1)
print(-9223372036854775808 // -1, -9223372036854775808 % -1, divmod(-9223372036854775808, -1))
print((2**63) - 1 == 9223372036854775807, (2**63 + 1) - 2 == 2**63 - 1)
neg = -(2**63)
print(neg - 1 + 1 == neg, neg * neg, neg ** 2, -neg, ~neg, neg >> 1, neg << 1)
