# map and filter with builtins (int, str, abs, len, None) and with own functions.
def sq(x):
    return x * x
def add(a, b):
    return a + b
def even(x):
    return x % 2 == 0
def pos(x):
    return x > 0
print(list(map(int, ["1", "-2", " 3 ", "44"])), list(map(str, [1, 2.5, None, True, 2**70])), list(map(abs, [-3, 3, -2**70])))
print(list(map(len, ["", "ab", [1, 2, 3], (1,), {}])), list(map(float, "123")), list(map(bool, [0, 1, "", "x"])))
print(list(map(sq, range(10))), list(map(add, [1, 2, 3], [10, 20])), list(map(add, "ab", "cd")), list(map(pow, [2, 3], [10, 2], [1000, 5])))
print(list(filter(None, [0, 1, "", "a", [], [0], None, 0.0, 2])), list(filter(even, range(15))), list(filter(pos, [-1, 0, 5, -2**80, 2**80])))
print(list(filter(str.isdigit, ["1", "a", "22", ""])), list(filter(bool, (0, 3))), list(map(str.upper, "abc")), list(map(chr, [72, 105])))
print(list(map(sq, filter(even, range(20)))), list(filter(even, map(sq, range(10)))), sum(map(sq, range(100))))
m = map(sq, [1, 2, 3])
print(next(m), list(m), list(m))
f = filter(even, [1, 2, 3, 4])
print(next(f), next(f), next(f, "none"))
total = 0
for v in map(add, range(200), range(200, 400)):
    total += v
for v in filter(even, range(300)):
    total -= v
print(total)
print(list(map(divmod, [7, -7, 2**70], [2, 2, 3])), list(map(ord, "AZ")), list(map(round, [0.5, 1.5, 2.5])))
print(dict(map(divmod, [9, 10], [4, 4])), list(map(max, [1, 5], [3, 2])), list(map(min, "ab", "ba")), list(map(sorted, ["cba", "fed"])))
