# Closures over parameters: adders, multipliers, configured formatters.
def adder(n):
    def add(x):
        return x + n
    return add

add3 = adder(3)
add10 = adder(10)
print(add3(1), add10(1), add3(add10(0)))

def multiplier(factor):
    return lambda x: x * factor

double, triple = multiplier(2), multiplier(3)
print([double(v) for v in range(5)], [triple(v) for v in range(5)])
print(double("ab"), triple([0]))

def formatter(prefix, width=6, fill="."):
    def fmt(value):
        s = str(value)
        return prefix + fill * (width - len(s)) + s
    return fmt

money = formatter("$")
code = formatter("#", 4, "0")
for v in (5, 42, 1234):
    print(money(v), code(v))

# a parameter modified inside the outer function after the closure is made
def shifted(base):
    def get():
        return base
    base = base * 2
    return get
print(shifted(7)())

# closures over *args and **kwargs
def partial(fn, *pre, **kw):
    def call(*more, **morekw):
        merged = dict(kw)
        merged.update(morekw)
        return fn(*pre, *more, **merged)
    return call

def describe(a, b, c=0, d=0):
    return "a=%s b=%s c=%s d=%s" % (a, b, c, d)

p = partial(describe, 1, d=4)
print(p(2))
print(p(2, 3))
print(p(2, d=40))
print(partial(describe)(9, 8, 7, 6))

# predicate builders
def between(lo, hi):
    return lambda v: lo <= v <= hi
def negate(pred):
    return lambda v: not pred(v)
teen = between(13, 19)
print([a for a in range(10, 22) if teen(a)])
print([a for a in range(10, 22) if negate(teen)(a)])

# the closure's cell contents are visible via __closure__ length
print(len(add3.__closure__), add3.__closure__[0].cell_contents)
print(adder.__closure__)
