# Number theory: a sieve of Eratosthenes, trial division, gcd and lcm by
# Euclid, modular exponentiation by squaring, Miller-Rabin with fixed bases
# compared against the sieve, and Euler's totient by factoring.

LIMIT = 2000000


def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    return flags


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def power_mod(base, exp, mod):
    result = 1
    base %= mod
    while exp > 0:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result


def is_probable_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13):
        if n % p == 0:
            return n == p
    d = n - 1
    r = 0
    while d % 2 == 0:
        d //= 2
        r += 1
    for a in (2, 3, 5, 7, 11):
        x = power_mod(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def totient(n):
    result = n
    p = 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1
    if n > 1:
        result -= result // n
    return result


def main():
    flags = sieve(LIMIT)
    primes = [i for i, f in enumerate(flags) if f]
    print(f"primes below {LIMIT}: {len(primes)}, last {primes[-1]}")
    mismatches = 0
    for n in range(1, LIMIT // 2):
        if is_probable_prime(n) != flags[n]:
            mismatches += 1
    print("miller-rabin mismatches:", mismatches)
    g = 0
    l = 1
    for i in range(1, 3000):
        a = i * 7919 % 10007
        b = i * 104729 % 7919 + 1
        g += gcd(a, b)
        l = l * b // gcd(l, b) % 1000000007
    print("gcd sum", g, "lcm-ish", l)
    tot = sum(totient(n) for n in range(1, 3000))
    print("totient sum below 3000:", tot)
    big = (1 << 61) - 1
    print("2^61-1 prime:", is_probable_prime(big), "pow:", power_mod(3, 10 ** 18, big))
    gaps = {}
    for a, b in zip(primes, primes[1:]):
        gaps[b - a] = gaps.get(b - a, 0) + 1
    print("largest gap:", max(gaps), "most common gap:", max(gaps.items(), key=lambda kv: kv[1]))
    print("checksum", (sum(primes) + g * 7 + tot) % 1000000007)


main()
