# Total Collatz steps for every start below N, and the start with the longest chain.
def main():
    limit = 250000
    total = 0
    best = 0
    best_start = 0
    for start in range(1, limit):
        n = start
        steps = 0
        while n != 1:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1
        total += steps
        if steps > best:
            best = steps
            best_start = start
    print(total)
    print(best_start, best)

main()
