# KeyError: 'x' from a lookup inside a function after a loop of hits.
def lookup(d, keys):
    total = 0
    for k in keys:
        total += d[k]
    return total

d = {'a': 1, 'b': 2, 'c': 3}
print(lookup(d, ['a', 'b', 'c'] * 30))
print(lookup(d, ['a', 'b', 'x', 'c']))
