# List comprehensions with filters, conditional expressions and function calls.
nums = list(range(-5, 11))
print([n for n in nums if n % 2 == 0])
print([n * n for n in nums if n > 0 if n % 3 == 0])
print([n if n >= 0 else -n for n in nums])
print(["fizz" if n % 3 == 0 else n for n in range(1, 10)])
print([("even" if n % 2 == 0 else "odd") for n in range(4) if n])

words = ["Apple", "bob", "Civic", "dad", "Eve", "level", "xyz"]
print([w for w in words if w.lower() == w.lower()[::-1]])
print([w.upper() for w in words if len(w) == 3])
print([len(w) for w in words])
print([w[0] for w in words if w[0].isupper()])

# conditions that call functions with side effects are evaluated per item
checks = []
def big(v):
    checks.append(v)
    return v > 2
print([v * 10 for v in [1, 3, 2, 5] if big(v)], checks)

# comprehension over a string, a dict, a tuple of tuples
print([c for c in "hello world" if c not in "aeiou "])
prices = {"tea": 3, "cake": 5, "pie": 4}
print([k for k in prices if prices[k] > 3])
print([(k, v * 2) for k, v in prices.items()])
points = ((0, 0), (1, 2), (3, 1), (2, 2))
print([x + y for x, y in points if x != y])
print([p for p in points if p[0] == p[1]])

# empty results and empty sources
print([x for x in [] if x], [x for x in range(5) if x > 10])

# results contain mutable values that are distinct objects
rows = [[0] * 2 for _ in range(3)]
rows[0][0] = 1
print(rows)

# comprehension in a function using its parameters and locals
def above_mean(xs):
    mean = sum(xs) / len(xs)
    return [x for x in xs if x > mean]
print(above_mean([1, 2, 3, 4, 10]))

# starred unpacking inside the element
print([(head, tail) for head, *tail in ["abc", "de", "f"]])
print([[*range(n)] for n in range(4)])
print(sum([i for i in range(10) if i % 2], start=0))
