# Collatz sequence lengths with // and %.
def collatz_len(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

best = 0
best_n = 0
total = 0
for n in range(1, 3000):
    s = collatz_len(n)
    total += s
    if s > best:
        best = s
        best_n = n
print(total, best_n, best)
