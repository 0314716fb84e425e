# StopIteration in practice: manual iteration, generators of generators,
# and a StopIteration escaping a generator body becoming RuntimeError.
def items():
    yield "one"
    yield "two"

it = items()
while True:
    try:
        v = next(it)
    except StopIteration:
        print("loop finished")
        break
    print("value", v)

# class-based iterator raising StopIteration
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

print(list(Countdown(4)))
c = Countdown(1)
print(next(c))
try:
    next(c)
except StopIteration as e:
    print("Countdown stop", e.args)

# raising StopIteration inside a generator turns into RuntimeError (PEP 479)
def bad():
    yield 1
    raise StopIteration("oops")

b = bad()
print(next(b))
try:
    next(b)
except RuntimeError as e:
    print("RuntimeError:", e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)

# next() inside a generator without guard: same conversion
def take_pairs(iterable):
    it = iter(iterable)
    while True:
        try:
            a = next(it)
        except StopIteration:
            return
        b = next(it, "-")
        yield a, b
print(list(take_pairs("abcde")))

def unguarded(iterable):
    it = iter(iterable)
    while True:
        yield next(it)
try:
    print(list(unguarded([1, 2, 3])))
except RuntimeError as e:
    print("RuntimeError:", e)

# StopIteration attributes
s = StopIteration(42)
print(s.value, s.args, str(s), repr(s))
s0 = StopIteration()
print(s0.value, s0.args, repr(str(s0)))
print(issubclass(StopIteration, Exception), StopIteration.__mro__[1].__name__)

# exhausted generator stays exhausted
g = items()
print(list(g), list(g))
