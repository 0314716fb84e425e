# Building dicts: literals, dict(), dict(pairs), dict(k=v), dict(mapping).
d = {}
print(d, len(d), type(d))
d = {'a': 1, 'b': 2, 'c': 3}
print(d, len(d))
print(dict())
print(dict([('x', 10), ('y', 20), ('z', 30)]))
print(dict((('p', 1), ('q', 2))))
print(dict(zip(['one', 'two', 'three'], [1, 2, 3])))
print(dict(alpha=1, beta=2, gamma=3))
print(dict({'k': 'v'}, extra=5))
print(dict([('a', 1)], a=2))
e = dict(d)
e['d'] = 4
print(d)
print(e)
# duplicate keys in a literal: last value wins, first position kept
print({'a': 1, 'b': 2, 'a': 3})
print({1: 'int', 2: 'two', 1: 'again'})
# values of many types
print({'i': 1, 'f': 2.5, 's': 'str', 'l': [1, 2], 't': (1, 2), 'n': None, 'b': True, 'd': {}})
# keys of many hashable types
print({1: 'a', 'x': 'b', (1, 2): 'c', 2.5: 'd', False: 'e', None: 'f', -7: 'g'})
print(repr({'quote': "it's", "dq": 'say "hi"'}))
print(str({1: 2}))
print(dict([[1, 2], [3, 4]]))
print(dict(enumerate('abc')))
print(list({'b': 1, 'a': 2}))
print(tuple({3: 0, 1: 0, 2: 0}))
print(sorted({'b': 1, 'c': 2, 'a': 3}))
print(bool({}), bool({0: 0}))
