# Comprehensions building and transforming nested data structures.
records = [
    {"name": "ann", "dept": "eng", "age": 31, "skills": ["py", "rust"]},
    {"name": "bo", "dept": "ops", "age": 45, "skills": ["bash"]},
    {"name": "cy", "dept": "eng", "age": 27, "skills": ["go", "py", "c"]},
    {"name": "di", "dept": "hr", "age": 38, "skills": []},
]

print([r["name"] for r in records if r["dept"] == "eng"])
print({r["name"]: r["age"] for r in records})
print(sorted({s for r in records for s in r["skills"]}))
print({d: [r["name"] for r in records if r["dept"] == d]
       for d in sorted({r["dept"] for r in records})})
print([(r["name"], len(r["skills"])) for r in records if r["skills"]])
print({r["name"]: [s.upper() for s in r["skills"]] for r in records})

# transposing and zipping
m = [[1, 2, 3], [4, 5, 6]]
print([list(col) for col in zip(*m)])
print([[row[i] for row in m] for i in range(len(m[0]))])
print([sum(col) for col in zip(*m)], [sum(row) for row in m])

# matrix multiply with comprehensions
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
prod = [[sum(a[i][k] * b[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
print(prod)

# grouping with a comprehension over sorted keys
words = ["bat", "apple", "cat", "axe", "bee", "cow", "ant"]
groups = {letter: sorted(w for w in words if w[0] == letter)
          for letter in sorted({w[0] for w in words})}
print(groups)

# counting via comprehension vs loop
text = "one two three two one two"
uniq = sorted(set(text.split()))
print({w: text.split().count(w) for w in uniq})

# identity matrix and diagonals
n = 4
ident = [[1 if r == c else 0 for c in range(n)] for r in range(n)]
for row in ident:
    print(row)
print([ident[i][n - 1 - i] for i in range(n)])

# comprehension with tuple unpacking of nested tuples
pairs = [("a", (1, 2)), ("b", (3, 4))]
print([k + str(x + y) for k, (x, y) in pairs])
print({k: x * y for k, (x, y) in pairs})

# list of lists made by comprehension are independent
board = [["."] * 3 for _ in range(3)]
board[1][1] = "X"
print(["".join(row) for row in board])
