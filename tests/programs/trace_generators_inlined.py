"""Generators resumed by `for` loops in hot code: made in the loop or
before it, nested (a generator consuming another), stopped by `break` and
resumed by a later loop, sent values midway, exhausted, yielding values
whose type changes, raising inside (caught by the consumer, then one left
uncaught with its traceback through the generator frame)."""


def squares(n):
    for i in range(n):
        yield i * i


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def running_total(xs):
    total = 0
    for x in xs:
        total += x
        yield total


def countdown(n):
    while n > 0:
        yield n
        n -= 1
    return "done"


def mixed(n):
    for i in range(n):
        if i < n // 2:
            yield i
        else:
            yield i / 4


def fragile(n, bad):
    for i in range(n):
        if i == bad:
            raise ValueError("bad item %d" % i)
        yield i


def echo():
    got = None
    k = 0
    while True:
        sent = yield (k, got)
        if sent is not None:
            got = sent
        k += 1


def main():
    t = 0
    for k in range(150):
        for s in squares(30):
            t += s
        for e in evens(squares(12)):
            t += e
        for r in running_total(range(k % 9)):
            t += r
        for c in countdown(5):
            t -= c
        for y in (x * 3 for x in range(20) if x != 7):
            t += y
    print("sums", t)

    # Filters that pass over one item, several, or long runs of them.
    picked = 0
    for k in range(40):
        for x in evens(range(k, k + 60)):
            picked += x
        for x in (y for y in range(300) if y % (k % 9 + 2) == 0):
            picked += x
        for x in (y for y in range(300) if y % 97 == k % 3):
            picked -= x
    print("filtered", picked)

    # Stopped by break, resumed later (another loop, another position).
    g = squares(200)
    first = []
    for v in g:
        first.append(v)
        if v > 400:
            break
    rest = 0
    for v in g:
        rest += v
    print("resumed", len(first), first[-1], rest)

    # Values whose type changes halfway.
    acc = 0
    for m in mixed(400):
        acc += m
    print("mixed", acc)

    # Values sent while the loop runs.
    e = echo()
    seen = []
    for pair in e:
        seen.append(pair)
        if pair[0] % 50 == 0:
            e.send(pair[0])
        if len(seen) >= 300:
            break
    print("echo", seen[:3], seen[-1], len(seen))

    # An exception raised inside, caught around the loop.
    caught = 0
    for k in range(60):
        try:
            for v in fragile(100, 40 + k):
                caught += v
        except ValueError as err:
            caught += 1
            last = str(err)
    print("fragile", caught, last)

    # A generator's return value ends the loop; StopIteration carries it.
    c = countdown(3)
    print("countdown", [x for x in c], next(c, "after"))

    # Uncaught, from a generator a hot loop resumes.
    total = 0
    for v in fragile(1000, 700):
        total += v
    print("unreachable", total)


main()
