# Dict and set comprehensions: keys, values, filters, duplicates, inversion.
squares = {n: n * n for n in range(6)}
print(squares)
print({n: "even" if n % 2 == 0 else "odd" for n in range(5)})
print({k: v for k, v in squares.items() if v > 5})

words = ["apple", "avocado", "banana", "blueberry", "cherry"]
by_letter = {w[0]: w for w in words}
print(by_letter)
lengths = {w: len(w) for w in words if "e" in w}
print(lengths)

# inverting a mapping; later duplicates win
colors = {"red": 1, "crimson": 1, "blue": 2, "navy": 2, "green": 3}
print({v: k for k, v in colors.items()})

# key order follows first insertion even when values are overwritten
counts = {c: "abracadabra".count(c) for c in "abracadabra"}
print(counts)

# set comprehensions deduplicate
print(sorted({c for c in "mississippi"}))
print(sorted({n % 5 for n in range(23)}))
print({len(w) for w in words} == {5, 6, 7, 9})
print(sorted({w[0] + w[-1] for w in words}))
print({x * y for x in range(3) for y in range(3)} == {0, 1, 2, 4})
print(sorted({(a, b) for a in range(3) for b in range(3) if a < b}))

# nested dict comprehension
table = {r: {c: r * c for c in range(1, 4)} for r in range(1, 4)}
print(table)
print(table[2][3], sum(sum(row.values()) for row in table.values()))

# building from zip and enumerate
keys = ["x", "y", "z"]
vals = [10, 20, 30]
print({k: v for k, v in zip(keys, vals)})
print({i: c for i, c in enumerate("abc", start=1)})

# types of the results
print(type({x for x in ""}).__name__, type({x: x for x in ""}).__name__)
print({x for x in []}, {x: 1 for x in []})

# a set of tuples is hashable content; a set of frozensets too
groups = {frozenset(p) for p in [(1, 2), (2, 1), (3, 4)]}
print(len(groups), sorted(sorted(g) for g in groups))

# dict comprehension whose keys are computed with a function
def bucket(n):
    return "small" if n < 10 else "large"
grouped = {}
for n in [3, 14, 7, 22, 9]:
    grouped.setdefault(bucket(n), []).append(n)
print({k: sorted(v) for k, v in grouped.items()})
