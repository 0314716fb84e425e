# itertools' combinatoric iterators in hot loops: sums over every result,
# early breaks, partial consumption with next(), iterators kept across
# collections with pools only they hold, and the type names CPython gives.
from itertools import permutations, combinations, combinations_with_replacement, product


def pool_of(n):
    # Items no one else holds once the iterator is made.
    return [("item", i, [i] * 2) for i in range(n)]


total = 0
for p in permutations(range(7)):
    total += p[0] * p[6] - p[3]
for c in combinations(range(18), 4):
    total += c[1] - c[3]
for w in combinations_with_replacement("abcd", 5):
    total += len(set(w))
for x, y, z in product(range(15), "xy", [True, False]):
    total += x if z else -x
print("total", total)

it = permutations(pool_of(6), 3)
firsts = [next(it) for _ in range(3)]
junk = [[k] * 10 for k in range(20000)]
rest = sum(1 for _ in it)
print(firsts[0][0], firsts[2][2][2], rest)

found = None
for c in combinations(range(30), 3):
    if sum(c) == 60 and c[2] - c[0] == 25:
        found = c
        break
print("found", found)

it = product("ab", repeat=3)
print(next(it), next(it), list(it)[-2:], list(it))
e = combinations([1, 2], 3)
print(list(e), list(permutations([], 0)), list(product()), list(product([], [1])))
print(type(permutations("a")).__name__, type(combinations("a", 1)).__name__,
      type(product("a")).__name__, type(combinations_with_replacement("a", 1)).__name__)
print(list(permutations("ab", True)), len(list(combinations(range(10), 5))))
try:
    permutations("ab", 2 ** 70)
except OverflowError as exc:
    print("OverflowError:", exc)
