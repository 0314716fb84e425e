# Hot calls of functions that take *args and **kwargs: decorators passing
# everything on, extra arguments packed past defaults, methods with *a,
# memoized recursion through a wrapper, and the cases that leave the
# trace (keyword arguments after warm-up, a wrong argument count).
import functools


def logged(f):
    calls = [0]

    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        calls[0] += 1
        return f(*args, **kwargs)
    wrapper.calls = calls
    return wrapper


@logged
def add(a, b, c=0):
    return a + b + c


def count(*xs):
    return len(xs)


def spread(first, second=100, *rest, **named):
    return first + second + sum(rest) + len(named)


def describe(*args, **kwargs):
    return (type(args).__name__, args, sorted(kwargs.items()))


class Vec:
    def __init__(self, *parts):
        self.parts = parts

    def dot(self, *other):
        t = 0
        for a, b in zip(self.parts, other):
            t += a * b
        return t


def memo(f):
    cache = {}

    def wrapper(*args):
        if args in cache:
            return cache[args]
        r = f(*args)
        cache[args] = r
        return r
    return wrapper


@memo
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


def main():
    t = 0
    v = Vec(1, 2, 3)
    for i in range(300):
        t += add(i, 1)
        t += add(i, 2, 3)
        t += count() + count(i) + count(i, i, i, i)
        t += spread(i) + spread(i, 1) + spread(i, 1, 2, 3)
        t += v.dot(i, 1, 2)
        if i == 250:
            # Keyword arguments after warm-up: another shape, same answer.
            t += add(i, b=5) + spread(i, k=1) + add(*(1, 2), **{'c': 3})
    print(t, add.calls[0], add.__name__)
    print(describe(), describe(1, 2), describe(1, x=2))
    print(paths(12, 12), paths(16, 10))
    # Arguments mutated inside do not leak out.
    def grab(*a, **k):
        k['seen'] = True
        return a, k
    d = {}
    for i in range(100):
        a, k = grab(i, **d)
    print(a, k, d)
    # A wrong count raises CPython's error, also once traced.
    def two(a, b):
        return a - b
    wrapped = logged(two)
    for i in range(200):
        try:
            r = wrapped(i, 1) if i < 150 else wrapped(i)
        except TypeError as e:
            print(i, e)
            break
    print(r)


main()
