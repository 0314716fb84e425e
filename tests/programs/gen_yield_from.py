# yield from: delegating to iterables and sub-generators, and its result value.
def inner():
    yield "i1"
    yield "i2"
    return "inner-result"

def outer():
    print("  outer start")
    result = yield from inner()
    print("  inner returned", repr(result))
    yield "o1"
    r2 = yield from [10, 20]
    print("  list delegation returned", r2)
    yield from "ab"
    yield from range(2)
    return "outer-done"

print(list(outer()))

g = outer()
print(next(g), next(g), next(g))
try:
    while True:
        print("next:", next(g))
except StopIteration as stop:
    print("stopped with", repr(stop.value))

def flatten(tree):
    for node in tree:
        if isinstance(node, list):
            yield from flatten(node)
        else:
            yield node

print(list(flatten([1, [2, [3, [4, [5]]]], 6, [], [[7]]])))

# a sum computed by a sub-generator and returned through yield from
def accumulate(items):
    total = 0
    for it in items:
        yield it
        total += it
    return total

def report(groups):
    totals = []
    for grp in groups:
        t = yield from accumulate(grp)
        totals.append(t)
    return totals

r = report([[1, 2], [3, 4, 5], []])
seen = []
while True:
    try:
        seen.append(next(r))
    except StopIteration as e:
        print("seen", seen, "totals", e.value)
        break

# send passes through yield from to the inner generator
def echo_inner():
    while True:
        v = yield
        if v is None:
            return "finished"
        print("  inner got", v)

def wrapper():
    res = yield from echo_inner()
    yield "wrapper saw " + res

w = wrapper()
next(w)
w.send("a")
w.send("b")
print(w.send(None))
