# typing aliases: isinstance() and subclassing through collections.abc.
from typing import Iterable, Mapping, Sequence, MutableSequence, List, Dict, Callable, Iterator
import collections.abc
print(isinstance([1], Iterable), isinstance({}, Mapping), isinstance((1,), Sequence), isinstance("x", Sequence), isinstance(3, Iterable))
class S(MutableSequence):
    def __init__(self): self._d = []
    def __getitem__(self, i): return self._d[i]
    def __setitem__(self, i, v): self._d[i] = v
    def __delitem__(self, i): del self._d[i]
    def __len__(self): return len(self._d)
    def insert(self, i, v): self._d.insert(i, v)
s = S()
s.append(1); s.extend([2, 3]); s += [4]
print(list(s), s.index(3), 2 in s, S.__mro__[1], issubclass(S, collections.abc.Sequence), isinstance(s, Iterable))
print(Iterable[int], Dict[str, List[int]], Callable[[int], str])
def f(xs: Iterable[int]) -> Iterator[int]:
    return iter(xs)
print(list(f([1, 2])))
from typing import List, Optional
try:
    isinstance([], List[int])
except TypeError as e:
    print("TypeError:", e)
print(isinstance([], List), issubclass(dict, Mapping), isinstance(None, Optional) if False else "skip")
