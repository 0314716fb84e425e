"""Type checks in hot loops: type(x) is T, isinstance with builtin types,
`is None`, on values whose type the trace knows and on values whose type
changes under it (ints turning into bools, floats, big ints, instances)."""


class Point:
    pass


def describe(x):
    return (type(x) is int, type(x) is not float, isinstance(x, int),
            isinstance(x, object), isinstance(x, bool), isinstance(x, Point),
            isinstance(x, (str, int)), type(x) is type(None), x is None,
            x is not None, isinstance(x, str), type(x) is bool)


def index_of(i):
    # The checks a sequence type written in Python makes on each index.
    if isinstance(i, slice):
        return "slice"
    if type(i) is not int:
        if isinstance(i, bool):
            return "bool"
        return "other"
    return i * 2


def total(values):
    t = 0
    for v in values:
        r = index_of(v)
        if type(r) is int:
            t += r
        else:
            t += len(r)
    return t


def main():
    ints = list(range(300))
    print(total(ints))
    # The same loop, its values changing type after it was traced.
    mixed = list(range(200)) + [True, False, 2.5, slice(1, 2), "ab", 2 ** 70, None] + list(range(50))
    print(total(mixed))
    rows = {}
    for v in [1, 2, True, 3.5, "s", None, Point(), [1], (2,), range(3), 2 ** 70, -5]:
        for _ in range(40):
            d = describe(v)
        rows[repr(v) if not isinstance(v, Point) else "Point()"] = d
    for k, d in rows.items():
        print(k, "".join("1" if b else "0" for b in d))
    # Counting in a loop whose item type changes halfway.
    n_int = n_float = 0
    for i in range(400):
        x = i if i < 200 else i / 2
        if type(x) is int:
            n_int += 1
        elif isinstance(x, float):
            n_float += 1
    print(n_int, n_float)


main()
