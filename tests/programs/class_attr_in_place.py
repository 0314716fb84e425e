# Attribute reads, writes and appends that traces do in place, and every
# way an instance can stop matching what the trace expects: attributes
# deleted, more attributes than the layout tree keeps (a map instead),
# values of every kind stored from a loop, a non-instance at the same
# site, instances that outgrow the room new ones are given.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Grow:
    pass


class Err(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


class Fake:
    x = 100
    y = 200


def total(items):
    t = 0
    for p in items:
        t += p.x + p.y
    return t


def store_kinds(n):
    p = P(0, 0)
    for i in range(n):
        p.x = i * 2
        p.y = i * 0.5
        p.x = p.x + 1
        p.y = p.y > 10.0
    return p.x, p.y


def grow(n):
    # Each instance gets more attributes than the last: appends past the
    # room the class hint gives new instances.
    out = []
    for i in range(n):
        g = Grow()
        for k in range(i % 9):
            setattr(g, "a%d" % k, k)
        g.last = i
        out.append(g)
    return sum(g.last for g in out), sum(len(vars(g)) for g in out)


def mixed(n):
    ps = [P(i, i) for i in range(n)]
    for i in range(0, n, 7):
        del ps[i].x
        ps[i].x = -i
    for i in range(3, n, 11):
        for k in range(70):
            setattr(ps[i], "extra%d" % k, k)
    return total(ps)


def exceptions(n):
    t = 0
    for i in range(n):
        try:
            raise Err(i)
        except Err as e:
            t += e.code + e.args[0]
    return t


def appends(n):
    t = 0
    for i in range(n):
        p = P(i, -i)
        p.z = i
        p.w = p.z + p.x
        t += p.w + p.y
    return t


print(store_kinds(200))
print(grow(300))
print(mixed(400))
print(total([P(1, 2)] * 100 + [Fake()] * 3 + [P(3, 4)] * 100))
print(exceptions(300))
print(appends(500))
