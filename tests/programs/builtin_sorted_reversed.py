# sorted with key= builtins (len, abs, str.lower, str), reverse=, and reversed().
def second(t):
    return t[1]
words = ["banana", "Apple", "cherry", "date", "Fig", "elderberry", "apple"]
print(sorted(words), sorted(words, key=len), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
print(sorted(words, key=str.lower, reverse=True), sorted(words, reverse=True), sorted(words, key=str.upper))
nums = [3, -10, 2**70, -(2**65), 0, 7, -7, 2.5, -2.5]
print(sorted(nums), sorted(nums, key=abs), sorted(nums, key=abs, reverse=True), sorted(nums, key=str))
pairs = [(1, 'b'), (3, 'a'), (2, 'c'), (1, 'a')]
print(sorted(pairs), sorted(pairs, key=second), sorted(pairs, key=second, reverse=True))
print(sorted("hello"), sorted((3, 1, 2)), sorted({5: 1, 2: 1}), sorted({9, 4, 6}), sorted(range(5), reverse=True))
print(sorted([]), sorted([[2, 1], [1, 2], [1]]), sorted([True, False, 0, 1]), sorted(["b", "a"], key=None))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed((1,))), list(reversed(range(5))), list(reversed(range(0, 20, 7))))
print(list(reversed({"a": 1, "b": 2})), list(reversed([])), "".join(reversed("stressed")))
data = []
i = 0
while i < 200:
    data.append((i * 7919) % 211 - 100)
    i += 1
s = sorted(data, key=abs)
print(s[:10], s[-5:], sorted(data)[::40], sorted(data, reverse=True)[:5])
print(sorted(data) == list(reversed(sorted(data, reverse=True))))
stable = sorted(["bb", "a", "cc", "d", "ee", "f"], key=len)
print(stable, sorted(["bb", "a", "cc", "d"], key=len, reverse=True))
r = reversed([10, 20])
print(next(r), next(r), next(r, None))
