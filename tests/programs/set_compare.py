# issubset / issuperset / isdisjoint and < <= > >=.
a = {1, 2}
b = {1, 2, 3}
c = {4, 5}
print(a.issubset(b), b.issubset(a), a.issubset(a), set().issubset(a))
print(b.issuperset(a), a.issuperset(b), a.issuperset(a), a.issuperset(set()))
print(a.isdisjoint(c), a.isdisjoint(b), set().isdisjoint(set()))
print(a.issubset([1, 2, 3]), b.issuperset(range(1, 3)), a.isdisjoint((3, 4)), a.isdisjoint('ab'))
print(a < b, a <= b, a > b, a >= b)
print(b < a, b <= a, b > a, b >= a)
print(a < a, a <= a, a > a, a >= a)
print(a < c, a <= c, a > c, a >= c, a == c)
print(set() < a, set() <= set(), set() < set())
print(frozenset([1]) < {1, 2}, {1} <= frozenset([1]), frozenset([1, 2]) > frozenset([2]))
print({1.0, 2.0} <= {1, 2, 3}, {True} < {1, 2})
pairs = [({1}, {1, 2}), ({1, 2}, {2, 3}), ({3}, {3}), (set(), {0})]
for x, y in pairs:
    print(sorted(x), sorted(y), x < y, x <= y, x > y, x >= y, x == y, x.isdisjoint(y))
big = set(range(100))
small = set(range(10, 20))
print(small < big, big > small, small.issubset(big), big.issuperset(small), big.isdisjoint({100, 200}))
