# N-queens solution counts by recursive backtracking.
def solve(n, row, cols, d1, d2):
    if row == n:
        return 1
    count = 0
    for c in range(n):
        if cols[c] or d1[row + c] or d2[row - c + n - 1]:
            continue
        cols[c] = True
        d1[row + c] = True
        d2[row - c + n - 1] = True
        count += solve(n, row + 1, cols, d1, d2)
        cols[c] = False
        d1[row + c] = False
        d2[row - c + n - 1] = False
    return count

for n in range(1, 8):
    print(n, solve(n, 0, [False] * n, [False] * (2 * n), [False] * (2 * n)))
