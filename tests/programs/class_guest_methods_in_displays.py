# Objects with their own __hash__/__eq__/__repr__ inside dict and set
# displays, comparisons of such dicts, f-strings and format() of
# containers holding them, and list and tuple searches for them.


class P:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, P) and self.v == other.v

    def __repr__(self):
        return f"P({self.v})"


print({P(1): 1})
print({P(1), P(2), P(1)})
print({P(1): 1} == {P(1): 1}, {P(1): 1} == {P(2): 1})
items = [P(3), (P(4), "x")]
print(f"{items}", f"{items!r}", format(items), "{}".format(items))
for i in range(50):
    d = {P(i % 3): i, P(7): 0}
print(d)
xs = [P(1), P(2), P(3), P(2)]
xs.remove(P(2))
print(xs, xs.index(P(3)), xs.count(P(2)), (P(5), P(6)).index(P(6)), P(3) in xs)
for i in range(40):
    xs.append(P(i % 4))
    if xs.count(P(0)) > 3:
        xs.remove(P(0))
print(len(xs), xs.count(P(1)))
try:
    xs.index(P(9))
except ValueError as e:
    print(e)
d = {P(1): 1, P(2): 2}
e = dict(d)
e.update({P(1): 10})
e.update([(P(3), 3)])
print(e, dict(d) == d, {**d}, d | {P(2): 5}, dict.fromkeys([P(1), P(1)]))
for i in range(30):
    e |= {P(i % 5): i}
print(e)
a = {P(1), P(2), P(3)}
b = {P(3), P(4)}
print(a | b, a & b, a - b, a ^ b, a | frozenset([P(9)]))
acc = set()
for i in range(40):
    acc = acc | {P(i % 6)}
    acc = acc - {P(0)}
print(sorted(acc, key=lambda p: p.v))
c = {P(1), P(2)}
e = {P(1), P(2), P(3)}
print(c < e, c <= e, c == e, c != e, e > c, e >= c, c > e, c == {P(2), P(1)}, frozenset(c) == c)
