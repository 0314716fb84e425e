# Classes deriving from the builtin types: their methods, operators,
# printing, hashing, super() and unbound calls, as CPython runs them.
import json
class AttrDict(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__

a = AttrDict(x=1, y=2)
a.z = 3
print(a, a.x, a['z'], len(a), sorted(a), json.dumps(a))

class Counter2(dict):
    def __missing__(self, key):
        return 0
    def add(self, k):
        self[k] += 1

c = Counter2()
for w in "the cat the dog the end".split():
    c.add(w)
print(c, c['zzz'], 'zzz' in c, c.get('the'), list(c.items()))

class LoggingDict(dict):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)
    def __getitem__(self, key):
        v = super().__getitem__(key)
        print("get", key, v)
        return v

ld = LoggingDict()
ld['a'] = 1
print(ld['a'], ld)
ld.update(b=2)   # does not call __setitem__ in CPython
print(ld, dict(ld), {**ld}, ld == {'a': 1, 'b': 2})

class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
    @property
    def empty(self):
        return not self

s = Stack()
print(s.empty, bool(s))
for i in range(5):
    s.push(i * i)
print(s, s.peek(), s.pop(), len(s), s.empty, sum(s), s[1:3], type(s[1:3]).__name__)
s += [100]
print(type(s).__name__, s, s + [1], [0] + s, s * 2, 16 in s, s.index(4))
s.sort(reverse=True)
print(s, sorted(s), list(reversed(s)), max(s), isinstance(s, list), isinstance(s, Stack))

class Tagged(list):
    def __init__(self, tag, items=()):
        super().__init__(items)
        self.tag = tag
    def __repr__(self):
        return f"Tagged({self.tag!r}, {list.__repr__(self)})"

t = Tagged("nums", [3, 1, 2])
print(t, t.tag, len(t), t == [3, 1, 2], vars(t))
t.extend([9])
print(t)

class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
    def shout(self):
        return self + "!"

u = Upper("hello")
print(u, repr(u), u.shout(), len(u), u[1:3], u == "HELLO", hash(u) == hash("HELLO"), {u: 1}["HELLO"])
print(u.lower(), u.split("L"), "x".join([u, u]), f"{u:>8}", u + "x", "<" + u, isinstance(u, str))

class Money(int):
    def __repr__(self):
        return f"Money({int(self)})"
    def __str__(self):
        return f"${int(self)}"
