import math
class A:
    x = 1
    def f(self): pass
class B(A):
    def g(self): pass
a = B(); a.y = 2
print(dir(a))
print(dir(B))
print([n for n in dir(a) if not n.startswith("_")])
print([n for n in dir([]) if not n.startswith("_")])
print([n for n in dir("") if not n.startswith("_")])
print([n for n in dir({}) if not n.startswith("_")])
print([n for n in dir(math) if not n.startswith("_")][:10])
class E(ValueError): pass
print([n for n in dir(E("x")) if not n.startswith("__")])
def fn(): pass
fn.tag = 1
print([n for n in dir(fn) if not n.startswith("_")])
# An instance whose attributes moved into the dict vars() gave out.
class D:
    def __set_name__(self, o, n): self.n = "_" + n
    def __get__(self, obj, t=None): return getattr(obj, self.n, 0)
    def __set__(self, obj, v): setattr(obj, self.n, v)
class R:
    x = D()
    def __init__(self): self.x = 5
r = R()
print(vars(r))
r.y = 2
print([a for a in dir(r) if not a.startswith("__")])
