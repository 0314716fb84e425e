# Euclid's gcd (iterative and recursive), lcm.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

def gcd_rec(a, b):
    if b == 0:
        return a
    return gcd_rec(b, a % b)

def lcm(a, b):
    return a // gcd(a, b) * b

print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(1071, 462), gcd_rec(1071, 462))
l = 1
for i in range(1, 31):
    l = lcm(l, i)
print(l)
s = 0
for a in range(1, 60):
    for b in range(1, 60):
        s += gcd(a, b)
print(s)
