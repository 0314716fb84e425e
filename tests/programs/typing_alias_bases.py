# Bases written as typing aliases (PEP 560's __mro_entries__).
from typing import Generic, TypeVar, NamedTuple, Protocol, List, Dict, Iterable, Optional
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
class P(NamedTuple):
    x: int
    y: int = 0
class Greeter(Protocol):
    def greet(self) -> str: ...
class MyList(List[int]):
    pass
print(Box(1).v, P(1), MyList([1, 2]), Box.__mro__)
print(MyList.__mro__, MyList.__orig_bases__, isinstance(MyList(), list))
from typing import DefaultDict
from collections import defaultdict
class DD(Dict[str, int]):
    def total(self):
        return sum(self.values())
d = DD(a=1, b=2)
print(d.total(), d)
