# Floor division and modulo of ints in hot loops, with every sign, divisors
# only known at run time, a zero divisor caught, and the one quotient that
# needs a big int.


def signs(n):
    t = 0
    ds = [7, -7, 3, -3, 1, -1, 1000003, -1000003]
    for i in range(-n, n):
        for d in ds:
            t += (i // d) * 3 + (i % d)
    return t


def zero(n):
    caught = 0
    t = 0
    for i in range(n):
        d = i % 5
        try:
            t += 100 // d + 100 % d
        except ZeroDivisionError as e:
            caught += 1
            last = str(e)
    return t, caught, last


def widest(n):
    out = []
    big = -9223372036854775808
    for i in range(n):
        d = -1 if i % 2 else 2
        out.append((big // d, big % d, (big + i) // -3, (big + i) % -3))
    return out[-2:]


def mixed(n):
    # The same site sees a big int once the value outgrows 64 bits.
    x = 1
    t = 0
    for i in range(n):
        x = x * 3 + 1
        t += x % 1000 + x // (10 ** 20) % 7
    return t


print(signs(300))
print(zero(50))
print(widest(40))
print(mixed(80))
