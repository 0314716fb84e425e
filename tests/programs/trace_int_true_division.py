# `int / int` in hot loops: float division when both ints are exact as
# floats (below 2**53 in magnitude) and the divisor is not zero; big
# operands, 2**53 itself, huge ints and zero divisors go the long way,
# with CPython's results and messages.


def run(n):
    t = 0.0
    big = 0.0
    zeros = 0
    msg = ""
    for i in range(n):
        t += i / 7
        t += (i - n) / (i + 1)
        t += i / 2
        t += -i / 3
        a = (1 << 53) - 1 if i % 3 else 1 << 53
        big += a / 3
        big += (2**62 + i) / 7
        big += 7 / (1 << 53) + i / -((1 << 53) - 1)
        try:
            t += 5 / (i % 5)
        except ZeroDivisionError as e:
            zeros += 1
            msg = str(e)
    return t, big, zeros, msg


def mean(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs)


def averages(n):
    out = []
    for k in range(1, n):
        out.append(mean(range(k)))
    return sum(out), out[-1], out[1]


def exact_edges():
    # Quotients that double rounding would get wrong stay right.
    vals = []
    for i in range(200):
        p = (1 << 53) - 1 - i
        vals.append(p / 3 == float(p) / 3)
        vals.append(((1 << 53) + 2 * i + 1) / 1)
    return all(vals[::2]), vals[-1], vals[1]


print(run(3000))
print(averages(300))
print(exact_edges())
print(1 / 3, -7 / 2, 0 / 5, -0 / 5, 10**20 / 3, (-(2**63)) / 1)
try:
    for i in range(100, -1, -1):
        r = 10 / i
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, i)
