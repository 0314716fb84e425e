from collections import deque

def err(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)

d = deque()
print(d, len(d), bool(d), repr(deque([1, 2])), deque("abc"), deque(range(5), maxlen=3), deque(maxlen=0))
d.append(1); d.append(2); d.appendleft(0); d.appendleft(-1)
print(d, d[0], d[-1], d[1], len(d), bool(d), 2 in d, 5 in d)
print(d.pop(), d.popleft(), d)
d.extend([3, 4, 5]); d.extendleft("ab")
print(d, list(d), list(reversed(list(d))))
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.rotate(0); d.rotate(len(d) * 3 + 1); print(d)
d.rotate(-100); print(d)
print(d.count(3), d.count("z"), d.index(3), d.index(5, 2), d.index(3, -len(d), -1))
d.insert(0, "first"); d.insert(100, "last"); d.insert(-1, "mid"); d.insert(-100, "front")
print(d)
d.remove("mid"); d.remove("front")
print(d)
d.reverse(); print(d)
d[0] = "LAST"; d[-1] = "FIRST"; del d[1]; del d[-2]
print(d, d.copy(), d.copy() == d, d.copy() is d)
d.clear(); print(d, len(d))

# maxlen behaviour
m = deque(maxlen=3)
for i in range(6):
    m.append(i)
    print(m, m.maxlen)
m.appendleft(-1); print(m)
m.extend([10, 11]); print(m)
m.extendleft([20, 21]); print(m)
m.rotate(1); print(m)
print(deque([1, 2, 3, 4, 5], maxlen=2), deque("abcdef", 4).copy())
z = deque(maxlen=0); z.append(1); z.appendleft(2); z.extend([3]); print(z)
err(lambda: deque([1, 2, 3], maxlen=3).insert(0, 9))
err(lambda: deque([], -1))
err(lambda: deque([], "a"))

# errors
e = deque()
err(e.pop)
err(e.popleft)
err(lambda: e[0])
err(lambda: deque([1])[1])
err(lambda: deque([1])[-2])
err(lambda: deque([1]).remove(2))
err(lambda: deque([1, 2]).index(3))
err(lambda: deque([1, 2]).index(2, 0, 1))
err(lambda: deque([1])[1:2])
err(lambda: deque([1])["a"])
err(lambda: hash(deque()))
err(lambda: deque([1]).rotate("a"))
err(lambda: deque([1]) + [2])
err(lambda: deque([1]) < [2])
err(lambda: deque([1]) >= 5)
err(lambda: {deque(): 1})
def mutate():
    dd = deque([1, 2, 3])
    for x in dd:
        dd.append(x)
err(mutate)

# comparisons and arithmetic
a, b = deque([1, 2, 3]), deque([1, 2, 4])
print(a == b, a != b, a < b, a <= b, a > b, a >= b, a == deque([1, 2, 3]), a == [1, 2, 3])
print(a + b, a * 2, 2 * deque("ab"), deque([1], maxlen=2) * 3, deque([1, 2]) * 0)
c = deque([1]); c += [2, 3]; c += c; print(c)
c *= 2; print(c, len(c))
c.extend(c); print(len(c))
print(deque([[1], [2]]), deque(["a", (1, 2)], maxlen=5), deque([deque([1])]))
x = deque([1]); x.append(x); print(x)

# queue / sliding window workloads (popleft must be cheap)
q = deque()
total = 0
for i in range(30000):
    q.append(i)
    if len(q) > 100:
        total += q.popleft()
print(total, len(q), q[0], q[-1])
w = deque(maxlen=5)
sums = []
for i in range(20):
    w.append(i * i)
    sums.append(sum(w))
print(sums)
# BFS on a grid
grid = ["..#.....", ".##..#..", "....#...", "#.#...#.", "......#."]
start, goal = (0, 0), (4, 7)
dist = {start: 0}
queue = deque([start])
while queue:
    r, cc = queue.popleft()
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, cc + dc
        if 0 <= nr < 5 and 0 <= nc < 8 and grid[nr][nc] == "." and (nr, nc) not in dist:
            dist[(nr, nc)] = dist[(r, cc)] + 1
            queue.append((nr, nc))
print(dist.get(goal), len(dist))
# alternating both ends
dq = deque()
for i in range(1000):
    if i % 3 == 0:
        dq.appendleft(i)
    else:
        dq.append(i)
    if i % 7 == 0:
        dq.pop()
    if i % 11 == 0 and dq:
        dq.popleft()
print(len(dq), dq[0], dq[-1], dq[len(dq) // 2], sum(dq))
# josephus with rotate
people = deque(range(1, 42))
order = []
while people:
    people.rotate(-2)
    order.append(people.popleft())
print(order[-5:])
