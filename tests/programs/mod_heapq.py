import heapq
from heapq import heappush, heappop, heapify, heapreplace, heappushpop, nlargest, nsmallest, merge

data = [5, 3, 17, 10, 84, 19, 6, 22, 9, 1, 3, 44, 0, 17]
h = []
for v in data:
    heappush(h, v)
    print(h)
out = []
while h:
    out.append(heappop(h))
print(out)

x = list(data)
heapify(x)
print(x)
print(heapreplace(x, 50), x)
print(heappushpop(x, -1), x)
print(heappushpop(x, 7), x)
print(heappushpop([], 3))

# heapsort with many duplicates; layout must match exactly
seq = [(i * 7919) % 31 for i in range(60)]
hh = list(seq)
heapify(hh)
print(hh)
print([heappop(hh) for _ in range(len(hh))])

# tuples and priority queue pattern
pq = []
for prio, name in [(3, "c"), (1, "a"), (2, "b"), (1, "aa"), (5, "e"), (0, "z")]:
    heappush(pq, (prio, name))
print(pq)
print([heappop(pq) for _ in range(3)], pq)

# nlargest / nsmallest
print(nlargest(3, data), nsmallest(3, data))
print(nlargest(1, data), nsmallest(1, data), nlargest(0, data), nsmallest(-2, data))
print(nlargest(100, data), nsmallest(20, iter(data)))
print(nlargest(4, iter(data)), nsmallest(4, iter(data)))
print(nlargest(1, []), nsmallest(1, iter([])), nlargest(3, iter([])))
words = ["apple", "Fig", "banana", "kiwi", "Cherry", "date", "EGG", "plum"]
print(nlargest(3, words, key=len), nsmallest(3, words, key=len))
print(nlargest(3, iter(words), key=str.lower), nsmallest(3, iter(words), key=str.lower))
print(nlargest(1, words, key=len), nsmallest(1, words, key=len))
pairs = [(i % 4, i) for i in range(20)]
print(nsmallest(5, iter(pairs), key=lambda p: p[0]))
print(nlargest(5, iter(pairs), key=lambda p: p[0]))
mixed = [1, 1.0, 2, 2.0, True, 0, 0.0]
print(nsmallest(3, iter(mixed)), nlargest(3, iter(mixed)))

# merge
print(list(merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(merge()), list(merge([])), list(merge([3, 2, 1])))
print(list(merge([7, 5, 3], [8, 4, 2], reverse=True)))
print(list(merge(["a", "BB", "ccc"], ["DD", "e"], key=len)))
print(list(merge(["ccc", "BB", "a"], ["eee", "d"], key=len, reverse=True)))
print(list(merge([(1, "x"), (2, "y")], [(1, "a"), (3, "b")], key=lambda t: t[0])))
g = merge(iter([1, 4]), iter([2, 3]))
print(next(g), next(g), list(g))
print(list(merge(range(0, 30, 3), range(1, 30, 5), range(2, 30, 4))))

# errors
for fn, args in [(heappop, ([],)), (heapreplace, ([], 1)), (heappush, ((), 1)),
                 (heappop, ((),)), (heapify, (None,)), (heappushpop, ("ab", 1))]:
    try:
        print(fn(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    h = [1, 2]
    heappush(h, "x")
except Exception as e:
    print(type(e).__name__, e)
print(sorted(heapq.__all__))
