"""Truth tests and len() of instances whose classes define __bool__ or
__len__, in hot loops: `while stack:`, `if not q:`, `not obj`, `len(obj)`,
with results that change type, go negative or raise midway, methods
replaced on the class while the loop runs, and an error left uncaught."""

from collections import deque


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        return self.items.pop()

    def __len__(self):
        return len(self.items)


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Both(Sized):
    # __bool__ wins over __len__.
    def __bool__(self):
        return self.n > 100


class Counted(Stack):
    pass


def drain(s):
    t = 0
    while s:
        t += s.pop()
    return t


def main():
    s = Stack()
    total = 0
    for i in range(3000):
        s.push(i)
        s.push(i * 2)
        if i % 3 == 0:
            total += drain(s)
        if not s:
            total += 1
        total += len(s)
    print("stack", total, len(s), bool(s), not s)

    # A subclass, and an instance attribute named like the method (special
    # methods are looked up on the class).
    c = Counted()
    c.__len__ = lambda: 99
    n = 0
    for i in range(500):
        c.push(i)
        if c:
            n += len(c)
    print("counted", n, len(c))

    # __bool__ results, then one that is not a bool.
    flags = [Flag(i % 4 == 0) for i in range(400)] + [Flag(1)]
    hits = 0
    for f in flags:
        try:
            if f:
                hits += 1
            hits += not f
        except TypeError as e:
            print("bool error:", e)
    print("flags", hits)

    # __len__ results going negative, big, of another type, a bool.
    for bad in (-1, 2 ** 70, "3", True, 2.0):
        objs = [Sized(i % 5) for i in range(300)] + [Sized(bad)]
        k = 0
        try:
            for o in objs:
                if o:
                    k += 1
                k += len(o)
            print("sized ok", k)
        except (ValueError, TypeError, OverflowError) as e:
            print("sized", type(e).__name__, e, k)

    # __bool__ beats __len__.
    print("both", sum(1 for b in [Both(i) for i in range(200)] if b), len(Both(7)))

    # The method replaced on the class while the loop runs.
    grown = 0
    objs = [Sized(i % 3) for i in range(600)]
    for i, o in enumerate(objs):
        if i == 300:
            Sized.__len__ = lambda self: self.n + 1
        if o:
            grown += len(o)
    print("replaced", grown)

    # A __len__ that raises midway.
    class Flaky:
        def __init__(self):
            self.calls = 0

        def __len__(self):
            self.calls += 1
            if self.calls == 250:
                raise KeyError("flaky")
            return self.calls % 2

    fl = Flaky()
    seen = 0
    for i in range(400):
        try:
            if fl:
                seen += 1
        except KeyError as e:
            print("flaky raised", e, "at", i)
    print("flaky", seen, fl.calls)

    # Breadth-first search over a grid with a deque.
    width = 40
    dist = {(0, 0): 0}
    q = deque([(0, 0)])
    while q:
        x, y = q.popleft()
        for nx, ny in ((x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)):
            if 0 <= nx < width and 0 <= ny < width and (nx * ny) % 7 != 3 and (nx, ny) not in dist:
                dist[(nx, ny)] = dist[(x, y)] + 1
                q.append((nx, ny))
    print("bfs", len(dist), max(dist.values()), len(q), not q)

    # Finally a __bool__ that returns an int, uncaught in a hot loop.
    flags = [Flag(True)] * 300 + [Flag(0)]
    on = 0
    for f in flags:
        if f:
            on += 1
    print("unreachable", on)


main()
