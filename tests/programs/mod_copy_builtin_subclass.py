# copy and deepcopy of instances of classes deriving from builtin types.
import copy
class D(dict): pass
class L(list):
    def __init__(self, items=(), tag="t"):
        super().__init__(items)
        self.tag = tag
class F(float): pass
class S(str):
    def shout(self): return self.upper()
class T(tuple): pass
class I(int): pass
class St(set): pass
d = D(a=[1, 2]); d.note = "n"
l = L([1, [2, 3]], tag="x")
print(copy.copy(d), copy.deepcopy(L([1, 2])), copy.copy(F(1.5)), copy.deepcopy(S("hi")).shout())
c = copy.deepcopy(d)
print(type(c).__name__, c, c.note, c["a"] is d["a"], copy.copy(d)["a"] is d["a"])
m = copy.deepcopy(l)
print(type(m).__name__, m, m.tag, m[1] is l[1], copy.copy(l)[1] is l[1])
print(copy.copy(T((1, 2))), type(copy.deepcopy(I(5))).__name__, copy.deepcopy(I(5)) + 1, sorted(copy.copy(St({1, 2}))), type(copy.copy(St())).__name__)
x = {"k": L([1])}
y = copy.deepcopy(x)
print(y, type(y["k"]).__name__, y["k"] is x["k"])
from dataclasses import dataclass, astuple
class Money(float): pass
@dataclass
class Item:
    price: Money
print(astuple(Item(Money(2.5))))
