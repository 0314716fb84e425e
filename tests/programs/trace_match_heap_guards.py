"""What traces guard so they decide as the interpreter does: a class
pattern int() on bools, a class pattern reading an attribute through
__getattr__, exception args matched by keyword, object() on anything, and
heapq calls whose heaps alternate between ints and instances."""

def kind(v):
    match v:
        case int():
            return 1
    return 0
n = 0
for i in range(20000):
    n += kind(i % 3 == 0)
print(n)
class P:
    def __init__(s):
        s.y = 1
    def __getattr__(s, n):
        return 7
ps = [P() for _ in range(50)]
t = 0
for i in range(20000):
    match ps[i % 50]:
        case P(x=v):
            t += v
print(t)
class E(ValueError):
    pass
es = [E("a"), E("b")]
c = 0
for i in range(5000):
    match es[i % 2]:
        case ValueError(args=(a,)):
            c += len(a)
        case object():
            c += 100
print(c)
import heapq
class J:
    def __init__(s, p):
        s.p = p
    def __lt__(s, o):
        return s.p < o.p
tot = 0
for i in range(4000):
    h = [i] if i < 2000 else [J(i)]
    x = heapq.heappop(h)
    tot += x if isinstance(x, int) else x.p
    h2 = []
    heapq.heappush(h2, i if i < 2000 else J(i))
print(tot)
