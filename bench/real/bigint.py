# Big-integer arithmetic: factorials and their digit sums and trailing
# zeros, large Fibonacci numbers by iteration and by fast doubling, a
# Machin-style computation of digits of pi with integers only, a row of
# Pascal's triangle by additions, and powers.

FACT_N = 1500
FIB_N = 300000
PASCAL_ROW = 1500
PI_DIGITS = 4000


def factorial(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


def digit_sum(x):
    return sum(int(c) for c in str(x))


def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def fib_doubling(n):
    if n == 0:
        return 0, 1
    a, b = fib_doubling(n // 2)
    c = a * (2 * b - a)
    d = a * a + b * b
    if n % 2 == 0:
        return c, d
    return d, c + d


def arctan_inv(x, unity):
    # arctan(1/x) * unity by the Taylor series
    total = term = unity // x
    x2 = x * x
    n = 1
    sign = -1
    while term:
        term //= x2
        n += 2
        total += sign * (term // n)
        sign = -sign
    return total


def pi_digits(digits):
    unity = 10 ** (digits + 10)
    pi = 4 * (4 * arctan_inv(5, unity) - arctan_inv(239, unity))
    return str(pi // 10 ** 10)


def pascal_row(n):
    row = [1]
    for _ in range(n):
        nxt = [1]
        for i in range(1, len(row)):
            nxt.append(row[i - 1] + row[i])
        nxt.append(1)
        row = nxt
    return row


def main():
    f = factorial(FACT_N)
    s = str(f)
    zeros = len(s) - len(s.rstrip("0"))
    print(f"{FACT_N}! has {len(s)} digits, digit sum {digit_sum(f)}, {zeros} trailing zeros")
    sums = [digit_sum(factorial(n)) for n in range(100, FACT_N + 1, 100)]
    print("digit sums of 100!, 200!, ...:", sums)
    fi = fib_iter(FIB_N)
    fd, _ = fib_doubling(FIB_N)
    print(f"fib({FIB_N}) agrees={fi == fd} bits={fi.bit_length()} low digits {fi % 10 ** 12}")
    p = pi_digits(PI_DIGITS)
    for d in range(500, PI_DIGITS, 500):
        assert pi_digits(d)[:d - 5] == p[:d - 5], d
    row = pascal_row(PASCAL_ROW)
    print(f"row {PASCAL_ROW} of Pascal's triangle: sum is 2^{PASCAL_ROW}: {sum(row) == 2 ** PASCAL_ROW}, "
          f"middle has {row[PASCAL_ROW // 2].bit_length()} bits")
    print(f"pi: {p[:30]}... last ten {p[-10:]}")
    m = 3 ** 2000 - 2 ** 3000
    q, r = divmod(m, 7 ** 300)
    print(f"sign {m < 0} quotient digits {len(str(abs(q)))} remainder mod 1e9 {r % 10 ** 9}")
    acc = 0
    for i in range(1, 200):
        acc ^= (i ** 40) >> (i % 64)
    print("xor of shifted powers, low bits:", acc & 0xFFFFFFFF)
    print("checksum", (digit_sum(f) + fi % 1000000007 + int(p[-9:]) + r % 1000) % 1000000007)


main()
