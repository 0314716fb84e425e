# __call__: instances used as functions, stateful callables, callable classes
# as decorators, and callable() on the various kinds.
class Multiplier:
    def __init__(self, factor):
        self.factor = factor
    def __call__(self, x):
        return x * self.factor

triple = Multiplier(3)
print(triple(5), triple("ab"), list(map(triple, [1, 2, 3])))
print(callable(triple), callable(Multiplier), callable(3), callable("s"))

class Counter:
    def __init__(self):
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return "call #%d args=%r kwargs=%r" % (self.calls, args, sorted(kwargs.items()))

c = Counter()
print(c())
print(c(1, 2))
print(c(x=1))
print(c.calls)

# a class used as a decorator
class Trace:
    def __init__(self, fn):
        self.fn = fn
        self.history = []
    def __call__(self, *args):
        result = self.fn(*args)
        self.history.append((args, result))
        return result

@Trace
def add(a, b):
    return a + b

print(add(1, 2), add(10, 20))
print(add.history, type(add).__name__)

# a decorator class with arguments
class Tag:
    def __init__(self, name):
        self.name = name
    def __call__(self, fn):
        def wrapped(*a):
            return "<%s>%s</%s>" % (self.name, fn(*a), self.name)
        return wrapped

@Tag("b")
@Tag("i")
def text(s):
    return s
print(text("hi"))

# callables in sort keys and as callbacks
class ByIndex:
    def __init__(self, i):
        self.i = i
    def __call__(self, row):
        return row[self.i]
rows = [("b", 2), ("a", 3), ("c", 1)]
print(sorted(rows, key=ByIndex(0)), sorted(rows, key=ByIndex(1)))

# __call__ is looked up on the type, not the instance
class Plain:
    pass
p = Plain()
p.__call__ = lambda: "instance attr"
print(callable(p))
try:
    p()
except TypeError as e:
    print("TypeError:", e)
