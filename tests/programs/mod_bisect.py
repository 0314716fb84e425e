import bisect
from bisect import bisect_left, bisect_right, insort_left, insort_right, insort

a = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for x in [0, 1, 2, 3, 4, 8, 13, 14]:
    print(x, bisect_left(a, x), bisect_right(a, x), bisect.bisect(a, x))

# lo / hi
print(bisect_left(a, 2, 2), bisect_right(a, 2, 0, 3), bisect_left(a, 8, 7, 9))
print(bisect_left(a, 100, 0, 4), bisect_right(a, -5, 3))
print(bisect.bisect_left(a, 2, hi=-1), bisect.bisect_right(a, 2, 0, None))
print(bisect_left([], 5), bisect_right([], 5))

# key=
recs = [("a", 1), ("b", 3), ("c", 3), ("d", 7)]
def second(r):
    return r[1]
print(bisect_left(recs, 3, key=second), bisect_right(recs, 3, key=second))
print(bisect.bisect(recs, 0, key=second), bisect.bisect(recs, 9, key=second))
insort_left(recs, ("x", 3), key=second)
insort_right(recs, ("y", 3), key=second)
insort(recs, ("z", 0), key=second)
print(recs)

# insort
b = []
for v in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    insort(b, v)
print(b)
c = [1.0, 2.0, 3.0]
insort_left(c, 2)
insort_right(c, 2)
print(c, [type(v).__name__ for v in c])
d = [1, 2, 3]
bisect.insort_left(d, 10, 0, 1)
print(d)

# strings and tuples
words = sorted(["pear", "apple", "fig", "kiwi", "banana"])
print(words, bisect_left(words, "grape"), bisect_right(words, "kiwi"))
print(bisect_left([(1, 'a'), (2, 'b')], (2,)), bisect_right([(1, 'a'), (2, 'b')], (1, 'z')))

# grading example from the docs
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])

# errors
for args in [([1, 2], 1, -1), ([1, 2], 1, -5, 3)]:
    try:
        bisect_left(*args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    insort_right([1, 2], 1, -1)
except Exception as e:
    print(type(e).__name__, e)
try:
    bisect_right([1, "a"], 2)
except Exception as e:
    print(type(e).__name__, e)

# big list
big = list(range(0, 3000, 3))
print(sum(bisect_left(big, v) for v in range(0, 3000, 7)))
print(sum(bisect_right(big, v) for v in range(0, 3000, 7)))
