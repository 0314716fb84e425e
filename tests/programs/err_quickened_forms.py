# Quickened forms meeting every case they must hand back: floor division and
# modulo by negative divisors, bitwise ops, floats mixed with ints, types
# changing under a fused compare, NaN under a fused float compare, and
# finally a zero divisor inside a specialized modulo.
def divisions():
    total = 0
    for d in [3, 7, -3, -7, 1, -1, 2]:
        for x in range(-9, 10):
            total += x // d * 3 + x % d
    return total

def bits():
    acc = 0
    for i in range(200):
        acc = (acc ^ (i * 7)) & 1023 | (i & 5)
    return acc

def mixed():
    s = 0.5
    for i in range(10):
        s = s + i
        s = i * s - i
        s = s / 3
    t = 1
    for i in range(10):
        if i == 5:
            t = 2.5
        t = t * 2 - i
    return s, t

def fused():
    count = 0
    vals = [1, 2, 3, 2.5, 0.5, 4, 7, -1.5, 10]
    for v in vals:
        if v < 3:
            count += 1
        while v > 2:
            v = v - 1
            count += 10
    nan = float("nan")
    for x in [1.0, 2.0, nan, 3.0, nan]:
        if x < 2.5:
            count += 100
        if x != x:
            count += 1000
        if x >= 2.5:
            count += 10000
    return count

def modulo_by(ds):
    acc = 0
    for d in ds:
        acc += 100 % d
    return acc

print(divisions())
print(bits())
print(mixed())
print(fused())
print(modulo_by([3, 9, 11, -4, 0, 5]))
