from __future__ import annotations
import functools
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closer(Protocol):
    def close(self): ...
class F:
    def close(self): pass
class G:
    pass
print(isinstance(F(), Closer), isinstance(G(), Closer), issubclass(F, Closer), issubclass(G, Closer))
class P2(Protocol):
    x: int
try:
    isinstance(F(), P2)
except TypeError as e:
    print(e)
@runtime_checkable
class HasX(Protocol):
    x: int
class WithX:
    x = 1
print(isinstance(WithX(), HasX), isinstance(G(), HasX))
try:
    issubclass(WithX, HasX)
except TypeError as e:
    print(e)
class Impl(Closer):
    pass
print(isinstance(Impl(), Closer))
try:
    runtime_checkable(F)
except TypeError as e:
    print("TypeError")
@functools.singledispatch
def f(x): return "obj"
@f.register
def _(x: int): return "int"
@f.register
def _(x: str): return "str"
@f.register
def _(x: F): return "F"
print(f(1), f("a"), f(2.5), f(F()))
import builtins
print(builtins.len([1, 2]), builtins.ValueError, getattr(builtins, "True"))
from typing import TypedDict
class M(TypedDict, total=False):
    a: int
class N(M):
    b: str
print(sorted(M.__optional_keys__), sorted(M.__required_keys__), M.__total__, sorted(N.__required_keys__), sorted(N.__optional_keys__), N.__total__)
