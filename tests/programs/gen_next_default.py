# next() with and without a default on generators and other iterators.
def two():
    yield "x"
    yield "y"

g = two()
print(next(g, "none"), next(g, "none"), next(g, "none"), next(g, "none"))

g = two()
print(next(g))
print(next(g))
print(next(g, None))

it = iter([1, 2])
print(next(it), next(it), next(it, "end"))

# default can be any object, including a falsy one
print(next(iter([]), 0), next(iter(""), ""), next(iter(()), []))

# finding the first match with a generator expression
words = ["apple", "banana", "cherry", "avocado"]
print(next((w for w in words if w.startswith("b")), "no b"))
print(next((w for w in words if w.startswith("z")), "no z"))
print(next((i for i, w in enumerate(words) if "o" in w), -1))

# without a default, exhaustion raises StopIteration
e = iter(range(1))
next(e)
try:
    next(e)
except StopIteration as exc:
    print("StopIteration", exc.args, repr(exc))

# next on something that is not an iterator
try:
    next([1, 2])
except TypeError as exc:
    print("TypeError:", exc)

# iterating by hand with a sentinel
def squares(limit):
    k = 0
    while k * k < limit:
        yield k * k
        k += 1

sq = squares(30)
collected = []
while (v := next(sq, None)) is not None:
    collected.append(v)
print(collected)

# dict and str iterators
d = iter({"a": 1, "b": 2})
print(next(d), next(d), next(d, "done"))
s = iter("hi")
print(next(s), next(s), next(s, "."))

# pairing elements with two next() calls on one iterator
it = iter(range(7))
pairs = []
while True:
    a = next(it, None)
    b = next(it, None)
    if a is None:
        break
    pairs.append((a, b))
print(pairs)
