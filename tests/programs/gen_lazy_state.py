# Generators keep their frame alive between resumptions: locals, loop state,
# try blocks and arguments all persist; interleaving two generators.
def tracker(label):
    calls = 0
    for i in range(3):
        calls += 1
        print("  %s resumed (call %d, i=%d)" % (label, calls, i))
        yield label + str(i)
    print("  %s finished" % label)

a = tracker("a")
b = tracker("b")
print(next(a))
print(next(b))
print(next(a))
print(next(a))
print(next(b))
print(list(a), list(b))

# zip interleaves two generators
def letters():
    for c in "xyz":
        print("  letter", c)
        yield c
def digits():
    for d in "123":
        print("  digit", d)
        yield d
print(list(zip(letters(), digits())))

# generator arguments are evaluated at call time, body runs later
def body(x):
    print("  body starts with", x)
    yield x

print("calling")
g = body([1, 2])
print("called")
print(next(g))

# try/except state persists across yields
def safe_divs(pairs):
    ok = 0
    for a, b in pairs:
        try:
            yield a // b
            ok += 1
        except ZeroDivisionError:
            yield "div0"
    yield "ok=%d" % ok
print(list(safe_divs([(6, 3), (1, 0), (9, 2), (5, 0)])))

# generators inside methods see self
class Range2D:
    def __init__(self, w, h):
        self.w, self.h = w, h
    def cells(self):
        for y in range(self.h):
            for x in range(self.w):
                yield (x, y)
r = Range2D(3, 2)
print(list(r.cells()))
r.w = 1
print(list(r.cells()))

# a generator expression captures the iterable once but names lazily
factor = 2
scaled = (v * factor for v in [1, 2, 3])
factor = 10
print(list(scaled))
