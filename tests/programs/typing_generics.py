# Generic aliases: builtin types subscripted (list[int]), unions of types,
# and a program's own Generic classes with their type parameters.
import typing
from typing import Generic, TypeVar, Protocol, Iterator, List, Dict, Optional, get_origin, get_args

print(list[int], dict[str, list[int]], tuple[int, ...], type[int], set[str] == set[str])
print(get_origin(list[int]), get_args(dict[str, int]), get_origin(tuple[int, ...]))
print(int | None, get_origin(int | None), get_args(int | str), (int | str).__args__)
x = list[int]([1, 2])
print(x, type(x), list[int] == list, isinstance(x, list))


def f(a: list[str], b: int | None = None) -> dict[str, int]:
    return {s: len(s) for s in a}


print(f.__annotations__, f(['ab', 'c']))

T = TypeVar('T')
K = TypeVar('K')
U = TypeVar('U')


class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v

    def get(self) -> T:
        return self.v


class Pair(Box[K], Generic[K, T]):
    pass


class IntBox(Box[int]):
    pass


class Sized(Protocol[T]):
    def size(self) -> T: ...


class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)


print(Box.__parameters__, Pair.__parameters__, Box[int], Pair[str, int], Box.__orig_bases__)
b = Box[int](3)
print(b.v, b.__orig_class__, type(b).__mro__)
print(Dict[str, T][int], IntBox.__parameters__, IntBox(3).get(), IntBox.__mro__)
print(Sized.__parameters__, Stack[int], get_origin(Stack[int]), get_args(Stack[int]))
s = Stack[str]()
s.push('a')
print(list(s), s.__orig_class__, Optional[Box[int]], List[Box[T]][str])


class C(Dict[str, int]):
    pass


print(C.__mro__, C.__orig_bases__)
for make in [lambda: Box[int, str], lambda: IntBox[int], lambda: Generic[int], lambda: Generic[T, T]]:
    try:
        make()
    except TypeError as e:
        print('TypeError:', e)
try:
    class Bad(Generic[T], Generic[U]):
        pass
except TypeError as e:
    print('TypeError:', e)
try:
    class Bad2(Box[T], Generic[U]):
        pass
except TypeError as e:
    print('TypeError:', e)
