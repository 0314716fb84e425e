# get / setdefault / pop / popitem.
d = {'a': 1, 'b': 2, 'c': 3}
print(d.get('a'), d.get('z'), d.get('z', 0), d.get('b', 'dflt'))
print(d.setdefault('a', 99), d.setdefault('d', 4), d.setdefault('e'))
print(d)
print(d.pop('e'), d)
print(d.pop('zz', 'missing'), d.pop('a', 'x'))
print(d)
print(d.popitem(), d)
d['new'] = 'n'
print(d.popitem(), d.popitem(), d)
print(d.popitem(), d, len(d))
# setdefault building lists
groups = {}
words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'apricot']
for w in words:
    groups.setdefault(w[0], []).append(w)
print(groups)
# get in a loop, counting
counts = {}
for x in [3, 1, 3, 2, 3, 1, 5, 5, 5, 5]:
    counts[x] = counts.get(x, 0) + 1
print(counts)
# popitem until empty is LIFO
p = dict(zip('abcde', range(5)))
out = []
while p:
    out.append(p.popitem())
print(out)
# pop then reinsert goes to the end
q = {1: 'a', 2: 'b', 3: 'c'}
v = q.pop(1)
q[1] = v
print(q)
print(q.get(1.0), q.pop(True), q)
