"""Instances called like functions (a class's __call__) and dict
comprehensions in hot loops: a counter object, a callable whose class is
changed midway, one that raises, one whose __call__ takes defaults; dict
comprehensions with int, str and tuple keys and a key whose __hash__ is
the program's."""


class Rand:
    """A xorshift generator called like a function."""

    def __init__(self, seed):
        self.state = seed or 1

    def __call__(self, n):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x % n


class Scale:
    def __init__(self, k):
        self.k = k

    def __call__(self, x, bias=0):
        return x * self.k + bias


class Strict:
    def __call__(self, x):
        if x > 250:
            raise ValueError("too big: %d" % x)
        return -x


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k)

    def __eq__(self, other):
        return self.k == other.k


def main():
    rand = Rand(7)
    total = 0
    for i in range(2000):
        total += rand(100) + rand(7)
    print("rand", total, rand.state)

    sc = Scale(3)
    acc = 0
    for i in range(600):
        acc += sc(i) + sc(i, 1)
        if i == 300:
            Scale.__call__ = lambda self, x, bias=0: x - self.k + bias
    print("scale", acc)

    st = Strict()
    got = 0
    try:
        for i in range(400):
            got += st(i)
    except ValueError as e:
        print("strict", got, e)

    counts = 0
    for k in range(300):
        d = {i: i * k for i in range(k % 9)}
        s = {str(i): len(str(i)) for i in range(k % 5)}
        t = {(i, k % 3): i for i in range(3)}
        counts += sum(d.values()) + len(s) + len(t)
    print("dicts", counts)
    keyed = {Key(i % 4): i for i in range(50)}
    print(sorted((k.k, v) for k, v in keyed.items()))


main()
