import typing
from typing import (Any, List, Dict, Set, FrozenSet, Tuple, Optional, Union, Callable, Iterable,
                    Iterator, Generator, Sequence, Mapping, MutableMapping, Type, TypeVar, Generic,
                    Protocol, ClassVar, Final, Literal, cast, overload, TYPE_CHECKING, no_type_check,
                    NamedTuple, TypedDict, NewType, Annotated, get_origin, get_args, get_type_hints)

def err(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)

T = TypeVar("T")
K = TypeVar("K", bound=int)
C = TypeVar("C", int, str, covariant=True)
N = TypeVar("N", contravariant=True)
class Foo:
    pass

exprs = [List[int], Dict[str, List[int]], Optional[int], Union[int, str], Union[int], Union[int, None],
         Union[None, int], Union[int, str, None], Union[int, Union[str, int]], Callable[[int], str],
         Callable[..., int], Callable[[], None], Tuple[int, ...], Tuple[()], Tuple[int, str], Tuple, List, Any,
         T, K, C, N, List[T], Dict[str, T][int], Type[int], Iterable[int], Iterator, Generator[int, None, None],
         Sequence[str], Mapping[str, int], MutableMapping, ClassVar[int], Final[int], Literal[1, "a"],
         Literal[1, 1, 2], Literal[1, Literal[2, 3]], Set[int], FrozenSet[int], typing.NoReturn,
         Annotated[int, "x"], Optional[List[int]], Dict, Callable, Callable[[int, str], List[int]], Type,
         typing.Deque[int], typing.DefaultDict[str, int], typing.Counter[str], typing.AnyStr, typing.Text,
         typing.Hashable, typing.Sized, Optional["Foo"], List["Foo"], typing.ForwardRef("X"),
         Optional[Union[int, str]], Union[int, str] | None, int | List[int], List[int] | None, T | None,
         Literal["a"] | None, typing.Self, Optional[None], Union[int, None, str], Literal[True, None]]
for e in exprs:
    print(repr(e))
print(List[int] == List[int], Union[int, str] == Union[str, int], hash(List[int]) == hash(List[int]),
      Literal[1, 2] == Literal[2, 1], List[int] == List[str], Optional[int] == Union[None, int], Dict[str, int] != Dict[str, int])
print(get_origin(List[int]), get_args(Dict[str, int]), get_args(Callable[[int], str]), get_origin(Union[int, str]),
      get_args(Optional[int]), get_origin(List), get_origin(int), get_args(int),
      get_args(Annotated[int, "x", 5]), get_origin(Literal[1]), get_args(Literal[1, "a"]), get_args(Callable[..., str]))
print(Tuple[int, str].__args__, Tuple[()].__args__, Callable[[int], str].__args__, Union[int, str].__args__,
      List[int].__origin__, Dict[str, int].__parameters__, Dict[str, T].__parameters__, Type[int].__origin__,
      Annotated[int, "a"].__metadata__, T.__name__, (K.__bound__, C.__constraints__, C.__covariant__, N.__contravariant__))
print(cast(int, "x"), cast("List[int]", [1]), TYPE_CHECKING)

# annotations evaluated at run time
def f(a: int, b: List[int], c: Dict[str, List[int]] = None, *args: Any, d: Optional[int] = None,
      e: Callable[[int], str] = str, **kw: Tuple[int, ...]) -> Union[int, None]:
    return a
print(f(1, [2]), f.__annotations__["c"], f.__annotations__["return"], f.__annotations__["kw"])
x: List[int] = [1, 2]
y: Dict[str, Optional[int]] = {"a": None}
print(x, y, get_type_hints(f)["d"], sorted(get_type_hints(f)))

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), s.items, isinstance(s, Stack), issubclass(Stack, Generic), Stack.__mro__[1] is Generic)
class Pair(Generic[T, K]):
    def __init__(self, a: T, b: K):
        self.a, self.b = a, b
class IntPair(Pair[int, int]):
    pass
print(IntPair(1, 2).b, issubclass(IntPair, Pair))

class Greeter(Protocol):
    def greet(self) -> str: ...
class En:
    def greet(self) -> str:
        return "hello"
def welcome(g: Greeter) -> str:
    return g.greet()
print(welcome(En()), issubclass(Greeter, Protocol), typing.runtime_checkable(Greeter) is Greeter)

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 100
e1 = Employee("ann")
e2 = Employee("bob", "ops", salary=90)
print(e1, e2, e1.name, e2[2], e1._fields, Employee._field_defaults, e2._replace(salary=1), e1._asdict())
print(Employee.__annotations__, tuple(e2), e1 == ("ann", "eng", 100), sorted([e2, e1]))
Q = NamedTuple("Q", [("a", int), ("b", str)])
print(Q(1, "b"), Q._fields, Q.__annotations__, NamedTuple("R", x=int, y=float)(1, 2.5))
err(lambda: Employee())
class Movie(TypedDict):
    title: str
    year: int
m = Movie(title="Alien", year=1979)
print(m, type(m).__name__, m["year"], Movie.__required_keys__ == frozenset({"title", "year"}), Movie.__total__, typing.is_typeddict(Movie))
TD = TypedDict("TD", {"a": int, "b": List[str]})
print(TD(a=1, b=["x"]), TD.__annotations__)

UserId = NewType("UserId", int)
print(UserId(5), UserId.__supertype__, UserId.__name__)
@overload
def ov(x: int) -> int: ...
@overload
def ov(x: str) -> str: ...
def ov(x):
    return x
print(ov(3), ov("s"), len(typing.get_overloads(ov)))
@no_type_check
def loose(a: "whatever") -> "nothing":
    return a
print(loose(1), typing.final(loose) is loose)
class Cfg:
    limit: ClassVar[int] = 10
    name: Final[str] = "cfg"
    opts: Dict[str, Any]
print(Cfg.limit, Cfg.name, Cfg.__annotations__["limit"], Cfg.__annotations__["opts"], sorted(get_type_hints(Cfg)))

for g in [lambda: List[int, str], lambda: Dict[int], lambda: Optional[int, str], lambda: Union[()],
          lambda: Callable[int, str], lambda: Callable[[int]], lambda: List(), lambda: List[int](),
          lambda: typing.Hashable[int], lambda: Any(), lambda: Union(), lambda: ClassVar[int, str],
          lambda: Annotated[int], lambda: Generic[int], lambda: Generic[()], lambda: TypeVar("T", int),
          lambda: TypeVar("T", int, str, bound=int), lambda: TypeVar("T", covariant=True, contravariant=True),
          lambda: typing.assert_never(5), lambda: Dict[str, T][int, str], lambda: List[int][int]]:
    err(g)
print(typing.Dict[str, int]({"a": 1}) if False else "skip", typing.Deque[int]([1, 2]), typing.DefaultDict[str, int](int))
