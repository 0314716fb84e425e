# Constant tuples, and list and set displays only iterated or searched, are
# folded to constants as CPython folds them: the values and identities a
# program can see are CPython's.


def pair():
    return ("op", "-")


def pair_again():
    return ("op", "-")


def kinds(tok):
    if tok == ("op", "-"):
        return "minus"
    if tok in (("op", "+"), ("op", "*")):
        return "plus or times"
    if tok[1] in ["(", ")"]:
        return "paren"
    if tok[0] not in {"num", "name", "end"}:
        return "other"
    return tok[0]


print(pair() is pair_again(), pair() == pair_again())
def empty():
    return ()


print(empty() is empty(), empty() == (), len(()), type(()).__name__)
print((0.0, -0.0), (1, True, 1.0), ((1, 2), (3, (4, None))))
print(hash((1, 2)) == hash(pair_again()[:0] + (1, 2)))
toks = [("op", "-"), ("op", "+"), ("op", "*"), ("op", "("), ("name", "x"), ("op", "/"), ("end", None)]
print([kinds(t) for t in toks])
y = 5
print(3 in [1, 2, y - 2], 4 in [1, y], [1, y], (1, y))
total = 0
for k in [1, 2, y]:
    total += k
for k in (3, 4):
    total += k
for k in {7, 8, 9}:
    total += k
print(total)
t = (1, [2], 3)
t[1].append(4)
print(t, (1, [2], 3))
s = "a"
ab = ("a", "b")
print(ab == (s, "b"), ab is pair_again() or ab == ("a", "b"))
nested = ((1, 2), (1, 2))
print(nested[0] == nested[1], nested)
seen = []
for i in range(3):
    c = (1, 2, 3)
    seen.append(c)
    print(c is seen[0], c * i)
print(-1 in (-1, -2), (-1, 2.5, "x", b"y", None, True))
