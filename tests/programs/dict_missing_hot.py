# dict subclasses with __missing__ in hot loops: the key there or not,
# __missing__ storing or not, raising, keys with their own hash, and a
# defaultdict.
from collections import defaultdict


class Groups(dict):
    def __missing__(self, k):
        v = self[k] = []
        return v


class Counting(dict):
    calls = 0

    def __missing__(self, k):
        Counting.calls += 1
        return len(self)          # not stored


class Strict(dict):
    def __missing__(self, k):
        if k % 97 == 0:
            raise LookupError(f"no {k}")
        self[k] = k * k
        return self[k]


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n % 10

    def __eq__(self, other):
        return isinstance(other, Key) and other.n % 10 == self.n % 10


g = Groups()
for i in range(3000):
    g[i // 3].append(i)
print(len(g), g[0], g[999], sum(map(len, g.values())))

c = Counting()
t = 0
for i in range(2000):
    if i % 4 == 0:
        c[i] = i
    t += c[i]
print(t, Counting.calls, len(c))

s = Strict()
errors = 0
for i in range(1, 2000):
    try:
        s[i]
    except LookupError as e:
        errors += 1
        last = str(e)
print(len(s), errors, last, s[12])

k = Groups()
for i in range(500):
    k[Key(i)].append(i)
print(len(k), sorted(len(v) for v in k.values()))

dd = defaultdict(int)
for w in ("a b c a b a d e f a".split() * 300):
    dd[w] += 1
print(sorted(dd.items()))

nested = defaultdict(lambda: defaultdict(list))
for i in range(1200):
    nested[i % 7][i % 3].append(i)
print(len(nested), [len(nested[j]) for j in range(7)], nested[6][2][:3])

# A subclass that overrides __getitem__ itself never reaches __missing__
# through dict's lookup.
class Own(dict):
    def __getitem__(self, k):
        return dict.get(self, k, -1)

    def __missing__(self, k):
        return 'never'

o = Own(a=1)
print(sum(o[x] for x in ['a', 'b'] * 500))

# __missing__ raising inside a deep hot loop: the traceback names it.
class Bad(dict):
    def __missing__(self, k):
        return 1 // (k - 2500)

b = Bad()
total = 0
for i in range(3000):
    total += b[i]
print(total)
