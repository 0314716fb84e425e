import operator
from operator import itemgetter, attrgetter, methodcaller

o = operator
print(o.add(2, 3), o.sub(2, 3), o.mul(4, 5), o.truediv(7, 2), o.floordiv(7, 2), o.mod(7, 3), o.pow(2, 10))
print(o.neg(5), o.pos(-5), o.abs(-3.5), o.inv(5), o.invert(0), o.lshift(1, 10), o.rshift(1024, 3))
print(o.and_(12, 10), o.or_(12, 10), o.xor(12, 10), o.and_({1, 2}, {2, 3}), o.or_({1}, {2}))
print(o.lt(1, 2), o.le(2, 2), o.eq(1, 1.0), o.ne("a", "a"), o.ge(3, 4), o.gt("b", "a"))
print(o.not_([]), o.not_(1), o.truth([]), o.truth("x"), o.is_(None, None), o.is_not(1, None))
print(o.concat([1], [2]), o.concat("ab", "cd"), o.contains([1, 2], 2), o.contains("abc", "d"))
print(o.countOf([1, 2, 1, 1.0, True], 1), o.indexOf("hello", "l"), o.index(7), o.index(True))
seq = [1, 2, 3, 4]
o.setitem(seq, 0, 10)
o.delitem(seq, 1)
print(seq, o.getitem(seq, -1), o.getitem("abc", slice(0, 2)), o.getitem({"k": 5}, "k"))
o.setitem(seq, slice(0, 1), [7, 8])
print(seq, o.length_hint([1, 2, 3]), o.length_hint(5, 3), o.length_hint("abcd"))
print(o.call(max, 3, 9, 2), o.call(sorted, [3, 1], reverse=True))
print(o.__add__(1, 2), o.__mul__("ab", 2), o.__not__(0), o.__getitem__([5, 6], 1), o.__index__(5))

class Vec:
    def __init__(self, *c):
        self.c = c
    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self.c, other.c))
    def __len__(self):
        return len(self.c)
class Hint:
    def __length_hint__(self):
        return 42
class Idx:
    def __index__(self):
        return 3
print(o.matmul(Vec(1, 2, 3), Vec(4, 5, 6)), o.length_hint(Hint()), o.length_hint(Vec(1, 2)), o.index(Idx()))
print([1, 2, 3, 4, 5][Idx()], o.length_hint(object(), 9))

# in-place
lst = [1]
r = o.iadd(lst, [2])
print(r is lst, lst, o.iadd(1, 2), o.isub(5, 1), o.imul([0], 3), o.itruediv(9, 2), o.ifloordiv(9, 2))
print(o.imod(9, 4), o.ipow(3, 3), o.ilshift(1, 4), o.irshift(64, 2), o.iand(6, 3), o.ior(6, 3), o.ixor(6, 3))
s = {1}
print(o.ior(s, {2}) is s, s, o.iconcat([1], (2, 3)), o.iconcat("a", "b"))

# errors
for fn, args in [(o.index, (1.5,)), (o.index, ("3",)), (o.concat, (1, 2)), (o.concat, ([1], (2,))),
                 (o.iconcat, (1, [2])), (o.indexOf, ([1], 2)), (o.matmul, (1, 2)), (o.countOf, (5, 1)),
                 (o.add, (1, "a")), (o.truediv, (1, 0)), (o.getitem, ([], 3)), (o.delitem, ({}, "x")),
                 (o.length_hint, ([], "a")), (o.lt, (1, "a")), (o.neg, ("s",)), (o.mod, (5, 0))]:
    try:
        print(fn(*args))
    except Exception as e:
        print(type(e).__name__, e)

# itemgetter
rows = [("bob", 25, "nyc"), ("alice", 30, "sf"), ("carol", 25, "la"), ("dave", 30, "ny")]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(1, 0)))
print(list(map(itemgetter(0), rows)), itemgetter(-1)("xyz"), itemgetter(slice(1, 3))("abcd"))
print(itemgetter("a", "b")({"a": 1, "b": 2}), itemgetter(0)([[9]]), repr(itemgetter(1, "x")))
d = {"x": 3, "y": 1, "z": 2}
print(sorted(d.items(), key=itemgetter(1)), max(d.items(), key=itemgetter(1)))
for args in [(), ]:
    try:
        itemgetter(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    itemgetter(5)([1])
except IndexError as e:
    print("IndexError", e)
try:
    itemgetter("k")({})
except KeyError as e:
    print("KeyError", e)

# attrgetter
class Name:
    def __init__(self, first, last):
        self.first = first
        self.last = last
class Person:
    def __init__(self, first, last, age):
        self.name = Name(first, last)
        self.age = age
    def __repr__(self):
        return "P(%s)" % self.name.first
people = [Person("ann", "zed", 40), Person("bo", "young", 22), Person("cy", "xu", 31)]
print(sorted(people, key=attrgetter("age")), sorted(people, key=attrgetter("name.last")))
print(attrgetter("name.first", "age")(people[0]), attrgetter("age")(people[1]))
print(repr(attrgetter("a", "b.c")), attrgetter("real", "imag")(5), attrgetter("name.last.upper")(people[2])())
for args in [(), (1,)]:
    try:
        attrgetter(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    attrgetter("name.middle")(people[0])
except AttributeError as e:
    print("AttributeError", e)

# methodcaller
print(methodcaller("upper")("abc"), methodcaller("split", ",")("a,b,c"), methodcaller("split", maxsplit=1)("a b c"))
print(list(map(methodcaller("strip", "*"), ["*a*", "**b", "c*"])), repr(methodcaller("f", 1, k=2)))
print(sorted(["b", "A", "c"], key=methodcaller("lower")), methodcaller("get", "k", 0)({}))
for args in [(), (1,)]:
    try:
        methodcaller(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    methodcaller("nope")(1)
except AttributeError as e:
    print("AttributeError", e)
print(sorted(n for n in operator.__all__))
