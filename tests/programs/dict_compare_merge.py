# ==, !=, dict | dict, d |= other.
a = {'x': 1, 'y': 2}
b = {'y': 2, 'x': 1}
c = {'x': 1, 'y': 3}
print(a == b, a != b, a == c, a != c)
print({} == {}, {1: 1} == {1.0: 1.0}, {1: True} == {True: 1})
print({'a': [1, 2]} == {'a': [1, 2]}, {'a': (1,)} == {'a': [1]})
print({1: 2} == [(1, 2)], {1: 2} == {1: 2, 3: 4})
print(a | c)
print(c | a)
print(a | {})
print({} | b)
print({'n': 1} | {'m': 2} | {'n': 3})
m = {'p': 0}
m2 = m
m |= {'q': 1, 'p': 9}
print(m, m2, m is m2)
m |= [('r', 2), ('s', 3)]
print(m)
u = a | c
u['z'] = 'new'
print(a, c, u)
print(dict(a) == a, a.copy() == a)
print({1: {2: 3}} == {1: {2: 3}}, {1: {2: 3}} == {1: {2: 4}})
print({'k': {1, 2}} == {'k': {2, 1}})
print(a.keys() == b.keys(), a.items() == b.items())
