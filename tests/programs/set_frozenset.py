# frozenset: construction, hashability, as dict key and set member.
f = frozenset([3, 1, 2])
print(f, type(f), len(f))
print(frozenset(), repr(frozenset()), frozenset('aaa'), frozenset(range(4)))
print(frozenset({1, 2}) == {1, 2}, {1, 2} == frozenset({1, 2}))
print(hash(frozenset([1, 2, 3])) == hash(frozenset([3, 2, 1])))
print(hash(frozenset()) == hash(frozenset([])))
d = {frozenset([1, 2]): 'a', frozenset(): 'empty'}
d[frozenset([2, 1])] = 'b'
print(d, len(d))
print(d[frozenset()], frozenset([1, 2]) in d, frozenset([1]) in d)
s = {frozenset([1]), frozenset([1]), frozenset([2, 3])}
print(len(s), frozenset([1]) in s, frozenset([3, 2]) in s)
nested = frozenset([frozenset([1, 2]), frozenset([3])])
print(len(nested), frozenset([2, 1]) in nested)
print({1, 2} in s, {2, 3} in s)
print(f.union([4]), f.intersection([1, 5]), f.difference([1]), f.symmetric_difference([1, 9]))
print(type(f.union([4])), type(f.copy()), f.copy() == f)
print(f.issubset({1, 2, 3, 4}), f.issuperset([1]), f.isdisjoint([7]))
g = f
g |= {4}
print(f, g, type(g))
h = set(f)
h.add(0)
print(h, f)
print(frozenset([(1, 2), (3, 4)]), frozenset([1.5, 2.5]))
key = (frozenset(['x']), 1)
m = {key: 'tuple-with-frozenset'}
print(m[(frozenset(['x']), 1)])
print(sorted(frozenset([5, 3, 9])), 3 in f, 4 in f)
print(frozenset([1, 2]) | frozenset([2, 3]), frozenset([1, 2]) & frozenset([2, 3]))
print(frozenset(frozenset([1, 2])), set(frozenset([7])))
