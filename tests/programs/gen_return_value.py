# return inside a generator: stops iteration, value rides on StopIteration.
def first_n(xs, n):
    count = 0
    for x in xs:
        if count == n:
            return
        yield x
        count += 1

print(list(first_n("abcdef", 3)), list(first_n("ab", 5)), list(first_n("abc", 0)))

def search(xs, target):
    for i, x in enumerate(xs):
        yield i
        if x == target:
            return "found at %d" % i
    return "not found"

g = search([5, 7, 9, 11], 9)
steps = []
try:
    while True:
        steps.append(next(g))
except StopIteration as e:
    print(steps, e.value, e.args)

g = search([1, 2], 99)
try:
    while True:
        next(g)
except StopIteration as e:
    print(repr(e.value), repr(e))

# a for loop discards the return value
for step in search([3, 4], 4):
    print("step", step)

# plain return gives value None
def plain():
    yield 1
    return
p = plain()
next(p)
try:
    next(p)
except StopIteration as e:
    print("value", e.value, "args", e.args)

# return with a tuple value
def stats(xs):
    lo = hi = None
    for x in xs:
        if lo is None or x < lo:
            lo = x
        if hi is None or x > hi:
            hi = x
        yield x
    return lo, hi

s = stats([4, -2, 9, 0])
out = []
while True:
    try:
        out.append(next(s))
    except StopIteration as e:
        print(out, e.value)
        break

# generator with try/finally runs the finally when exhausted
def guarded():
    try:
        yield "a"
        yield "b"
    finally:
        print("  cleanup")
print(list(guarded()))
for v in guarded():
    print(v)
