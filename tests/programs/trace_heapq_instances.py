"""heapq over instances ordered by __lt__ (a job queue): the operations
run as loops tier 2 traces with __lt__ inlined. CPython's layouts, the
comparisons' order (seen through a log), a raising __lt__ leaving the
list as CPython's C code leaves it, a __lt__ that changes the list's
size, empty heaps, and heaps whose items change type under a trace."""

import heapq
from heapq import heappush, heappop

log = []


class Job:
    def __init__(self, prio, name):
        self.prio = prio
        self.name = name

    def __lt__(self, other):
        log.append((self.name, other.name))
        return self.prio < other.prio

    def __repr__(self):
        return f"{self.name}:{self.prio}"


class Touchy(Job):
    def __lt__(self, other):
        if self.prio == 13 or other.prio == 13:
            raise ValueError(f"unlucky {self.name} {other.name}")
        return self.prio < other.prio


class Grower(Job):
    target = None

    def __lt__(self, other):
        if Grower.target is not None and self.prio == 7:
            Grower.target.append(Job(0, "extra"))
        return self.prio < other.prio


def layouts():
    h = []
    for i, p in enumerate([5, 3, 8, 1, 9, 2, 7]):
        heappush(h, Job(p, "j%d" % i))
    print(h, len(log))
    log.clear()
    out = [heappop(h) for _ in range(3)]
    print(out, h, log)
    log.clear()
    print(heapq.heapreplace(h, Job(4, "r")), h, log)
    log.clear()
    print(heapq.heappushpop(h, Job(0, "small")), heapq.heappushpop(h, Job(6, "big")), h, log)
    print(heapq.heappushpop([], Job(1, "alone")))
    for f in (heappop, lambda h: heapq.heapreplace(h, Job(1, "x"))):
        try:
            f([])
        except IndexError as e:
            print("IndexError", e)


def raising():
    h = []
    for i, p in enumerate([1, 4, 6, 20, 30, 40]):
        heappush(h, Touchy(p, "t%d" % i))
    for item in (Touchy(13, "bad"), Touchy(2, "ok")):
        try:
            heappush(h, item)
        except ValueError as e:
            print("ValueError", e)
        print(h)
    try:
        h[0] = Touchy(13, "top")
        heappop(h)
    except ValueError as e:
        print("ValueError", e, h)
    print(h)


def growing():
    h = []
    for i, p in enumerate([1, 3, 5, 9]):
        heappush(h, Grower(p, "g%d" % i))
    Grower.target = h
    try:
        heappush(h, Grower(7, "grow"))
    except RuntimeError as e:
        print("RuntimeError", e, len(h))
    Grower.target = None


def scheduler():
    # Hot: a queue of jobs pushed and popped in a loop.
    h = []
    done = 0
    order = 0
    for t in range(6000):
        heappush(h, Job((t * 7919) % 1000, "n"))
        if t % 3 == 2:
            j = heappop(h)
            done += j.prio
            order = (order * 31 + j.prio) % 1000003
        if t % 500 == 499:
            j = heapq.heapreplace(h, Job(t % 17, "r"))
            done += j.prio
    while h:
        order = (order * 31 + heappop(h).prio) % 1000003
    print(done, order, len(log))


def mixed():
    # Heaps of numbers and of instances through the same calls.
    total = 0
    for t in range(3000):
        h = []
        for k in range(6):
            heappush(h, Job((t + k * 5) % 11, "m") if t % 4 else (t * k) % 13)
        a = heappop(h)
        total += a.prio if isinstance(a, Job) else a
    print(total)


layouts()
raising()
growing()
log.clear()
scheduler()
mixed()
