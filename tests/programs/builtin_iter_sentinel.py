# iter(func, sentinel): func() until it returns the sentinel.
data = [1, 2, 3, 0, 4]
pos = [0]
def read():
    v = data[pos[0]]
    pos[0] += 1
    return v
print(list(iter(read, 0)))
lines = iter(["a", "b", "", "c"])
print([l for l in iter(lambda: next(lines), "")])
it = iter(int, 1)
print(type(it).__name__, next(it))
try:
    iter(5, 1)
except TypeError as e:
    print("TypeError:", e)
import functools
chunks = iter(functools.partial(next, iter([b"ab", b"cd", b""])), b"")
print(b"".join(chunks))
total = 0
src = iter(range(1000))
for x in iter(lambda: next(src), 500):
    total += x
print(total)
