try:
    import pprint
except ImportError:
    import pprint

data = {'name': 'trellis', 'versions': [1, 2, 3, (4, 5)], 'nested': {'a': {'b': {'c': [1, 2, {'d': 'e'}]}}},
        'set': {3, 1, 2}, 'fs': frozenset({'x', 'y'}), 'none': None, 'float': 1.5, 'bool': True,
        'long_list': list(range(40)), 'tuple1': (1,), 'empty': [], 'et': (), 'ed': {}, 'es': set(),
        'bytes': b'hello world, this is some bytes', 'ba': bytearray(b'abcdefghij' * 3)}
pprint.pprint(data)
for w in (1, 5, 10, 20, 30, 40, 60, 80, 120):
    print('width', w)
    pprint.pprint(data, width=w)
for ind in (0, 1, 2, 4):
    print('indent', ind)
    pprint.pprint(data, indent=ind, width=40)
for d in (1, 2, 3):
    print('depth', d)
    pprint.pprint(data, depth=d)
print(pprint.pformat(data, compact=True, width=50))
print(pprint.pformat(list(range(100)), compact=True))
print(pprint.pformat(list(range(100)), compact=True, indent=3, width=30))
pprint.pp(data, width=50)
pprint.pprint(data, sort_dicts=False, width=50)
print(pprint.pformat(12345678901234, underscore_numbers=True))
print(pprint.pformat([12345678901234, -1000, 5, True, {1000000: 2000000}], underscore_numbers=True))
print(pprint.saferepr(data))
print(pprint.isreadable(data), pprint.isrecursive(data))
print(pprint.isreadable([object]), pprint.isreadable(1), pprint.isreadable('x'))
p = pprint.PrettyPrinter(width=30, indent=2)
print(p.pformat(data))
print(p.isreadable(data), p.isrecursive(data))
print(p.format([1, 2], {}, 0, 0))
print(pprint.pformat((1, 2, (3,)), width=5))
print(pprint.pformat([[[[[[1]]]]]], depth=3))
print(pprint.pformat(((((1,),),),), depth=2))
print(pprint.pformat({1: {2: {3: {}}}}, depth=2))
print(pprint.pformat({1: {2: {3: {4: 5}}}}, depth=2))
print(pprint.pformat([[], [[]], [[[]]]], depth=1))
