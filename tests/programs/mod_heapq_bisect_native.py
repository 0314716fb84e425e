# heapq and bisect, whose hot functions come from Rust (_heapq, _bisect):
# CPython's heap layouts, messages, partial states after a comparison
# raises, instances whose __lt__ needs the interpreter inside hot loops.
import heapq, bisect, random
from functools import total_ordering

# heap layouts identical to CPython's on many random operation sequences
rng = random.Random(7)
for trial in range(300):
    h = []
    log = []
    for step in range(rng.randrange(1, 60)):
        op = rng.randrange(5)
        if op == 0 or not h:
            heapq.heappush(h, rng.randrange(50))
        elif op == 1:
            log.append(heapq.heappop(h))
        elif op == 2:
            log.append(heapq.heapreplace(h, rng.randrange(50)))
        elif op == 3:
            log.append(heapq.heappushpop(h, rng.randrange(50)))
        else:
            h2 = [rng.random() for _ in range(rng.randrange(20))]
            heapq.heapify(h2)
            log.append(h2)
    if trial % 50 == 0:
        print(trial, h, log[-3:])
    assert h == sorted(h) or True
print(h)

# tuples, floats, strings, mixed types failing
h = []
for i in range(20):
    heapq.heappush(h, ((i * 7) % 11, str(i)))
print(h)
print([heapq.heappop(h) for _ in range(5)])
try:
    heapq.heappush(h, 'x')
except TypeError as e:
    print('TypeError', e)
print(len(h))

@total_ordering
class Job:
    def __init__(self, p, name):
        self.p, self.name = p, name
    def __lt__(self, other):
        return self.p < other.p
    def __eq__(self, other):
        return self.p == other.p
    def __repr__(self):
        return f'Job({self.p}, {self.name!r})'

jobs = []
for i in range(30):
    heapq.heappush(jobs, Job((i * 13) % 17, f'j{i}'))
print(jobs[:6])
print([heapq.heappop(jobs) for _ in range(6)])
print(heapq.heapreplace(jobs, Job(0, 'new')), heapq.heappushpop(jobs, Job(-1, 'low')))
js = [Job(p, 'x') for p in (5, 3, 9, 1, 4)]
heapq.heapify(js)
print(js)

# a comparison that empties the heap
class Evil:
    def __init__(self, h): self.h = h
    def __lt__(self, other):
        self.h.clear()
        return True
h = [Evil(None) for _ in range(5)]
for e in h: e.h = h
for f in (lambda: heapq.heappush(h, Evil(h)), lambda: heapq.heappop(h)):
    h[:] = [Evil(h) for _ in range(5)]
    try:
        f()
        print('ok', len(h))
    except RuntimeError as e:
        print('RuntimeError', e)
    except IndexError as e:
        print('IndexError', e)

for bad in [lambda: heapq.heappush(None, 1), lambda: heapq.heappop(()), lambda: heapq.heappop([]),
            lambda: heapq.heapreplace([], 1), lambda: heapq.heappush([]), lambda: heapq.heapify(1, 2),
            lambda: heapq.heappop(), lambda: heapq.heappushpop([], 3)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

# bisect on lists, tuples, with key, lo/hi, and errors
a = sorted(rng.randrange(100) for _ in range(200))
for x in range(-2, 103, 7):
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x, 10, 50), bisect.bisect_left(tuple(a), x, hi=30))
recs = [(i, chr(97 + i % 26)) for i in range(40)]
print(bisect.bisect_left(recs, 'k', key=lambda r: r[1]), bisect.bisect_right(recs, 17, key=lambda r: r[0]))
s = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(s, x)
    bisect.insort_left(s, x * 10)
print(s)
items = []
for r in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z')]:
    bisect.insort_right(items, r, key=lambda t: t[0])
print(items)
for bad in [lambda: bisect.bisect_left(a, 1, -1), lambda: bisect.bisect_right(a, 1, 0, 500), lambda: bisect.bisect(a),
            lambda: bisect.bisect_left(a, 'x'), lambda: bisect.insort(None, 1), lambda: bisect.bisect_left(a, 1, 0, 5, None)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class Seq:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i): return i * 2
    def insert(self, i, x): print('insert', i, x)
print(bisect.bisect_left(Seq(100), 37), bisect.bisect_right(Seq(100), 38))
bisect.insort(Seq(10), 7)

# a comparison raising midway leaves the list as CPython's C code does
for base in ([1, 3, 2, 5, 'x', 4, 7], [0, 1, 2, 'a', 4, 5, 6, 7], [9, 'b', 3, 4]):
    for op in ('pop', 'replace', 'pushpop', 'push', 'heapify'):
        h = list(base)
        try:
            if op == 'pop':
                r = heapq.heappop(h)
            elif op == 'replace':
                r = heapq.heapreplace(h, 6)
            elif op == 'pushpop':
                r = heapq.heappushpop(h, 8)
            elif op == 'push':
                r = heapq.heappush(h, -1)
            else:
                r = heapq.heapify(h)
            print(op, 'ok', r, h)
        except TypeError as e:
            print(op, 'TypeError', e, h)

# hot loops: instances (whose __lt__ needs the interpreter) and plain tuples
class Task:
    __slots__ = ('due', 'n')
    def __init__(self, due, n):
        self.due, self.n = due, n
    def __lt__(self, other):
        return (self.due, self.n) < (other.due, other.n)
pq = []
done = []
for i in range(3000):
    heapq.heappush(pq, Task((i * 7919) % 1000, i))
    if i % 3 == 2:
        done.append(heapq.heappop(pq).n)
print(len(pq), sum(done), done[:10])
tq = []
total = 0
for i in range(5000):
    heapq.heappush(tq, ((i * 31) % 97, i))
    if len(tq) > 50:
        total += heapq.heappushpop(tq, (i % 13, -i))[1]
        total += heapq.heapreplace(tq, (i % 17, i))[1]
print(total, tq[:5])
srt = []
for i in range(3000):
    bisect.insort(srt, (i * 7) % 1001)
print(srt[:10], bisect.bisect_left(srt, 500), bisect.bisect_right(srt, 500))
