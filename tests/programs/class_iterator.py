# Class-based iterators (__iter__/__next__) used in for loops, list(), zip,
# unpacking, and iterables whose __iter__ is a generator.
class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        value = self.current
        self.current -= 1
        return value

for n in Countdown(3):
    print("tick", n)
print(list(Countdown(5)), sum(Countdown(4)))
c = Countdown(2)
print(list(c), list(c))   # an iterator is exhausted after one pass

# an iterable (not an iterator) that returns a fresh iterator each time
class Range:
    def __init__(self, lo, hi, step=1):
        self.lo, self.hi, self.step = lo, hi, step
    def __iter__(self):
        return RangeIter(self)

class RangeIter:
    def __init__(self, r):
        self.r = r
        self.i = r.lo
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.r.hi:
            raise StopIteration
        v = self.i
        self.i += self.r.step
        return v

r = Range(0, 10, 3)
print(list(r), list(r), [(a, b) for a in r for b in r if a < b][:4])

# __iter__ as a generator method
class Deck:
    def __init__(self, suits, ranks):
        self.suits, self.ranks = suits, ranks
    def __iter__(self):
        for s in self.suits:
            for rk in self.ranks:
                yield rk + s
    def __len__(self):
        return len(self.suits) * len(self.ranks)

deck = Deck("HS", "AKQ")
print(list(deck), len(deck))
print(sorted(deck), "QS" in deck, "JH" in deck)

# unpacking, zip, enumerate, dict() over custom iterators
a, b, c = Countdown(3)
print(a, b, c)
first, *rest = Range(1, 6)
print(first, rest)
print(list(zip(Countdown(3), Range(10, 20))))
print(list(enumerate(Deck("D", "23"))))
print(dict(zip(Deck("C", "AB"), Countdown(2))))

# iter() and next() on the custom iterator
it = iter(Range(5, 8))
print(next(it), next(it), next(it), next(it, "done"))

# __iter__ returning a non-iterator is a TypeError
class BadIter:
    def __iter__(self):
        return 42
try:
    iter(BadIter())
except TypeError as e:
    print("TypeError:", e)
