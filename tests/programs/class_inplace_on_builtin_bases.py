class L(list):
    def __add__(self, other):
        return "L.add"
    def __sub__(self, other):
        return "L.sub"
l = L([1])
l += [2]
print("iadd ->", l, type(l).__name__)
l *= 2
print("imul ->", l, type(l).__name__)
l -= [1]
print("isub ->", l)

class R:
    def __radd__(self, other):
        return "R.radd"
    def __rmul__(self, other):
        return "R.rmul"
    def __ror__(self, other):
        return "R.ror"
x = [1]
x += R()
print("list += R ->", x)
x = [1]
x *= R()
print("list *= R ->", x)
s = {1}
s |= R()
print("set |= R ->", s)
d = {1: 2}
try:
    d |= R()
    print("dict |= R ->", d)
except TypeError as e:
    print("dict |= R:", e)
b = bytearray(b"a")
b += R()
print("bytearray += R ->", b)

class It:
    def __iter__(self):
        return iter([7, 8])
x = [1]
x += It()
print(x)
for bad in [lambda: {1}.__ior__, None]:
    pass
class N:
    pass
for a in ([1], {1}, {1: 1}, bytearray(b"x")):
    for op in ("+=", "|=", "-=", "*="):
        y = a.copy()
        try:
            exec_ = None
            if op == "+=": y += N()
            elif op == "|=": y |= N()
            elif op == "-=": y -= N()
            else: y *= N()
            print(op, "->", y)
        except TypeError as e:
            print(type(a).__name__, op, e)
class S(set):
    def __or__(self, o):
        return "S.or"
t = S({1})
t |= {2}
print(t, type(t).__name__)
t = S({1})
t -= {1}
print(t, type(t).__name__)
class EI(int):
    def __repr__(self): return "I!"
class EF(float):
    def __repr__(self): return "F!"
class EL(list):
    def __repr__(self): return "L!"
class ES(set): pass
class EFS(frozenset): pass
class ET(tuple): pass
class ED(dict): pass
class EB(bytes): pass
class ESt(str):
    def __repr__(self): return "St!"
class EC(complex): pass
print(EI(3), EF(1.5), EL([1]), ES({1}), ES(), EFS({2}), ET((1,)), ED(a=1), EB(b"x"), ESt("s"), EC(1j))
print(str(EI(3)), f"{EI(3)}", "%s" % EI(3), "{}".format(ES({1})))
print([EI(3), ES({1})], repr(ES({1})))
# In a hot loop: the in-place operators on builtin bases and reflected
# methods, many times over.
acc = L([0])
hits = 0
for i in range(2000):
    acc += [i]
    z = [i]
    z += R()
    if z == "R.radd":
        hits += 1
print(len(acc), type(acc).__name__, hits, str(ES({i})))
