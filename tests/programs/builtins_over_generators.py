"""any(), all(), sum(), list(), set() and tuple() of generator expressions,
which the compiler turns into loops of the calling frame: results, early
stops (seen through side effects), empty inputs, exceptions from inside.
(builtins_over_generators_shadowed.py has the names that are not the
builtins.)"""

log = []


def seen(x):
    log.append(x)
    return x


def checks(xs, t):
    return (
        any(seen(x) > t for x in xs),
        all(seen(x) > t for x in xs),
        sum(x * 2 for x in xs if x != t),
        sum(x / 4 for x in xs),
        list(x + 1 for x in xs),
        sorted(set(x % 3 for x in xs)),
        tuple(str(x) for x in xs if x % 2),
    )


def main():
    for t in range(-1, 6):
        log.clear()
        print(t, checks([1, 2, 3, 4], t), log)
    print(checks([], 0))
    # Hot: the loops these become are traced with the generator inside.
    total = 0
    hits = 0
    for k in range(3000):
        row = (k % 7, k % 5, k % 3)
        if any(v == 4 for v in row):
            hits += 1
        if all(v > 0 for v in row):
            hits += 2
        total += sum(v * v for v in row) + len(set(v for v in row))
    print(hits, total)
    # Sums of mixed types, strings refused as CPython refuses them.
    print(sum(x for x in [1, 2.5, True]), sum(x for x in [[1], [2]] if False))
    for bad in ([1, "a"], [[1], [2]]):
        try:
            print(sum(x for x in bad))
        except TypeError as e:
            print("TypeError:", e)
    try:
        print(set(x for x in [[1]]))
    except TypeError as e:
        print("TypeError:", e)

    def failing(n):
        for i in range(n):
            if i == 3:
                raise ValueError("item %d" % i)
            yield i

    for consume in (any, all, sum, list, set, tuple):
        try:
            consume(x > 10 for x in failing(5))
        except ValueError as e:
            print(consume.__name__, "ValueError:", e)
    print(any(x > 1 for x in failing(5)), all(x < 1 for x in failing(5)))

    # min and max: the first item kept, then each one past it; ties keep
    # the first; an empty generator is CPython's ValueError.
    print(max(x for x in [3, 1, 4, 1, 5, 9, 2, 6]), min(x * 2 for x in range(5, 0, -1)))
    print(max(x for x in [1, 1.0, True]), min(x for x in [True, 1.0, 1]))
    print(max(s for s in ["b", "a", "c"]), min(len(s) for s in ["aaa", "b", "cc"]))
    for which in ("max", "min"):
        try:
            print(max(x for x in []) if which == "max" else min(x for x in ()))
        except ValueError as e:
            print("ValueError:", e)
    try:
        max(x for x in [1, "a"])
    except TypeError as e:
        print("TypeError:", e)

    class Score:
        def __init__(self, v):
            self.v = v

        def __lt__(self, other):
            return self.v < other.v

        def __gt__(self, other):
            return self.v > other.v

    print(max(Score(x) for x in [2, 7, 3]).v, min(Score(x) for x in [2, 7, 3]).v)
    # A literal separator's join of a generator.
    print(", ".join(str(x) for x in range(5)), "".join(c.upper() for c in "abc"),
          "-".join(x for x in []))
    try:
        ", ".join(x for x in [1, 2])
    except TypeError as e:
        print("TypeError:", e)
    spread = 0
    for k in range(2000):
        spread += max(v % 7 for v in (k, k + 3, k * 5)) - min(v % 5 for v in (k, k + 1))
        spread += len("".join(str(d) for d in (k % 3, k % 4)))
    print("spread", spread)


main()
