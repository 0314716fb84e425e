# Comprehensions with several for clauses; clause order equals nested loops.
print([(x, y) for x in range(3) for y in range(2)])
print([x + y for x in "ab" for y in "12"])
print([(x, y) for x in range(4) for y in range(x)])
print([(x, y) for x in range(4) if x % 2 for y in range(3) if y != x])

# the equivalent explicit loops
explicit = []
for x in range(4):
    if x % 2:
        for y in range(3):
            if y != x:
                explicit.append((x, y))
print(explicit == [(x, y) for x in range(4) if x % 2 for y in range(3) if y != x])

# flattening
matrix = [[1, 2, 3], [4, 5], [6]]
print([v for row in matrix for v in row])
print([v * 10 for row in matrix if len(row) > 1 for v in row if v % 2])

# three for clauses
cube = [(a, b, c) for a in range(2) for b in range(2) for c in range(2)]
print(cube, len(cube))
triples = [(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20)
           if a * a + b * b == c * c]
print(triples)

# inner clause iterates over something derived from the outer variable
sentences = ["the cat sat", "on the mat"]
print([w for s in sentences for w in s.split()])
print([c for s in sentences for w in s.split() if len(w) == 3 for c in w[:1]])

# comprehension producing a matrix (nested comprehension, not nested clauses)
print([[r * 3 + c for c in range(3)] for r in range(3)])
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print([[grid[r][c] for r in range(3)] for c in range(3)])
print([row[i] for i, row in enumerate(grid)])

# dict and set with two clauses
print({(r, c): r * c for r in range(1, 3) for c in range(1, 3)})
print(sorted({a * b for a in range(1, 5) for b in range(1, 5)}))

# pairs of distinct items
items = ["a", "b", "c", "d"]
print([(p, q) for i, p in enumerate(items) for q in items[i + 1:]])

# chessboard coloring
board = ["".join("#" if (r + c) % 2 else "." for c in range(6)) for r in range(4)]
for line in board:
    print(line)
print(sum(1 for r in range(8) for c in range(8) if (r + c) % 2 == 0))
