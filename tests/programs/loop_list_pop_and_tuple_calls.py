# list.pop(i) and tuple()/list() of lists, tuples and strs in hot loops
# (a sliding window, a queue drained from the front), with indexes out of
# range, arguments whose type changes, and the errors the interpreter
# raises.
def windows(xs, size):
    buf = []
    for x in xs:
        buf.append(x)
        if len(buf) == size:
            yield tuple(buf)
            buf.pop(0)


print(sum(a * b - c for a, b, c in windows(range(3000), 3)))

queue = list(range(2000))
drained = 0
while queue:
    drained += queue.pop(0) - queue.pop(-1) if len(queue) > 1 else queue.pop(0)
print(drained, queue)

shapes = [[1, 2], (3, 4, 5), "xy", [], ()]
out = []
for i in range(2500):
    s = shapes[(i // 500) % len(shapes)]
    out.append((tuple(s), list(s)))
print(out[0], out[500], out[1000], out[1500], out[2000])

items = list(range(50))
try:
    for i in range(3000):
        items.append(i)
        items.pop(-60 if i == 2900 else 0)
except IndexError as e:
    print(i, e)
try:
    for i in range(3000):
        items.append(i)
        items.pop(1 if i < 2950 else "1")
except TypeError as e:
    print(i, e)
try:
    for i in range(3000):
        t = tuple(items if i < 2990 else 5)
except TypeError as e:
    print(i, e, len(t))