m = Money(42)
print(m, repr(m), m + 1, m * 2, -m, abs(Money(-3)), m == 42, m < 50, hash(m), f"{m:05d}", float(m), int(m), m // 5, divmod(m, 5), round(m))
print([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44][m], range(m)[-1], bin(m), str(m), "%d" % m)

class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    @property
    def y(self):
        return self[1]
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

p = Point(1, 2)
x, y = p
print(p, p.x, p.y, x, y, len(p), p == (1, 2), p + (3,), hash(p) == hash((1, 2)), tuple(p))

class Temp(float):
    def celsius(self):
        return (self - 32) * 5 / 9
print(Temp(212).celsius(), Temp(98.6), Temp(1.5) + 1, round(Temp(2.567), 2))

class Tags(set):
    def tagged(self, t):
        return t in self
ts = Tags(["a", "b"])
ts.add("c")
print(sorted(ts), ts.tagged("a"), len(ts), ts | {"z"} == {"a", "b", "c", "z"}, isinstance(ts, set))
try:
    class Bad(list, dict):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    class B2(bool):
        pass
except TypeError as e:
    print("TypeError:", e)
print(Stack.__mro__, Upper.__bases__)
print(type(m).__name__, type(m + 1).__name__, type(u.lower()).__name__)
class L(list): pass
class D(dict): pass
class I(int): pass
class S(str): pass
class T(tuple): pass
l = L([1, 2]); d = D(a=1); i = I(7); s = S("ab"); t = T((1, 2))
for v in (l, d, t):
    match v:
        case [x, y]:
            print("seq", x, y)
        case {"a": z}:
            print("map", z)
match i:
    case int(n):
        print("int", n)
match s:
    case str() as q:
        print("str", q)
try:
    l[5]
except IndexError as e:
    print("IndexError:", e)
try:
    d['zz']
except KeyError as e:
    print("KeyError:", e)
try:
    I("x")
except ValueError as e:
    print("ValueError:", e)
try:
    hash(l)
except TypeError as e:
    print("TypeError:", e)
try:
    object.__new__(L)
except TypeError as e:
    print("TypeError:", e)
try:
    int.__new__(L)
except TypeError as e:
    print("TypeError:", e)
print(type(l) is list, type(l) is L, l.__class__.__name__, isinstance(l, (dict, list)), issubclass(L, list))
print(dir(l)[-3:], 'append' in dir(l), vars(l))
l.name = "n"
print(l.name, vars(l), l.__dict__)
print(list(l), tuple(t), dict(d), set(L([1, 1])), frozenset(t), str(s), int(i), float(I(2)), bool(L()), bool(I(0)))
print(repr(S("x'y")), S("a") < S("b"), sorted([S("b"), S("a")]), max(I(3), 4, I(5)), min(l))
print(i.bit_length(), i.real, i.numerator, s.__len__(), l.__getitem__(0), d.__contains__('a'), (i).__add__(1))
print(I(5) ** 2, 2 ** I(3), I(7) % 3, 7 % I(4), I(6) / 4, I(5) << 1, I(6) & 3, ~I(5), -I(5), +I(5))
print(sum([I(1), I(2)]), "%s|%r|%d|%5.1f" % (i, i, i, I(3)), "{} {!r} {:x}".format(i, s, I(255)))
print([1,2,3][I(1)], "abc"[I(0):I(2)], list(range(I(3))), [0] * I(2), S("ab") * 2, chr(I(65)), i in {7: 1}, s in {"ab"})
class Deque(list):
    def __init__(self, *a, maxlen=None):
        super().__init__(*a)
        self.maxlen = maxlen
    def append(self, x):
        super().append(x)
        if self.maxlen is not None and len(self) > self.maxlen:
            del self[0]
q = Deque([1, 2], maxlen=3)
for k in range(5):
    q.append(k)
print(q, q.maxlen, len(q), q[0], q[-1], q.count(4))
class Registry(dict):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.hits = 0
    def __getitem__(self, k):
        self.hits += 1
        return super().__getitem__(k)
    def __contains__(self, k):
        return super().__contains__(k.lower())
r = Registry(a=1, b=2)
print(r['a'], r['b'], r.hits, 'A' in r, r.get('a'), r.hits, list(r), len(r), r.keys(), r.values())
r2 = r.copy()
print(type(r2).__name__, r2, r == r2, r | {'c': 3}, type(r | {'c': 3}).__name__)
class Version(tuple):
    def __new__(cls, text):
        return super().__new__(cls, (int(p) for p in text.split(".")))
    def __str__(self):
        return ".".join(map(str, self))
vs = [Version("1.10.0"), Version("1.2.3"), Version("1.2")]
print(sorted(vs), [str(v) for v in sorted(vs)], max(vs) > Version("1.9"), Version("1.2") == (1, 2), len(vs[0]))
class Path(str):
    def __truediv__(self, other):
        return Path(self + "/" + other)
    @property
    def name(self):
        return self.rsplit("/", 1)[-1]
p = Path("/usr") / "lib" / "x.py"
print(p, p.name, type(p).__name__, p.endswith(".py"), p.split("/"), p.upper(), len(p), p[1:4], p.replace("lib", "share"))
class Counter2(dict):
    def __missing__(self, key):
        return 0

class Stack(list):
    def push(self, x):
        self.append(x)

class Num(int):
    def double(self):
        return Num(self * 2)

def work(n):
    c = Counter2()
    s = Stack()
    total = 0
    for i in range(n):
        c[i % 7] += 1
        s.push(i)
        if len(s) > 10:
            s.pop(0)
        k = Num(i)
        total += k.double() + k
        if i % 1000 == 999:
            total += sum(s)
    return c, s, total

for r in range(3):
    c, s, t = work(20000)
print(sorted(c.items()), s, t)
