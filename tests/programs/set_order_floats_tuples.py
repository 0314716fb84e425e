# Iteration order of sets of floats, bools and tuples.
print({1.5, 2.5, 0.5, 3.25})
print({0.1, 0.2, 0.3, 0.4, 0.5})
print({-1.5, 1.5, -0.25, 1e10, 1e-10})
print({1.0, 2.0, 3.0, 0.5, 100.0})
print({3.141592653589793, 2.718281828459045, 1.4142135623730951})
print({1e300, -1e300, 123456.789, float('inf'), float('-inf')})
print({0.0, -0.0}, {-0.0, 0.0})
f = set()
x = 0.0
for i in range(40):
    f.add(x)
    x += 0.37
print(f)
print({True}, {False}, {True, False}, {False, True})
print({(1, 2), (2, 1), (0, 0), (3, 4)})
print({(1,), (2,), (3,), ()})
print({(1, 'a'), (2, 'b'), (1, 'b')})
print({(1.5, 2), (-1, -2), ((1, 2), 3)})
t = set()
for i in range(5):
    for j in range(5):
        t.add((i, j))
print(t)
for i in range(5):
    t.discard((i, i))
print(t)
print({(True, 1), (2.0, 3)}, {(1, 2, 3), (3, 2, 1), (2, 1, 3)})
print({(frozenset([1]), 2), (frozenset(), 0)})
print({frozenset([1, 2]), frozenset([3]), frozenset()})
print({1, 2.5, (1, 2), 3.0, -4})
