# Generator expressions consumed by sum, any, all, max, min, sorted, list, etc.
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sum(x * x for x in nums))
print(sum(x for x in nums if x > 0), sum((x for x in nums), 100))
print(any(x > 5 for x in nums), any(x > 50 for x in nums))
print(all(x != 0 for x in nums), all(x > 0 for x in nums))
print(max(abs(x) for x in nums), min(x for x in nums if x > 0))
print(max((x for x in []), default="empty"))
print(sorted(x % 4 for x in nums))
print(sorted((w for w in "the quick brown fox".split()), key=len))
print(list(c.upper() for c in "gen"))
print(tuple(i * 2 for i in range(4)), set(x % 3 for x in range(10)))
print(dict((k, len(k)) for k in ["a", "bb", "ccc"]))
print("".join(str(d) for d in range(10) if d % 3))
print(", ".join(w[::-1] for w in ["abc", "xyz"]))

# short-circuiting: any/all stop pulling from the generator
pulled = []
def watch(v):
    pulled.append(v)
    return v
print(any(watch(x) > 2 for x in [1, 2, 3, 4, 5]), pulled)
pulled.clear()
print(all(watch(x) < 2 for x in [1, 2, 3, 4, 5]), pulled)

# a generator expression is lazy and single-use
g = (x * 10 for x in range(3))
print(type(g).__name__)
print(next(g), list(g), list(g))

# the first iterable is evaluated immediately, the rest lazily
def source():
    print("  source evaluated")
    return [1, 2]
lazy = (x for x in source())
print("created lazy")
print(list(lazy))

# nested generator expressions
matrix = [[1, 2, 3], [4, 5, 6]]
print(sum(sum(v for v in row) for row in matrix))
print(max(max(row) for row in matrix), list(x for row in matrix for x in row if x % 2))

# generator expression as the only argument needs no extra parentheses
print(sum(i for i in range(101)))
print(len(list(x for x in "mississippi" if x == "s")))
print(min((len(w), w) for w in ["pear", "fig", "kiwi", "yam"]))
print(sorted(((v, k) for k, v in {"a": 3, "b": 1, "c": 2}.items()), reverse=True))
print(list(enumerate(c for c in "xyz")), list(zip((i for i in range(3)), "ab")))
