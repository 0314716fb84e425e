# next(obj) on instances whose class defines __next__, in hot loops: the
# method runs as a frame (tier 2 inlines it), StopIteration propagates to
# the caller's handler, next(obj, default) takes the default, and
# itertools.count (a class here) is stepped the same way.
import itertools


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n


class Fib:
    def __init__(self):
        self.a, self.b = 0, 1

    def __next__(self):
        self.a, self.b = self.b, self.a + self.b
        return self.a


def main():
    f = Fib()
    total = 0
    for i in range(300):
        total += next(f) % 1000
    print(total)
    c = Countdown(500)
    seen = 0
    while True:
        try:
            seen += next(c)
        except StopIteration:
            break
    print(seen, next(c, 'done'), next(Countdown(3), None))
    seq = itertools.count(10, 3)
    print([next(seq) for _ in range(5)], sum(next(seq) for _ in range(200)))
    c = Countdown(2)
    print(next(c), next(c))
    try:
        next(c)
    except StopIteration as e:
        print('stop', repr(e), e.args)


main()
