# Comprehension variables live in their own scope and do not leak or clobber.
x = "outer x"
squares = [x * x for x in range(5)]
print(squares, x)

y = 100
evens = {y for y in range(6) if y % 2 == 0}
print(sorted(evens), y)

k = "kept"
d = {k: v for k, v in [("a", 1)]}
print(d, k)

g = (z for z in range(3))
try:
    print(z)
except NameError as e:
    print("NameError:", e)
print(list(g))

# a for loop, by contrast, leaves its variable bound
for leak in range(3):
    pass
print("loop leaked", leak)

# comprehensions in functions see enclosing locals
def scale(values, factor):
    return [v * factor for v in values]
print(scale([1, 2, 3], 4))

def shadow():
    v = "local v"
    out = [v for v in "ab"]
    return out, v
print(shadow())

# the iterable of the first clause is evaluated in the enclosing scope
n = 3
print([n for n in range(n)], n)

# reading a class attribute inside a comprehension in a class body
class Config:
    base = 10
    items = [1, 2, 3]
    first_iter = [i + 1 for i in items]     # items resolved in class scope
    try:
        scaled = [i * base for i in items]  # base is NOT visible here
    except NameError as e:
        scaled = "NameError: " + str(e)
print(Config.first_iter)
print(Config.scaled)

# nested comprehension: inner one sees the outer comprehension's variable
print([[i * j for j in range(3)] for i in range(3)])

# the walrus inside a comprehension binds in the containing scope
total = 0
running = [total := total + v for v in [1, 2, 3, 4]]
print(running, total)

def f():
    found = [last := w for w in ["a", "bb", "ccc"] if len(w) > 1]
    return found, last
print(f())

# a lambda inside a comprehension closes over the comprehension's variable
fns = [lambda: i for i in range(3)]
print([fn() for fn in fns])
try:
    print(i)
except NameError as e:
    print("NameError:", e)
