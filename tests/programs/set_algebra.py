# union / intersection / difference / symmetric_difference: methods, operators, in-place.
a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
c = {5, 7, 9}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a.union(b, c), a.intersection(b, c), a.difference(b, c))
print(a.union(), a.intersection(), a.difference())
print(a.union([10, 11], (12,), 'x' * 0), a.intersection([1, 2, 99], range(2, 6)))
print(a.difference([1], (2,), range(3, 4)), a.symmetric_difference([5, 6, 6]))
print(a | b | c, a & b & c, a - b - c, a ^ b ^ c)
print(a, b, c)
s = set(a)
s |= b
print(s)
s &= {1, 4, 6, 100}
print(s)
s -= {4}
print(s)
s ^= {6, 8}
print(s)
t = {1, 2, 3}
t.update([4, 5], {6}, range(7, 9))
print(t)
t.intersection_update({1, 2, 3, 4, 5, 6}, [2, 3, 4, 5, 6, 7])
print(t)
t.difference_update([2], {3})
print(t)
t.symmetric_difference_update({4, 10})
print(t)
alias = t
t |= {99}
print(alias is t, alias)
print({1, 2} | frozenset([3]), frozenset([3]) | {1, 2}, type({1} | frozenset()), type(frozenset() | {1}))
print(frozenset([1, 2, 3]) & {2, 3, 4}, frozenset([1, 2, 3]) - {1}, frozenset([1, 2]) ^ frozenset([2, 3]))
print(set() | set(), set() & {1}, {1} - set(), set() ^ set())
e = {1, 2, 3}
e -= e
print(e)
f = {1, 2, 3}
f &= f
f |= f
print(f)
f ^= f
print(f)
