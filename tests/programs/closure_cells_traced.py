# Functions whose locals live in cells (a nested function or a
# comprehension closes over them) called from hot loops: each call makes
# its own cells, nested functions see later rebindings, `nonlocal` writes
# through, escaping closures keep their own cells, and errors inside them
# report the right frames.


def scaled(xs, k):
    return [x * k for x in xs]


def counter(start):
    n = start

    def bump(by):
        nonlocal n
        n += by
        return n

    bump(1)
    bump(2)
    return n, bump


def keep(k):
    return lambda x: x + k


def rebinding(k):
    f = lambda: k
    a = f()
    k = k * 10
    return a + f()


def checked(xs, limit):
    def ok(x):
        return x < limit

    return sum(1 for x in xs if ok(x))


def divides(xs, d):
    return [x // d for x in xs]


total = 0
fns = []
for i in range(300):
    total += sum(scaled([1, 2, 3], i))
    n, bump = counter(i)
    total += n + bump(5)
    if i % 50 == 0:
        fns.append(keep(i))
    total += rebinding(i)
    total += checked(range(10), i % 12)
print(total)
print([f(1) for f in fns])

caught = 0
for i in range(120):
    try:
        total += sum(divides([10, 20, 30], 3 - i % 4))
    except ZeroDivisionError as e:
        caught += 1
        msg = str(e)
print(total, caught, msg)
divides([1], 0)
