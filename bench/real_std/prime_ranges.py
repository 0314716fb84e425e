"""A sieve of Eratosthenes in an array of bytes, then range queries with bisect:
prime counts in windows, gaps, twin primes, Goldbach partitions."""

from array import array
from bisect import bisect_left, bisect_right
import random

LIMIT = 1000000


def sieve(limit):
    flags = array("B", [1]) * (limit + 1)
    flags[0] = flags[1] = 0
    p = 2
    while p * p <= limit:
        if flags[p]:
            for multiple in range(p * p, limit + 1, p):
                flags[multiple] = 0
        p += 1
    return flags


def primes_in(primes, lo, hi):
    """Primes p with lo <= p <= hi."""
    return primes[bisect_left(primes, lo):bisect_right(primes, hi)]


def main():
    flags = sieve(LIMIT)
    primes = array("l", (i for i in range(LIMIT + 1) if flags[i]))
    print(f"primes below {LIMIT}: {len(primes)}, largest {primes[-1]}, typecode {primes.typecode}")
    print("first:", primes[:10].tolist(), "item size", primes.itemsize)

    rng = random.Random(12345)
    counts = []
    for _ in range(3000):
        lo = rng.randrange(LIMIT)
        hi = lo + rng.randrange(1, 5000)
        counts.append(bisect_right(primes, hi) - bisect_left(primes, lo))
    print("window counts: total", sum(counts), "max", max(counts), "first", counts[:8])

    gaps = {}
    largest_gap = (0, 0)
    for a, b in zip(primes, primes[1:]):
        g = b - a
        gaps[g] = gaps.get(g, 0) + 1
        if g > largest_gap[0]:
            largest_gap = (g, a)
    print("largest gap", largest_gap, "gap histogram head", sorted(gaps.items())[:6])
    twins = sum(1 for a, b in zip(primes, primes[1:]) if b - a == 2)
    print("twin prime pairs:", twins)

    def goldbach(n):
        half = primes[:bisect_right(primes, n // 2)]
        return sum(1 for p in half if flags[n - p])
    evens = list(range(100000, 100000 + 1000, 2))
    parts = [goldbach(n) for n in evens]
    print("goldbach partitions near 100000: min", min(parts), "max", max(parts), "sum", sum(parts))

    # keep a sorted array of random samples, with insort-style insertion
    from bisect import insort
    sample = array("l")
    for _ in range(4000):
        insort(sample, rng.randrange(LIMIT))
    prime_hits = sum(flags[x] for x in sample)
    print("sorted sample:", sample[:5].tolist(), "...", sample[-3:].tolist(), "primes among them", prime_hits)
    print("primes in [999, 1100]:", primes_in(primes, 999, 1100).tolist())

    # pack the flags into bits and count them back
    packed = array("B", bytes((LIMIT + 8) // 8))
    for p in primes:
        packed[p >> 3] |= 1 << (p & 7)
    bits = sum(bin(byte).count("1") for byte in packed)
    print("bits set:", bits, "bytes:", len(packed.tobytes()), "checksum", sum(packed) % 65521)


main()
