# Recursive functions: naive Fibonacci, Ackermann for small arguments,
# Tak, memoized partition counting with a dict, and the Towers of Hanoi
# moving disks recursively while recording moves.

FIB_N = 34


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def tak(x, y, z):
    if y < x:
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    return z


def partitions(n, k, memo):
    # ways to write n as a sum of parts no larger than k
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    key = (n, k)
    if key in memo:
        return memo[key]
    r = partitions(n - k, k, memo) + partitions(n, k - 1, memo)
    memo[key] = r
    return r


def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)


def main():
    f = fib(FIB_N)
    print(f"fib({FIB_N}) = {f}")
    acks = [ackermann(2, n) for n in range(8)] + [ackermann(3, n) for n in range(7)]
    print("ackermann:", acks)
    t = tak(24, 16, 8)
    print("tak(24, 16, 8) =", t)
    memo = {}
    p = partitions(300, 300, memo)
    print(f"partitions(300) = {p} ({len(memo)} memo entries)")
    moves = []
    hanoi(17, "A", "C", "B", moves)
    counts = {}
    for m in moves:
        counts[m] = counts.get(m, 0) + 1
    print(f"hanoi moves: {len(moves)}, first {moves[:3]}, by pair {sorted(counts.items())[:2]}")
    print("checksum", (f + sum(acks) + t + p + len(moves)) % 1000000007)


main()
