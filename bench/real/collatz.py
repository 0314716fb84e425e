# Collatz searches: the starting value below a bound with the longest chain
# (by a function with a while loop and a dict cache for a second pass),
# the highest peak reached, and a histogram of chain lengths.

BOUND = 120000


def chain_length(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def peak(n):
    top = n
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        if n > top:
            top = n
    return top


def cached_length(n, cache):
    path = []
    while n not in cache:
        path.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps = cache[n]
    for m in reversed(path):
        steps += 1
        cache[m] = steps
    return steps


def main():
    best_n = 1
    best_len = 0
    buckets = [0] * 10
    for n in range(1, BOUND):
        c = chain_length(n)
        if c > best_len:
            best_len = c
            best_n = n
        buckets[min(c // 40, 9)] += 1
    top_n = max(range(1, BOUND // 4), key=peak)
    cache = {1: 0}
    total = 0
    for n in range(1, BOUND * 2):
        total += cached_length(n, cache)
    print(f"longest chain below {BOUND}: {best_n} with {best_len} steps")
    print(f"highest peak below {BOUND // 4}: start {top_n} reaches {peak(top_n)}")
    print("length histogram:", buckets)
    print(f"cached total below {BOUND * 2}: {total} ({len(cache)} entries)")
    print("checksum", (best_n * 1000 + best_len + total) % 1000000007)


main()
