import itertools
from itertools import (count, cycle, repeat, chain, islice, product, permutations, combinations,
                       combinations_with_replacement, accumulate, zip_longest, groupby, starmap,
                       takewhile, dropwhile, compress, filterfalse, tee, pairwise)
import operator

def err(f):
    try:
        r = f()
        print("ok", r if not hasattr(r, "__next__") else "<iterator>")
    except Exception as e:
        print(type(e).__name__, e)

# count
c = count()
print([next(c) for _ in range(5)], repr(c))
print(list(islice(count(10, 5), 4)), list(islice(count(2.5, 0.5), 4)), list(islice(count(3, -2), 4)))
c = count(5, 2); next(c); print(repr(c), repr(count(1.5)), repr(count(0, 1.0)), repr(count(1, 2 ** 70)))
print(repr(count(True)), next(count(True)), repr(count(step=3)), list(zip("abc", count(1))))
err(lambda: count("a"))
err(lambda: count(1, "a"))
err(lambda: count(None))

# cycle / repeat
print(list(islice(cycle("abc"), 8)), list(islice(cycle([]), 3)), list(islice(cycle(iter([1, 2])), 5)))
print(list(repeat("x", 3)), list(repeat(7, 0)), list(repeat(None, -5)), list(islice(repeat(1), 4)))
r = repeat("x", 3); next(r); print(repr(r)); list(r); print(repr(r), repr(repeat([1])), repr(repeat(2, times=4)))
print(list(map(pow, range(5), repeat(2))), repeat(1, 3).__length_hint__())
err(lambda: repeat(1, "a"))
err(lambda: repeat(1, 2.0))
err(lambda: cycle(1))

# chain
print(list(chain()), list(chain("ab", [1, 2], (), range(2))), list(chain.from_iterable(["ab", "cd", ""])))
print(list(chain.from_iterable(x for x in [[1], [2, 3]])), list(chain([[1]], [[2]])))
ch = chain([1], 5)
print(next(ch))
err(lambda: next(ch))
err(lambda: list(chain.from_iterable([1])))
err(lambda: chain.from_iterable(1))

# islice
data = "ABCDEFG"
print(list(islice(data, 2)), list(islice(data, 2, 4)), list(islice(data, 2, None)), list(islice(data, 0, None, 2)))
print(list(islice(data, None)), list(islice(data, None, 3)), list(islice(data, 1, None, None)), list(islice(data, 10)))
print(list(islice(data, 5, 2)), list(islice(data, 3, 3)), list(islice(range(100), 5, 50, 10)), list(islice(data, True)))
for args in [(5, 2), (0, 5, 3), (1, 7, 4), (3,), (3, None, 2), (0,), (2, 2), (2, 9, 3)]:
    it = iter(range(10))
    got = list(islice(it, *args))
    print(args, got, next(it, "end"))
for args in [(-1,), ("a",), (1, "a"), (1, 2, 0), (1, 2, -1), (1.0,), (), (1, 2, 3, 4), (-1, None),
             (1, None, "x"), (2 ** 64,), (1, 2, 1.5)]:
    err(lambda: islice([], *args))
err(lambda: islice(1, 2))

# accumulate
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)), list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([], initial=5)), list(accumulate([])), list(accumulate("abc")), list(accumulate([1, 2], None, initial=None)))
print(list(accumulate([1, 2, 3], lambda a, b: a * 10 + b, initial=0)))
err(lambda: list(accumulate([1, "a"])))
err(lambda: accumulate(1))

# compress / dropwhile / takewhile / filterfalse / starmap
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(compress("ABC", [0, 1, 1, 1, 1])), list(compress(range(10), cycle([0, 1]))))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 3, 8])), list(takewhile(lambda x: x < 5, [1, 4, 6, 3, 8])))
print(list(dropwhile(bool, [])), list(takewhile(bool, [0, 1])), list(dropwhile(lambda x: True, [1, 2])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "a", None, [], [0]])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(operator.add, [[1, 2], "ab"])), list(starmap(max, [(1,), ()]) if False else []))
tw = takewhile(lambda x: x < 3, iter([1, 2, 3, 4, 5]))
print(list(tw), list(tw))
err(lambda: list(starmap(len, [1])))
err(lambda: list(starmap(1, [(1,)])))
err(lambda: list(filterfalse(1, [1])))
err(lambda: compress([1], 1))

