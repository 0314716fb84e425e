print(sum(range(10**7)), min(range(5, 10**7)), max(range(10**7)))
print(sum(x * x for x in range(10**6)), max((x % 977 for x in range(10**6))), min('hello'), max('hello', key=ord))
print(min(3, 1, 2), max([1, 5, 3], key=lambda v: -v), min([], default=7), max(range(0), default=None))
print(sum([[1], [2]], []), sum([0.5, 1, 2**70]), sum((1, 2), 10), max([(1, 'b'), (1, 'a')]))
class A:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __gt__(self, o): return self.v > o.v
    def __radd__(self, o): return o + self.v
    def __repr__(self): return f'A({self.v})'
print(min(A(3), A(1), A(2)), max([A(3), A(9)]), sum([A(1), A(2)]))
for bad in [lambda: min(5), lambda: max([]), lambda: min(1, 2, default=3), lambda: sum(['a']), lambda: max(1, 'a'), lambda: min()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(max({'a': 1, 'b': 2}), min({3, 1}), sum({1: 2, 3: 4}))
