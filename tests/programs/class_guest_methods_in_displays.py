# Objects with their own __hash__/__eq__/__repr__ inside dict and set
# displays, comparisons of such dicts, and f-strings and format() of
# containers holding them.


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
