from dataclasses import MISSING, is_dataclass
from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError, KW_ONLY, InitVar
from typing import ClassVar, List

@dataclass
class Point:
    x: int
    y: int = 0

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    tags: tuple = ()

@dataclass
class Inventory:
    name: str
    items: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0
    secret: str = field(default="s", repr=False, compare=False)

    def __post_init__(self):
        Inventory.count += 1

@dataclass
class P3(Point):
    z: int = 5

@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int

@dataclass
class WithInit:
    v: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.v *= scale

p = Point(1, 2); print(p, Point(3), Point(y=4, x=1), p == Point(1, 2), p != Point(1))
print(Version(1, 2) < Version(1, 3), sorted([Version(2), Version(1, 5), Version(1, 1)]))
v = Version(1)
try:
    v.major = 3
except FrozenInstanceError as e:
    print("frozen:", e, type(e).__name__, isinstance(e, AttributeError))
print(hash(v) == hash(Version(1)), {v: 1}[Version(1)])
inv = Inventory("a"); inv.items.append("x"); print(inv, Inventory("b"), Inventory.count)
print(asdict(inv), astuple(p), replace(p, y=9))
print([f.name for f in fields(P3)], P3(1, 2, 3), P3.__match_args__)
print(K(1, c=3), K(1, b=5, c=6))
print(WithInit(3, 4), WithInit(2))
for bad in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, x=2), lambda: Point(1, q=2), lambda: K(1), lambda: K()]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
try:
    @dataclass
    class Bad:
        a: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    hash(Point(1))
except TypeError as e:
    print("TypeError:", e)
match p:
    case Point(x, y):
        print("matched", x, y)
@dataclass(eq=False)
class E:
    a: int
print(E(1) == E(1), E(1))
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
n = Node(1); n.children.append(n); print(n)
print(Point.__init__.__qualname__, Point.__eq__.__qualname__)
f0 = fields(p)[0]
print(f0.name, f0.type, f0.default is MISSING, f0.init, f0.repr, f0.compare, f0.kw_only)



@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list = field(default_factory=list)

    def deposit(self, amount):
        self.balance += amount
        self.history.append(("deposit", amount))


accounts = [Account(f"user{i}", i * 10.0) for i in range(5)]
for i, a in enumerate(accounts):
    for k in range(200):
        a.deposit(k % 7 + i)
print([round(a.balance, 1) for a in accounts], len(accounts[2].history))
print(is_dataclass(Account), is_dataclass(accounts[0]), is_dataclass(1))
print(Version.__module__ if False else type(FrozenInstanceError).__name__, FrozenInstanceError.__mro__[1].__name__)
try:
    fields(1)
except TypeError as e:
    print("TypeError:", e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError:", e)
