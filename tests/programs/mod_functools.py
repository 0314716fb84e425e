import functools
from functools import reduce, partial, lru_cache, cache, cmp_to_key, wraps, update_wrapper, total_ordering

# reduce
print(reduce(lambda a, b: a + b, [1, 2, 3, 4, 5]))
print(reduce(lambda a, b: a * b, range(1, 11), 1))
print(reduce(lambda a, b: a + b, [], 42), reduce(lambda a, b: a + b, ["x"]))
print(reduce(lambda acc, c: acc + [c * 2], "abc", []))
for args in [(lambda a, b: a, []), (lambda a, b: a, 5), (None, [1, 2])]:
    try:
        reduce(*args)
    except TypeError as e:
        print("TypeError", e)

# partial
def power(base, exp, *, mod=None):
    r = base ** exp
    return r if mod is None else r % mod
square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=10)
print(square(7), cube_mod(7), square(3, exp=3), cube_mod(2, mod=5))
p1 = partial(power, 2)
p2 = partial(p1, 10)
print(p1(5), p2(), p2.func is power, p2.args, p2.keywords)
p3 = partial(p2, mod=1000)
print(p3(), p3.args, p3.keywords, p3.func.__name__)
print(partial(max, key=len)(["aa", "b", "ccc"]), partial(sorted, reverse=True)([3, 1, 2]))
print(callable(p1), type(p1).__name__)
try:
    partial()
except TypeError as e:
    print("TypeError", e)
try:
    partial(5)
except TypeError as e:
    print("TypeError", e)
print(repr(partial(len, 1, a=2)).startswith("functools.partial(<built-in function len>, 1, a=2"))
basetwo = partial(int, base=2)
basetwo.__doc__ = "Convert base 2 string to an int."
print(basetwo("10010"), basetwo.__doc__)

# lru_cache
calls = []
@lru_cache(maxsize=3)
def sq(x):
    calls.append(x)
    return x * x
for v in [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]:
    sq(v)
print(calls, sq.cache_info())
print(sq.cache_info().hits, sq.cache_info().misses, sq.cache_info()[3])
sq.cache_clear()
print(sq.cache_info(), sq.cache_parameters())
print(sq.__name__, sq.__wrapped__(9))

@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())

@lru_cache(maxsize=None)
def fib2(n):
    return n if n < 2 else fib2(n - 1) + fib2(n - 2)
print(fib2(150), fib2.cache_info(), fib2.cache_parameters())

@cache
def fact(n):
    "factorial"
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30), fact.cache_info(), fact.__doc__, fact.__name__)

tcalls = []
@lru_cache(typed=True)
def typed_id(x):
    tcalls.append(x)
    return x
typed_id(1); typed_id(1.0); typed_id(True); typed_id(1)
print(tcalls, typed_id.cache_info())
ucalls = []
@lru_cache()
def untyped(x, y=0):
    ucalls.append((x, y))
    return x
untyped(1); untyped(1.0); untyped(True); untyped(1, y=0); untyped(1, 0); untyped(x=1); untyped(1.0, 0); untyped(True, 0)
print(ucalls, untyped.cache_info())

zc = []
@lru_cache(maxsize=0)
def zero(x):
    zc.append(x)
    return x
zero(1); zero(1)
print(zc, zero.cache_info())
@lru_cache(maxsize=-5)
def neg(x):
    return x
neg(1); neg(1)
print(neg.cache_info())
try:
    lru_cache("x")
except TypeError as e:
    print("TypeError", e)
try:
    sq([1])
except TypeError as e:
    print("TypeError", e)

class Exc:
    n = 0
@lru_cache
def boom(x):
    Exc.n += 1
    raise ValueError(x)
for _ in range(2):
    try:
        boom(1)
    except ValueError as e:
        print("ValueError", e)
print(Exc.n, boom.cache_info())

class Thing:
    def __init__(self, k):
        self.k = k
    @lru_cache(maxsize=None)
    def double(self, x):
        return self.k * x
t1 = Thing(3)
print(t1.double(2), t1.double(2), Thing.double.cache_info())

# cmp_to_key
def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ["pear", "fig", "apple", "kiwi", "date", "banana", "yam"]
print(sorted(words, key=cmp_to_key(by_len_then_rev)))
print(max(words, key=cmp_to_key(by_len_then_rev)), min(words, key=cmp_to_key(by_len_then_rev)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) > K(2), K(1) >= K(2), K(4) == K(4), K(4) != K(5), K(7).obj)
try:
    K(1) < 3
except TypeError as e:
    print("TypeError", e)
try:
    hash(K(1))
except TypeError as e:
    print("TypeError", str(e)[:17])

# wraps / update_wrapper
def deco(f):
    @wraps(f)
    def inner(*a, **k):
        "inner doc"
        return ("wrapped", f(*a, **k))
    return inner
@deco
def hello(name):
    "Say hello."
    return "hello " + name
hello.extra = 1
print(hello("bob"), hello.__name__, hello.__doc__, hello.__wrapped__("x"))
def target(a: int) -> str:
    "target doc"
target.marker = "m"
def wrapper(*a):
    return target(*a)
update_wrapper(wrapper, target)
print(wrapper.__name__, wrapper.__doc__, wrapper.__annotations__, wrapper.marker, wrapper.__wrapped__ is target)
def w2():
    pass
update_wrapper(w2, target, assigned=("__doc__",), updated=())
print(w2.__name__, w2.__doc__)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)

# total_ordering
@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __repr__(self):
        return "V" + ".".join(map(str, self.parts))
a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a <= b, a > b, a >= b, a <= c, a >= c, b > a, b >= a)
print(sorted([Version(2), Version(1, 5), Version(1), Version(1, 4, 9)]))
try:
    a <= 5
except TypeError as e:
    print("TypeError", e)

@total_ordering
class Rev:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __gt__(self, other):
        return self.v > other.v
print(Rev(1) < Rev(2), Rev(1) <= Rev(1), Rev(3) >= Rev(2), Rev(3) > Rev(2))
@total_ordering
class GE:
    def __init__(self, v):
        self.v = v
    def __ge__(self, other):
        return self.v >= other.v
print(GE(1) < GE(2), GE(2) <= GE(1), GE(3) > GE(2))
@total_ordering
class LE:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        return self.v <= other.v
print(LE(1) < LE(2), LE(2) >= LE(1), LE(3) > LE(2))
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print("ValueError", e)

# cached_property, partialmethod, singledispatch
class Circle:
    computed = 0
    def __init__(self, r):
        self.r = r
    @functools.cached_property
    def area(self):
        Circle.computed += 1
        return 3 * self.r * self.r
    def _scale(self, k, extra=0):
        return self.r * k + extra
    double = functools.partialmethod(_scale, 2)
    triple_plus = functools.partialmethod(_scale, 3, extra=1)
ci = Circle(2)
print(ci.area, ci.area, Circle.computed, ci.double(), ci.triple_plus(), ci.triple_plus(extra=5))

@functools.singledispatch
def describe(x):
    return "object"
@describe.register(int)
def _(x):
    return "int %d" % x
@describe.register
def _(x: list):
    return "list of %d" % len(x)
@describe.register(str)
def _(x):
    return "str " + x
print(describe(3), describe(True), describe("s"), describe([1, 2]), describe(2.5), describe(None))
print(describe.dispatch(bool) is describe.dispatch(int), describe.dispatch(float) is describe.registry[object])
