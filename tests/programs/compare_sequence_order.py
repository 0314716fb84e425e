# Ordering of tuples and lists: the first differing item decides, a prefix
# sorts first, and items of any comparable type take part (small ints, big
# ints, floats, strings, nested sequences), as in a priority queue of
# (priority, item) pairs.

pairs = [
    ((1, 2), (1, 3)),
    ((2,), (1, 5)),
    ((1, 2), (1, 2, 0)),
    ((), ()),
    ((3, "b"), (3, "a")),
    ((1, 2.5), (1, 2)),
    ((10**30, 1), (10**30, 0)),
    ((-(2**63), 0), (2**63, 0)),
    (((1, 2), 3), ((1, 1), 4)),
    ([1, [2, 3]], [1, [2, 4]]),
    ((1, float("nan")), (1, 0.0)),
    ((True, 1), (1, 0)),
]
for a, b in pairs:
    print(a < b, a <= b, a > b, a >= b, a == b)

queue = []
seed = 7
for i in range(200):
    seed = (seed * 1103515245 + 12345) % 2147483648
    queue.append((seed % 17, i % 5, f"job{i}"))
queue.sort()
print(queue[:4], queue[-2:])
print(min(queue), max(queue))

for a, b in [((1, "x"), (1, 2)), ([0, None], [0, 1])]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
