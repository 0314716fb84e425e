# zip (incl. strict=True that succeeds, uneven lengths) and enumerate(start=).
a = [1, 2, 3, 4]
b = "wxyz"
c = (10, 20, 30)
for x, y in zip(a, b):
    print(x, y)
for t in zip(a, b, c):
    print(t)
print(list(zip()), list(zip(a)), list(zip(a, [])), list(zip(range(3), range(10, 100))))
print(list(zip(a, b, strict=True)), list(zip([], [], strict=True)))
print(list(zip({1: 'a', 2: 'b'}, [3, 4])), dict(zip(b, a)))
for i, ch in enumerate("abc"):
    print(i, ch)
for i, ch in enumerate("abc", start=10):
    print(i, ch)
for i, ch in enumerate(["p", "q"], -5):
    print(i, ch)
print(list(enumerate([])), list(enumerate(range(3), 2**64)), list(enumerate(zip("ab", "cd"))))
total = 0
for i, (x, y) in enumerate(zip(range(100), range(100, 0, -1)), start=1):
    total += i * x - y
print(total)
z = zip([1, 2], [3, 4])
print(next(z), next(z), next(z, "end"))
e = enumerate("hi", 1)
print(next(e), list(e), list(e))
pairs = list(zip(*[(1, 'a'), (2, 'b'), (3, 'c')]))
print(pairs)
