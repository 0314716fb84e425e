# keys / values / items and printing the views.
d = {'x': 1, 'y': [2, 3], 'z': 'three'}
print(d.keys())
print(d.values())
print(d.items())
print(repr(d.keys()), str(d.items()))
print({}.keys(), {}.values(), {}.items())
print(len(d.keys()), len(d.values()), len(d.items()))
print('x' in d.keys(), 'q' in d.keys(), 1 in d.values(), ('x', 1) in d.items(), ('x', 2) in d.items())
print(list(d.keys()), list(d.values()), list(d.items()))
for k, v in d.items():
    print(k, v)
for v in d.values():
    print(v)
for k in d.keys():
    print(k, end=' ')
print()
# views are live
ks = d.keys()
vs = d.values()
its = d.items()
d['w'] = 0
del d['x']
print(ks, vs, its)
print(len(ks))
print(sorted(d.keys()), sorted({3: 'c', 1: 'a', 2: 'b'}.items()))
print(sum({'a': 1, 'b': 2, 'c': 3}.values()), max({'a': 1, 'b': 2}.keys()))
print(tuple({1: 2, 3: 4}.items()))
print(list(zip({'a': 1, 'b': 2}, {'c': 3, 'd': 4}.values())))
print(list(enumerate({'p': 0, 'q': 0}.keys())))
print(list(reversed(list({'p': 0, 'q': 0, 'r': 0}.items()))))
n = {1: {2: 3}}
print(n.items(), n.values())
