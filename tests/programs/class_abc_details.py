# Small behaviours: __reversed__ = None, a wrapper's __class__, an ABC mixed with dict, inherited __subclasshook__.
from collections.abc import MutableMapping, Mapping
class M(Mapping):
    __reversed__ = None
    def __getitem__(self, k): raise KeyError(k)
    def __len__(self): return 0
    def __iter__(self): return iter(())
try:
    reversed(M())
except TypeError as e:
    print("TypeError:", e)
print(property().__class__, staticmethod(len).__class__.__name__)
class MMD(MutableMapping, dict):
    pass
m = MMD(a=1)
print(type(m).__name__, dict(m) if False else "made")
from abc import ABC, abstractmethod
class A(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return True
class B(A):
    pass
print(issubclass(int, B), issubclass(int, A), isinstance(3, B))
class Sized2(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized2:
            return hasattr(C, "__len__")
        return NotImplemented
class Sub(Sized2):
    pass
print(issubclass(list, Sized2), issubclass(list, Sub), issubclass(int, Sized2), issubclass(Sub, Sized2))
