import copy

# shallow copies of builtins
lst = [1, [2, 3], {"k": [4]}]
s = copy.copy(lst)
print(s == lst, s is lst, s[1] is lst[1], s[2] is lst[2])
d = {"a": [1], "b": (2, [3])}
sd = copy.copy(d)
print(sd == d, sd is d, sd["a"] is d["a"])
st = {1, 2, (3, 4)}
print(copy.copy(st) == st, copy.copy(st) is st, copy.copy(bytearray(b"xy")), copy.copy(bytearray(b"xy")) is bytearray(b"xy"))
t = (1, [2])
fs = frozenset([1, 2])
for v in [1, 2.5, "s", b"b", None, True, t, fs, range(3), len, copy.copy, int, Ellipsis, NotImplemented, slice(1, 2)]:
    print(type(v).__name__, copy.copy(v) is v, copy.deepcopy(v) is v if not isinstance(v, (tuple, frozenset, slice)) else "-")

# deep copies of builtins
deep = copy.deepcopy(lst)
print(deep == lst, deep[1] is lst[1], deep[2]["k"] is lst[2]["k"])
dt = copy.deepcopy(t)
tx = (1, 2, "x")
print(dt == t, dt is t, dt[1] is t[1], copy.deepcopy(tx) is tx)
atoms = (1, "a", None)
print(copy.deepcopy(atoms) is atoms, copy.deepcopy(fs) == fs, copy.deepcopy({(1, 2): [3]}))
nested = {"x": [{"y": [1, 2]}, ({"z": 3},)]}
cp = copy.deepcopy(nested)
cp["x"][0]["y"].append(99)
print(nested, cp)
shared = [1]
both = [shared, shared]
db = copy.deepcopy(both)
print(db, db[0] is db[1], db[0] is shared)
cyc = [1, 2]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
print(dc[2] is dc, dc[:2], dc is cyc)
cd = {"self": None}
cd["self"] = cd
dcd = copy.deepcopy(cd)
print(dcd["self"] is dcd, dcd is cd)
ct = ([],)
ct[0].append(ct)
dct = copy.deepcopy(ct)
print(dct[0][0] is dct, dct is ct)
memo = {}
a = [1, 2]
r1 = copy.deepcopy([a, a], memo)
r2 = copy.deepcopy(a, memo)
print(r1[0] is r2, id(a) in memo, memo[id(a)] is r2)
print(copy.deepcopy({1, 2, 3}), copy.deepcopy(bytearray(b"ab")), copy.deepcopy(slice(1, [2])))

# class instances
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
p = Point(1, [2, 3])
pc = copy.copy(p)
pd = copy.deepcopy(p)
print(pc, pd, pc is p, pc.y is p.y, pd.y is p.y, type(pd).__name__)
class Node:
    def __init__(self, val):
        self.val = val
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
root = Node("root")
kid = root.add(Node("kid"))
kid.add(Node("grandkid"))
rc = copy.deepcopy(root)
print(rc.val, rc.children[0].val, rc.children[0].parent is rc, rc.children[0].children[0].parent is rc.children[0], rc is root)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
class Sub(Slotted):
    __slots__ = ("c",)
sl = Sub()
sl.c = {"k": 1}
sc = copy.copy(sl)
sdp = copy.deepcopy(sl)
print(sc.a is sl.a, sdp.a == sl.a, sdp.a is sl.a, sdp.c, hasattr(sdp, "b"))
class Empty:
    pass
e = Empty()
print(type(copy.copy(e)).__name__, copy.deepcopy(e) is e)

# hooks
class WithCopy:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("__copy__ called")
        return WithCopy(self.v + ["shallow"])
    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return WithCopy(copy.deepcopy(self.v, memo) + ["deep"])
w = WithCopy([1])
print(copy.copy(w).v, copy.deepcopy(w).v, copy.deepcopy([w, w])[1].v)
class State:
    def __init__(self, n):
        self.n = n
        self.cache = {"big": n * 100}
    def __getstate__(self):
        print("getstate")
        return {"n": self.n}
    def __setstate__(self, state):
        print("setstate", state)
        self.n = state["n"]
        self.cache = {}
s2 = copy.deepcopy(State(3))
print(s2.n, s2.cache, copy.copy(State(4)).n)
class Reduced:
    def __init__(self, a, b=0):
        self.a = a
        self.b = b
    def __reduce__(self):
        return (Reduced, (self.a, self.b + 1))
r = copy.deepcopy(Reduced([1], 5))
print(r.a, r.b, copy.copy(Reduced(2)).b)
class Singleton:
    def __reduce__(self):
        return "Singleton"
one = Singleton()
print(copy.copy(one) is one, copy.deepcopy(one) is one)
class NewArgs:
    def __new__(cls, tag):
        obj = object.__new__(cls)
        obj.tag = tag
        return obj
    def __getnewargs__(self):
        return (self.tag,)
na = copy.deepcopy(NewArgs(["t"]))
print(na.tag, type(na).__name__)

# exceptions and methods
ex = ValueError("bad", [1])
ec = copy.deepcopy(ex)
print(type(ec).__name__, ec.args, ec.args[1] is ex.args[1], copy.copy(ex).args[1] is ex.args[1])
class Counter:
    def __init__(self):
        self.n = 0
    def inc(self):
        self.n += 1
        return self.n
cnt = Counter()
m = copy.deepcopy(cnt.inc)
print(m(), m(), cnt.n, copy.copy(cnt.inc)(), cnt.n)
print(copy.Error.__name__, issubclass(copy.Error, Exception), copy.error is copy.Error, sorted(copy.__all__))
