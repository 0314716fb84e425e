# The special methods of builtin values, called by name.
xs = [3, 1, 2]
print(xs.__len__(), xs.__contains__(2), xs.__getitem__(0))
xs.__setitem__(0, 9)
xs.__delitem__(1)
print(xs)
print((5).__add__(3), (5).__radd__(3), (5).__sub__(8), (2).__pow__(10))
print((5).__add__("a"), (1.5).__mul__("x"), (7).__lt__("q"))
print((7).__lt__(8), (2.5).__ge__(2), "ab".__eq__("ab"), (1).__eq__("1"))
print(int.__add__(2, 3), str.__len__("four"), list.__contains__([1], 1))
print("ab".__add__("cd"), [1].__mul__(3), "x".__repr__(), (3).__str__())
print((-4).__abs__(), (4).__neg__(), (6).__invert__(), (3.7).__int__(), (3).__float__())
print((0).__bool__(), (2).__index__(), {1, 2}.__or__({3}), {1, 2}.__or__(5))
print({"a": 1}.__getitem__("a"), (4).__hash__() == hash(4), format(3.5, "") == (3.5).__format__(""))
it = iter([10, 20])
print(it.__next__(), next(it))
try:
    it.__next__()
except StopIteration:
    print("StopIteration")
print(list((1, 2).__iter__()))
try:
    [1].__add__(5)
except TypeError as e:
    print("TypeError:", e)
