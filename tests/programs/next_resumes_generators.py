# `next(g)` on a generator: values, return values in StopIteration, the
# default, a generator that calls `next` on itself, exceptions passing
# through, and the traceback of one left uncaught (through the generator's
# frame, as CPython shows it).


def counter(n):
    for i in range(n):
        got = yield i
        if got is not None:
            print("sent", got)
    return "done-%d" % n


g = counter(3)
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value, e.args)
print(next(g, "default"), next(counter(0), "empty"))
try:
    next(g)
except StopIteration as e:
    print("stop again", e.value)


def selfish():
    yield next(me)


me = selfish()
try:
    next(me)
except ValueError as e:
    print("ValueError:", e)


def fails_on(k):
    for i in range(10):
        if i == k:
            raise KeyError(i)
        yield i


total = 0
for rep in range(2000):
    f = fails_on(rep % 7)
    try:
        while True:
            total += next(f)
    except KeyError as e:
        total += 100 * e.args[0]
print("total", total)

# A hot loop pulling from two generators by `next`.
def squares():
    i = 0
    while True:
        yield i * i
        i += 1


a, b = squares(), counter(100000)
acc = 0
for _ in range(50000):
    acc += next(a) - next(b)
print("acc", acc, next(b))


def deep():
    yield 1
    raise RuntimeError("from inside")


d = deep()
next(d)
next(d)