# zip_longest / pairwise
print(list(zip_longest("ABCD", "xy")), list(zip_longest("ABCD", "xy", fillvalue="-")), list(zip_longest()))
print(list(zip_longest([1], [], [2, 3, 4], fillvalue=0)), list(zip_longest("ab")))
print(list(pairwise("ABCDE")), list(pairwise("A")), list(pairwise([])), list(pairwise(range(4))))
err(lambda: zip_longest([1], foo=1))
err(lambda: zip_longest(1))
err(lambda: pairwise(1))

# groupby
print([(k, list(g)) for k, g in groupby("AAAABBBCCDAABBB")])
print([k for k, g in groupby("AAAABBBCCD")], [list(g) for k, g in groupby([])])
print([(k, list(g)) for k, g in groupby([1, 3, 5, 2, 4, 7, 9, 6], key=lambda x: x % 2)])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "date", "dill"]
print([(k, len(list(g))) for k, g in groupby(words, key=operator.itemgetter(0))])
groups = []
for k, g in groupby("aabbbc"):
    groups.append(g)
print([list(g) for g in groups])
gb = groupby("xxyyz")
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2), [(k, list(g)) for k, g in gb])
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2, 2.0])])
err(lambda: groupby(1))
err(lambda: list(groupby([1], 5)))

# tee
a, b = tee(iter([1, 2, 3, 4]))
print(next(a), next(a), list(b), list(a))
x, y, z = tee("abc", 3)
print(list(x), list(y), next(z), list(z), tee([1], 0), len(tee([1, 2], 5)))
src = iter(range(6))
t1, t2 = tee(src)
print(next(t1), next(t1), next(src), list(t2), list(t1))
p, q = tee(range(3))
p2, p3 = tee(p)
print(list(p2), list(p3), list(q))
err(lambda: tee([1], -1))
err(lambda: tee(1))
err(lambda: tee([1], "a"))

# product / permutations / combinations
print(list(product("ab", [1, 2])), list(product()), list(product(repeat=0)), list(product([], [1])))
print(list(product("ab", repeat=2)), list(product([0, 1], "x", repeat=2))[:5])
print(len(list(product(range(3), range(4), range(5)))), list(product(range(2), repeat=3))[-3:])
print(list(permutations("abc")), list(permutations("abc", 2)), list(permutations("ab", 0)), list(permutations("ab", 3)))
print(list(permutations(range(4), 3))[:8], len(list(permutations(range(6)))))
print(list(permutations([1, 1, 2])), list(permutations([])))
print(list(combinations("abcd", 2)), list(combinations(range(5), 3)), list(combinations("ab", 0)), list(combinations("ab", 3)))
print(list(combinations_with_replacement("abc", 2)), list(combinations_with_replacement("", 2)), list(combinations_with_replacement("", 0)))
print(list(combinations_with_replacement(range(3), 3)), len(list(combinations(range(12), 5))), len(list(combinations_with_replacement(range(6), 4))))
for f in [lambda: product(1), lambda: product([1], repeat=-1), lambda: product([1], repeat="a"), lambda: product([1], foo=2),
          lambda: permutations(1), lambda: permutations([1], -1), lambda: permutations([1], "a"), lambda: permutations([1], 1.0),
          lambda: combinations([1], -1), lambda: combinations([1], "a"), lambda: combinations_with_replacement([1], -1),
          lambda: combinations_with_replacement([1], 2.0)]:
    err(f)

# recipes
def take(n, iterable):
    return list(islice(iterable, n))
def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)
def roundrobin(*iterables):
    nexts = cycle(iter(it).__next__ for it in iterables)
    num_active = len(iterables)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))
def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))
def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)
print(take(5, count(3, 3)), nth(range(10), 3), nth("ab", 5, "z"), list(roundrobin("ABC", "D", "EF")))
print(list(powerset([1, 2, 3])), list(flatten([[1, 2], [3], []])))
print(sum(1 for _ in combinations(range(10), 4)), sum(map(sum, product(range(4), repeat=3))))
