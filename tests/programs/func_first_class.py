# Functions as values: stored in containers, passed, returned, compared.
def square(x):
    return x * x

def cube(x):
    return x * x * x

def negate(x):
    return -x

ops = [square, cube, negate]
for op in ops:
    print(op.__name__, [op(i) for i in range(4)])

table = {"sq": square, "cu": cube}
print(table["cu"](3), table["sq"](12))

def apply_twice(fn, value):
    return fn(fn(value))

print(apply_twice(square, 3), apply_twice(negate, 5), apply_twice(str.upper, "abc"))

def compose(*fns):
    def run(x):
        for fn in reversed(fns):
            x = fn(x)
        return x
    return run

inc_then_square = compose(square, lambda v: v + 1)
print(inc_then_square(4))
print(compose()(7), compose(str, cube)(2) + "!")

alias = square
print(alias is square, alias == square, alias == cube, alias(9))
print(alias.__name__)

# map/filter/sorted with named functions
print(list(map(cube, [1, 2, 3])))
print(list(filter(callable, [square, 1, "x", len, None])) == [square, len])
print(sorted([-3, 1, -2, 4], key=negate))
print(callable(square), callable(42), callable(print))

# rebinding the name doesn't change the stored reference
def greet():
    return "old"
saved = greet
def greet():
    return "new"
print(saved(), greet())

# functions can carry attributes
def tagged():
    return tagged.tag
tagged.tag = "v1"
print(tagged())
tagged.tag = "v2"
print(tagged(), tagged.tag)

# dispatch table built in a loop
handlers = {}
for name, fn in [("double", lambda n: n * 2), ("half", lambda n: n // 2)]:
    handlers[name] = fn
for cmd in ["double", "half", "double"]:
    print(cmd, handlers[cmd](10))
print(type(square).__name__, type(len).__name__)
