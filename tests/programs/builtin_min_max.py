# min/max with several args, an iterable, key= and default=.
def neg(x):
    return -x
def last(s):
    return s[-1]
print(max(1, 2), max(3, 1, 2), min(3, 1, 2), max([4, 9, 2]), min((4, 9, 2)), max("hello"), min("hello"), max(range(10)))
print(max(1, 2.5), min(-1, -1.0), max(-1.0, -1), max(True, 1), max(1, True), min(0, False), max(2**70, 2**69, 1e20))
print(max([3, 1], key=neg), min([3, 1, 2], key=neg), max("abc", "xy", "z", key=len), min(["bb", "a", "ccc"], key=len))
print(max(["apple", "kiwi", "fig"], key=last), max([-5, 3, -2], key=abs), min([-5, 3, -2], key=abs), max("aB", "Ab", key=str.lower))
print(max([], default=None), min([], default="empty"), max([7], default=0), min((), key=abs, default=-1), max(iter([]), default=2**80))
print(max([[1, 2], [1, 3], [0, 9]]), min([(2, 'b'), (2, 'a')]), max({3: 'x', 8: 'y'}), min({4, 2, 9}), max("a", "b", key=ord))
print(max(1, 1.0), max(1.0, 1), min(1, 1.0), min(1.0, 1), max([2, 2.0], key=abs), min(["a", "A"], key=str.lower))
print(max(map(abs, [-9, 4])), min(filter(None, [0, 5, 3])), max(zip([1, 2], [9, 0])), min(enumerate("zyx"), key=last))
lo = 10**9
hi = -(10**9)
i = 0
while i < 300:
    v = (i * 37) % 101 - 50
    lo = min(lo, v, i)
    hi = max(hi, v * 3, key=abs)
    i += 1
print(lo, hi)
