"""An error inside a generator a builtin consumes: the traceback shows the
caller's line and the generator's frame, nothing of the builtin's own
loop (as CPython's C loop shows nothing)."""


def ratios(xs):
    for x in xs:
        yield 10 // x


def total(xs):
    return sum(ratios(xs))


print(total([1, 2, 5]))
sep = ", "
print(sep.join(str(r) for r in ratios([3, 4])))
print(total([1, 0]))
