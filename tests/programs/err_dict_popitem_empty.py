# popitem on an empty dict: KeyError: 'popitem(): dictionary is empty'.
d = {'a': 1, 'b': 2}
print(d.popitem())
print(d.popitem())
print(d)
d.popitem()
