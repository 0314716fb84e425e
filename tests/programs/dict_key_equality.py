# 1, 1.0 and True are the same key; 0, 0.0, False likewise; -0.0 == 0.
d = {}
d[1] = 'int'
d[1.0] = 'float'
d[True] = 'bool'
print(d, len(d))
d = {True: 'a'}
d[1] = 'b'
print(d)
d = {1.0: 'x'}
d[True] = 'y'
d[1] = 'z'
print(d)
d = {0: 'zero'}
d[0.0] = 'fz'
d[False] = 'f'
d[-0.0] = 'negz'
print(d, len(d))
print({1: 'a', 1.0: 'b', True: 'c'})
print({True: 1, 1: 2, 1.0: 3})
print({2.0: 'two', 2: 'again'})
d = {1: 'one', 2: 'two'}
print(1.0 in d, True in d, 2.0 in d, 3 in d, 1.5 in d)
print(d[1.0], d[True], d[2.0])
del d[True]
print(d)
# tuples compare element-wise with numeric equality
t = {(1, 2): 'a'}
print((1.0, 2.0) in t, (True, 2) in t, t[(1.0, 2)])
t[(1.0, 2.0)] = 'b'
print(t)
# big-ish ints and floats that are integral
d = {2**40: 'big'}
print(float(2**40) in d, d[float(2**40)])
d = {-1: 'm1', -2: 'm2'}
print(d[-1.0], d[-2], -1 in d)
# strings are not numbers
d = {'1': 'str', 1: 'int'}
print(d, len(d))
# frozenset keys equal to each other regardless of build order
fs = {frozenset([1, 2, 3]): 'fs'}
print(frozenset([3, 2, 1]) in fs, fs[frozenset((2, 3, 1))])
# set of mixed equal numbers
print({1, 1.0, True}, {0, False, 0.0}, len({1, True, 1.0, 2, 2.0}))
print({True, 1}, {1.0, 1}, {False, 0})
