"""`x in obj` and `x not in obj` on instances whose class defines
`__contains__`, in hot loops: results of every type (their truth counts),
a `__contains__` that raises midway, one replaced on the class while the
loop runs, subclasses, the standard containers written in Python
(OrderedDict, deque, Counter, defaultdict), and an uncaught error's
traceback through `__contains__`."""

from collections import Counter, OrderedDict, defaultdict, deque


class Span:
    def __init__(self, lo, hi):
        self.lo = lo
        self.hi = hi

    def __contains__(self, x):
        return self.lo <= x < self.hi


class Evens(Span):
    def __contains__(self, x):
        return x % 2 == 0 and super().__contains__(x)


class Loose:
    """Answers with values that are not bools."""

    def __contains__(self, x):
        if x % 3 == 0:
            return x            # 0 is false, others true
        if x % 3 == 1:
            return []           # false
        return "yes"            # true


class Picky:
    def __contains__(self, x):
        if x == 150:
            raise LookupError("no %d" % x)
        return x % 4 == 1


def count_in(c, n):
    hits = misses = 0
    for i in range(n):
        if i in c:
            hits += 1
        if i not in c:
            misses += 1
    return hits, misses


def flips(n):
    s = Span(10, 20)
    seen = 0
    for i in range(n):
        if i == n // 2:
            Span.__contains__ = lambda self, x: x % 10 == 0
        seen += (i % 30) in s
    return seen


print(count_in(Span(5, 50), 300))
print(count_in(Evens(5, 50), 300))
print(count_in(Loose(), 300))
try:
    print(count_in(Picky(), 300))
except LookupError as e:
    print("LookupError:", e)
print(flips(400))
print(count_in(Span(0, 3), 10))

od = OrderedDict((k, k * k) for k in range(0, 200, 3))
dq = deque(range(0, 60, 7), maxlen=20)
ct = Counter("the quick brown fox jumps over the lazy dog")
dd = defaultdict(int)
for w in "a b a c b a".split():
    dd[w] += 1
total = 0
for i in range(400):
    total += (i in od) + 2 * (i % 70 in dq) + 4 * (chr(97 + i % 26) in ct)
    total += 8 * (chr(97 + i % 5) not in dd)
print(total)


class Strict:
    seen = 0

    def __contains__(self, x):
        Strict.seen += 1
        if x == 250:
            raise ZeroDivisionError("no room at %d" % x)
        return True


s = Strict()
for i in range(300):
    i in s
