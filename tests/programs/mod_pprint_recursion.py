try:
    import pprint
except ImportError:
    import pprint
import re

def noid(s):
    return re.sub(r'id=\d+', 'id=N', s)

a = [1, 2]
a.append(a)
d = {'a': 1}
d['self'] = d
d['list'] = [d, a]
t = (a, a)
print(noid(pprint.pformat(a)))
print(noid(pprint.pformat(d)))
print(noid(pprint.pformat(d, width=10)))
print(noid(pprint.pformat(t, width=10)))
print(noid(pprint.saferepr(d)))
print(pprint.isrecursive(a), pprint.isreadable(a), pprint.isrecursive(t), pprint.isreadable(t))
print(pprint.isrecursive([1, [2]]), pprint.isreadable([1, [2]]))
p = pprint.PrettyPrinter()
print(p.isrecursive(d), p.isreadable(d))
print(noid(pprint.pformat([a, a], width=10)))
shared = [1, 2, 3]
print(pprint.pformat([shared, shared, {'x': shared}], width=10))
print(pprint.isrecursive([shared, shared]))
print(noid(pprint.pformat(d, depth=1)), pprint.isrecursive(d))
print(noid(pprint.pformat(a, depth=1)))
print(p.format(a, {}, 1, 0)[1:], p.format(a, {}, 1, 1)[1:])
