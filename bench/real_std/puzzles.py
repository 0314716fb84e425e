"""Brute-force puzzle solving with itertools: N-queens by permutations, a
cryptarithm, magic squares, subset sums, and knight tours on small boards."""

from itertools import (combinations, permutations, product, chain, groupby,
                       islice, accumulate, count, starmap, zip_longest)


def queens(n):
    cols = range(n)
    solutions = []
    for perm in permutations(cols):
        if (n == len(set(perm[i] + i for i in cols))
                == len(set(perm[i] - i for i in cols))):
            solutions.append(perm)
    return solutions


def show_board(perm):
    return ["".join("Q" if c == col else "." for c in range(len(perm))) for col in perm]


def cryptarithm(a, b, total):
    letters = sorted(set(a + b + total))
    leading = {a[0], b[0], total[0]}
    def value(word, table):
        v = 0
        for ch in word:
            v = v * 10 + table[ch]
        return v
    found = []
    for digits in permutations(range(10), len(letters)):
        table = dict(zip(letters, digits))
        if any(table[ch] == 0 for ch in leading):
            continue
        if value(a, table) + value(b, table) == value(total, table):
            found.append((value(a, table), value(b, table), value(total, table)))
    return found


def magic_squares():
    squares = []
    for perm in permutations(range(1, 10)):
        rows = [perm[0:3], perm[3:6], perm[6:9]]
        if any(sum(r) != 15 for r in rows):
            continue
        if any(sum(col) != 15 for col in zip(*rows)):
            continue
        if perm[0] + perm[4] + perm[8] != 15 or perm[2] + perm[4] + perm[6] != 15:
            continue
        squares.append(perm)
    return squares


def subset_sums(values, target):
    hits = []
    for r in range(1, len(values) + 1):
        for combo in combinations(values, r):
            if sum(combo) == target:
                hits.append(combo)
    return hits


def knight_moves(n):
    moves = [(dx, dy) for dx, dy in product((-2, -1, 1, 2), repeat=2) if abs(dx) != abs(dy)]
    graph = {}
    for x, y in product(range(n), repeat=2):
        graph[(x, y)] = [(x + dx, y + dy) for dx, dy in moves
                         if 0 <= x + dx < n and 0 <= y + dy < n]
    return graph


def count_tours(graph, start, length):
    # count knight paths of a given length from start that never revisit a square
    total = 0
    stack = [(start, frozenset([start]), 1)]
    while stack:
        node, seen, depth = stack.pop()
        if depth == length:
            total += 1
            continue
        for nxt in graph[node]:
            if nxt not in seen:
                stack.append((nxt, seen | {nxt}, depth + 1))
    return total


def main():
    for n in (6, 7, 8):
        sols = queens(n)
        print(f"{n}-queens: {len(sols)} solutions, first {sols[0]}")
    print("\n".join(show_board(queens(6)[0])))

    found = cryptarithm("TWO", "TWO", "FOUR")
    print("TWO + TWO = FOUR:", len(found), "solutions, first", found[:3])

    squares = magic_squares()
    print("3x3 magic squares:", len(squares))
    for sq in squares[:2]:
        print("  ", sq[0:3], sq[3:6], sq[6:9])

    values = [3, 34, 4, 12, 5, 2, 27, 19, 8, 41, 15, 7, 22, 11, 30, 9]
    hits = subset_sums(values, 60)
    print("subsets summing to 60:", len(hits), "shortest", min(hits, key=len), "longest", max(hits, key=len))
    by_size = [(k, len(list(g))) for k, g in groupby(sorted(hits, key=len), key=len)]
    print("by size:", by_size)

    graph = knight_moves(5)
    print("knight paths of 8 squares from a corner:", count_tours(graph, (0, 0), 8))
    print("knight degree histogram:", sorted((k, len(list(g))) for k, g in
                                            groupby(sorted(len(v) for v in graph.values()))))

    # small itertools tour
    print(list(islice(count(10, 7), 5)), list(accumulate([1, 2, 3, 4, 5], lambda a, b: a * b)))
    print(list(chain.from_iterable(combinations("abcd", 2)))[:8])
    print(list(starmap(pow, [(2, 5), (3, 3), (10, 2)])), list(zip_longest("ab", "wxyz", fillvalue="-")))


main()
