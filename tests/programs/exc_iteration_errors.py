# StopIteration raised by next() and caught, plus errors raised while
# iterating: generators, unpacking, non-iterables and a custom __next__.
it = iter([10, 20])
print(next(it), next(it))
try:
    next(it)
except StopIteration as e:
    print("StopIteration caught, args:", e.args)

def gen():
    yield "only"
g = gen()
print(next(g))
try:
    next(g)
except StopIteration:
    print("generator exhausted")

# an exception inside a generator propagates to the consumer; the
# generator is finished afterwards
def risky():
    yield 1
    yield 2
    raise ValueError("generator failed")
    yield 3
r = risky()
got = []
try:
    for v in r:
        got.append(v)
except ValueError as e:
    print("consumer saw:", e, "after", got)
print("next after failure:", next(r, "exhausted"))

# unpacking errors
for source in [[1, 2], [1, 2, 3], [1]]:
    try:
        a, b = source
        print("unpacked", a, b)
    except ValueError as e:
        print("ValueError:", e)
try:
    x, y = 5
except TypeError as e:
    print("TypeError:", e)

# iterating a non-iterable
for obj in [5, None, 3.5]:
    try:
        for _ in obj:
            pass
    except TypeError as e:
        print("TypeError:", e)

# iterator protocol with a class that raises other errors
class Flaky:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n == 3:
            raise KeyError("third item broken")
        if self.n > 4:
            raise StopIteration
        return self.n
fl = Flaky()
collected = []
try:
    for v in fl:
        collected.append(v)
except KeyError as e:
    print("KeyError from __next__:", e, collected)
print("resumed:", list(fl))
