import functools
class A:
    def m(self, *a): return ('m', a)
a = A()
class P:
    __add__ = a.m
    __sub__ = functools.partial(print, 'partial')
    __mul__ = len
    __truediv__ = print
    __neg__ = print
    __len__ = functools.partial(len, [1, 2, 3])
print(P() + 1)
P() - 2
try:
    P() * 3
except TypeError as e: print(e)
print(P() / 4)
print(-P())
print(len(P()))

class B:
    def __eq__(self, o): return True
    __hash__ = object.__hash__
    __repr__ = object.__repr__
class C(B):
    __str__ = object.__str__
b = B()
print(hash(b) == hash(b), repr(b)[:10], str(C())[:10], {b: 1}[b])
class I(int):
    __str__ = int.__repr__
    __add__ = int.__sub__
print(str(I(5)), I(5) + 3)
class L(list):
    __len__ = list.__len__
    __getitem__ = list.__getitem__
print(len(L([1, 2])), L([1, 2])[1])
class S:
    __getitem__ = print
    __contains__ = bool
    __call__ = print
s = S()
s[3]
print(5 in s, 0 in s)
s(7)
