"""Builtins given a generator the compiler cannot see (a generator
function's, one kept in a variable, `sorted`, a separator in a variable):
each runs as a loop tier 2 traces with the generator inside. Results,
early stops seen through side effects, errors raised by the builtin and
from inside the generator, and arguments whose types change."""

log = []


def upto(n, step=1):
    for i in range(0, n, step):
        log.append(i)
        yield i


def words(n):
    for i in range(n):
        yield "w" + str(i)


def checks(n):
    sep = "-" if n % 2 else "+"
    kept = (x * x for x in range(n))
    return (
        sum(upto(n)),
        sum(upto(n, 2), 100),
        sum(upto(n), 0.5),
        any(upto(n)),
        all(upto(n)),
        max(upto(n + 1)),
        min(upto(n + 1)),
        list(upto(n)),
        tuple(words(n)),
        sorted(set(upto(n, 3))),
        sorted(x % 4 for x in range(n)),
        sep.join(words(n)),
        sum(kept),
    )


def main():
    for n in range(5):
        log.clear()
        print(n, checks(n), len(log))
    # Early stops: the generator is left suspended where the builtin stopped.
    g = upto(10)
    log.clear()
    print(any(x > 3 for x in g), log, list(g))
    g = upto(10)
    print(all(x < 2 for x in g), next(g))
    # Hot: the loops are traced with the generator's frame inlined.
    total = 0
    text = 0
    for k in range(4000):
        log.clear()
        total += sum(upto(k % 23)) + max(upto(1 + k % 7)) - min(upto(3 + k % 5))
        if any(upto(k % 3)):
            total += 1
        text += len(",".join(words(k % 6))) + len(sorted(upto(k % 9)))
        total += len(tuple(upto(k % 4))) + len(list(words(k % 5)))
    print(total, text)
    # The argument's type changes under a trace: lists, tuples and ranges
    # take the builtins' own paths.
    mixed = 0
    for k in range(3000):
        src = upto(k % 8) if k % 3 else list(range(k % 8))
        mixed += sum(src) + len(",".join(str(x) for x in range(k % 4)))
    print(mixed)
    # Errors: the builtin's own, and from inside the generator.
    for bad in (lambda: max(upto(0)), lambda: min(x for x in ()),
                lambda: sum(words(2)), lambda: ",".join(upto(3)),
                lambda: sorted(x for x in [1, "a"]),
                lambda: max(x for x in [2, None]),
                lambda: sum(1 // x for x in upto(3)),
                lambda: sum(words(3), "")):
        try:
            print(bad())
        except (TypeError, ValueError, ZeroDivisionError) as e:
            print(type(e).__name__, e)


main()
