# list/tuple/dict/set/frozenset/str/int/float/bool from iterables and values.
print(list(), list("abc"), list((1, 2)), list(range(5)), list({3: 4, 1: 2}), list(zip([1, 2], "ab")))
print(tuple(), tuple([1, 2]), tuple("hi"), tuple(range(2, 10, 3)), tuple(enumerate("xy")))
print(dict(), dict([(1, 2), (3, 4)]), dict(zip("abc", range(3))), dict({1: 2}), dict(a=1, b=2), dict([("k", 1)], z=3))
print(sorted(set([3, 1, 2, 3])), set(), sorted(set("banana")), len(set(range(100))), set([2**70, 2**70]))
print(frozenset(), sorted(frozenset([5, 1, 5])), frozenset([1, 2]) == {1, 2}, len(frozenset("aabbc")))
print(str(), str(12), str(-1.5), str([1, "a"]), str((1,)), str({1: "x"}), str(None), str(True), str(2**66), str("s"))
print(int(), int("12"), int(3.9), int(-3.9), int(True), int("  -5 "), int("ff", 16), int(2**70 + 0.0))
print(float(), float("1.5"), float(" -2 "), float(3), float("inf"), float("-inf"), float("1e500"), float(True), float("  .5"), float("1_0.2_5"))
print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool("0"), bool([]), bool([0]), bool({}), bool(()), bool(None), bool(2**80), bool(range(0)), bool(set()))
d = dict()
for i in range(100):
    d[i % 7] = d.get(i % 7, 0) + i
print(d, list(d.items()), tuple(d.keys()), list(d.values()))
print(list(map(int, "12345")), tuple(map(str, [1, 2])), set(map(abs, [-1, 1, -2])) == {1, 2}, dict(enumerate("ab")))
print(list(list("ab")), tuple(tuple([1])), list(reversed("abc")), list(range(-3, 3)), str(list(range(3))))
print(list(iter([4, 5])), list(d), sorted(d, reverse=True), list("") == [], tuple({}) == ())
