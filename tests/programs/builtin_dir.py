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
