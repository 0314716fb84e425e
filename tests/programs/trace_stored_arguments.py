"""Hot loops that hand instances and functions to builtin methods that
only store or return them: list.append and list.insert's item,
dict.get's, setdefault's and pop's default, a comprehension's items; and
the same methods with keys whose __hash__ and __eq__ are the program's,
which must still run."""

_MISSING = object()


class P:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return "P(%d)" % self.x


class Key:
    calls = 0

    def __init__(self, k):
        self.k = k

    def __hash__(self):
        Key.calls += 1
        return hash(self.k)

    def __eq__(self, other):
        return isinstance(other, Key) and other.k == self.k


def lookups(d, keys):
    found = missing = 0
    for k in keys:
        v = d.get(k, _MISSING)
        if v is _MISSING:
            missing += 1
            d.setdefault(k, P(k))
        else:
            found += v.x if isinstance(v, P) else v
    return found, missing


def main():
    d = {}
    print(lookups(d, [i % 50 for i in range(1000)]))
    print(len(d), d[7], d.pop(7, _MISSING) is not _MISSING, d.pop(7, _MISSING) is _MISSING)

    ps = [P(i) for i in range(300)]
    fs = [(lambda j=i: j * 2) for i in range(300)]
    print(len(ps), ps[-1], sum(f() for f in fs))
    made = []
    for i in range(300):
        made.append(ps[i])
        made.insert(0, fs[i])
    print(len(made), made[0](), made[-1])

    # Keys that run the program's __hash__: each call still makes it.
    kd = {Key(i): i for i in range(10)}
    Key.calls = 0
    t = 0
    for i in range(400):
        t += kd.get(Key(i % 20), 100)
    print(t, Key.calls)

    # A default that changes type midway.
    counts = {}
    for i in range(400):
        default = P(0) if i < 200 else 0
        got = counts.get(i % 7, default)
        counts[i % 7] = (got.x if isinstance(got, P) else got) + 1
    print(sorted(counts.items()))


main()
