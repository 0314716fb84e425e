"""next(g) and g.send(v) in hot loops, the generator resumed inside the
trace: counters, a running average fed by send, two generators taking
turns, next with a default at the end, a generator that raises midway,
StopIteration from next caught, and an uncaught error through next."""


def counter(start):
    n = start
    while True:
        yield n
        n += 1


def averager():
    """Fed with send(): answers the mean of what it was sent so far."""
    sums = [0, 0]
    answer = None
    while True:
        x = yield answer
        sums[0] += x
        sums[1] += 1
        answer = sums[0] / sums[1]


def limited(n):
    for i in range(n):
        yield i * 2
    return "end"


def fragile(n, bad):
    k = 0
    while True:
        if k == bad:
            raise KeyError(k)
        yield k * n
        k += 1


def main():
    ids = counter(100)
    t = 0
    for i in range(500):
        t += next(ids)
    print("ids", t, next(ids))

    avg = averager()
    next(avg)
    last = None
    for i in range(600):
        last = avg.send(i % 17)
    print("mean", last)

    a, b = counter(0), counter(1000)
    turns = []
    for i in range(300):
        turns.append(next(a) if i % 3 else next(b))
    print("turns", turns[:6], turns[-3:], sum(turns))

    got = []
    g = limited(50)
    for i in range(80):
        got.append(next(g, None))
    print("limited", got.count(None), sum(x for x in got if x is not None))

    caught = []
    for k in range(20):
        h = limited(k)
        try:
            while True:
                next(h)
        except StopIteration as stop:
            caught.append(stop.value)
    print("stops", len(caught), caught[0])

    # send() to generators not started: None starts them, anything else
    # is CPython's TypeError (the loop traced with None first).
    started = refused = 0
    for i in range(300):
        fresh = averager()
        try:
            fresh.send(None if i < 200 else i)
            started += 1
        except TypeError as e:
            refused += 1
            why = str(e)
    print("fresh", started, refused, why)

    f = fragile(3, 400)
    s = 0
    try:
        for i in range(1000):
            s += next(f)
    except KeyError as e:
        print("fragile", s, e)

    f2 = fragile(5, 350)
    for i in range(1000):
        next(f2)
    print("unreachable")


main()
