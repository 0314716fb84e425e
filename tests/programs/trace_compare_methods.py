# Orderings of instances in hot loops: `<` and the others run the class's
# method (inlined by tier 2), a heap of objects with __lt__, NotImplemented
# falling back to the other operand's reflected method, a subclass whose
# reflected method goes first, a method that rebinds its operands, results
# that are not bools, and CPython's TypeError when nobody knows.
import heapq
import functools


class Job:
    def __init__(self, pri, name):
        self.pri = pri
        self.name = name

    def __lt__(self, other):
        if not isinstance(other, Job):
            return NotImplemented
        return (self.pri, self.name) < (other.pri, other.name)

    def __repr__(self):
        return f"Job({self.pri}, {self.name!r})"


class Urgent(Job):
    def __gt__(self, other):
        return "urgent-gt"


class Num:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, Num):
            return self.v > other.v
        return self.v > other

    def __le__(self, other):
        other = other.v if isinstance(other, Num) else other
        return self.v <= other

    def __ge__(self, other):
        return "ge:%s" % (other,)


@functools.total_ordering
class Version:
    def __init__(self, major, minor):
        self.key = (major, minor)

    def __eq__(self, other):
        return self.key == other.key

    def __lt__(self, other):
        return self.key < other.key


class Temp:
    # `__lt__` gives up on a negative reading (after the loop has run it
    # compiled): the comparison goes on with the other's `__gt__`.
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if self.v < 0:
            return NotImplemented
        return self.v < other.v

    def __gt__(self, other):
        return "gt:%d" % other.v


def main():
    h = []
    for i in range(2000):
        heapq.heappush(h, Job((i * 7919) % 101, "j%d" % i))
    print([heapq.heappop(h) for _ in range(5)])
    jobs = [Job(i % 13, "x%d" % (i % 7)) for i in range(400)]
    lt = le = 0
    for a, b in zip(jobs, jobs[1:]):
        if a < b:
            lt += 1
        if b > a:
            le += 1
    print(lt, le)
    # Num.__lt__ gives NotImplemented: int's reflected __gt__ does not
    # know a Num either, then Num < Num falls back to the right one's
    # __gt__.
    n, m = Num(5), Num(9)
    c = 0
    for i in range(300):
        if n < m:
            c += 1
        if n <= i:
            c += 2
    print(c, n >= 3, (n >= m)[:3])
    # A subclass's reflected method goes first.
    u = Urgent(1, "u")
    print(Job(0, "j") < u, u > Job(0, "j"))
    vs = [Version(i % 4, i % 3) for i in range(200)]
    print(sum(1 for a, b in zip(vs, vs[1:]) if a <= b), sum(1 for a, b in zip(vs, vs[1:]) if a > b))
    print(sorted(vs[:6], key=lambda v: v.key)[0].key, max(vs).key, min(vs).key)
    for i in range(300):
        try:
            if i < 250:
                r = jobs[i] < jobs[i + 1]
            else:
                r = jobs[i] < i
        except TypeError as e:
            print(i, e)
            break
    print(r)
    temps = [Temp(i % 9) for i in range(400)] + [Temp(-1), Temp(3)]
    below, seen = 0, []
    for a, b in zip(temps, temps[1:]):
        r = a < b
        if r is True:
            below += 1
        elif r is not False:
            seen.append(r)
    print(below, seen)
    try:
        print(jobs[0] < 1.5)
    except TypeError as e:
        print(e)


main()
