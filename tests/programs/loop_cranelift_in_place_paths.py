# Hot loops over the paths the Cranelift backend now runs in machine code,
# each with the case that must leave it: list items and iteration (with the
# list shrinking, growing and holding other types), appends, closure cells
# (one left empty), bound methods (rebound), // and % of every sign (and by
# zero, and the one quotient that needs a big int), range() with steps,
# generators resumed inside a loop, and `not`.


def list_items(n):
    xs = list(range(10))
    total = 0
    for i in range(n):
        j = i % 13 - 3
        try:
            total += xs[j]
            xs[j] = xs[j] + 1
        except IndexError:
            total -= 1000
        if i == n // 2:
            xs[4] = 2.5
        if i == n - 20:
            xs.pop()
    return total, xs


def list_iteration(n):
    seen = []
    xs = [1, 2, 3, 4, 5, 6]
    for round in range(n):
        s = 0
        for x in xs:
            s += x
            if round == n - 3 and x == 4:
                xs.append(7)
            if round == n - 2 and len(xs) > 3:
                xs.pop()
        seen.append(s)
    t = (3, 1, 4, 1, 5)
    for _ in range(n):
        for y in t:
            seen[-1] += y
    return seen[-5:]


def appends(n):
    out = []
    squares = [k * k for k in range(n)]
    for k in range(n):
        out.append(k if k % 3 else None)
    evens = [x for x in squares if not x & 1]
    return len(out), out[:7], sum(evens), [not x for x in (0, 1, True, False, None)]


def cells(n):
    count = 0

    def bump(by):
        nonlocal count
        count += by
        return count

    for i in range(n):
        bump(i % 3)

    def late():
        return ghost

    try:
        for i in range(n):
            late()
    except NameError as e:
        msg = str(e)
    ghost = 1
    return count, msg, late()


class Counter:
    def __init__(self):
        self.n = 0

    def step(self, k):
        self.n += k
        return self.n

    def other(self, k):
        self.n -= k
        return self.n


def bound_methods(n):
    c = Counter()
    f = c.step
    for i in range(n):
        if i == n - 10:
            f = c.other
        f(2)
    return c.n


def divisions(n):
    vals = [7, -7, 3, -3, 1, -1, 10, -10, 2**62, -2**63, 2**63 - 1]
    acc = []
    for i in range(n):
        a = vals[i % len(vals)]
        b = vals[(i * 7 + 3) % len(vals)]
        acc.append((a // b, a % b))
    q = 0
    for i in range(-n, n):
        q += i // 7 + i % 7 + i // -5 - i % -5
    errors = []
    for d in (3, 0, -2):
        try:
            errors.append(n // d)
            errors.append(n % d)
        except ZeroDivisionError as e:
            errors.append(str(e))
    big = [-2**63 // -1, -2**63 % -1]
    return acc[-4:], q, errors, big


def ranges(n):
    t = 0
    for i in range(n):
        for j in range(i % 5):
            t += j
        for j in range(10, i % 7, -2):
            t -= j
        for j in range(3, 40, 7):
            t += j
    try:
        for s in (1, 0):
            for j in range(0, 5, s):
                t += 1
    except ValueError as e:
        t = (t, str(e))
    return t


def counting(limit):
    k = 0
    while k < limit:
        yield k
        k += 1
    return "done"


def generators(n):
    total = 0
    for i in range(n):
        g = counting(i % 6)
        for v in g:
            total += v
    g = counting(3)
    got = [next(g), next(g), next(g)]
    try:
        next(g)
    except StopIteration as e:
        got.append(e.value)
    return total, got, sum(x * x for x in range(n) if x % 2)


for f in (list_items, list_iteration, appends, cells, bound_methods, divisions, ranges, generators):
    print(f.__name__, f(300))
