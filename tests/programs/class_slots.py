# __slots__: instances limited to the declared names, without __dict__;
# dataclass(slots=True).
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y, hasattr(p, "__dict__"), P.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
class Q(P):
    __slots__ = ("z",)
q = Q(1, 2)
q.z = 5
print(q.z, hasattr(q, "__dict__"))
class R(P):
    pass
r = R(1, 2)
r.w = 9
print(r.w, hasattr(r, "__dict__"))
class S:
    __slots__ = "name"
s = S()
try:
    s.name
except AttributeError as e:
    print("AttributeError:", e)
s.name = "n"
print(s.name)
try:
    vars(s)
except TypeError as e:
    print("TypeError:", e)
try:
    class T:
        __slots__ = ("a",)
        a = 1
except ValueError as e:
    print("ValueError:", e)
class U:
    __slots__ = ("a", "__dict__")
u = U()
u.b = 2
print(u.b, u.__dict__)
from dataclasses import dataclass
@dataclass(slots=True)
class D:
    a: int
    b: int = 2
d = D(1)
print(d, hasattr(d, "__dict__"), D.__slots__)
try:
    d.c = 3
except AttributeError as e:
    print("AttributeError:", e)
from dataclasses import dataclass, field, asdict, replace, fields
@dataclass(slots=True, frozen=True, order=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list, compare=False)
p = P(1, 2)
print(p, p == P(1, 2), p < P(1, 3), hash(p) == hash(P(1, 2)), asdict(p), replace(p, y=5), [f.name for f in fields(P)], P.__slots__)
try:
    p.x = 3
except Exception as e:
    print(type(e).__name__, e)
@dataclass(slots=True)
class Q:
    a: int
    def total(self):
        return self.a * 2
class R(Q):
    pass
r = R(4)
r.extra = 1
print(r, r.total(), r.extra, Q(3).total())
try:
    Q(1).b = 2
except AttributeError as e:
    print("AttributeError:", e)
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple, ChainMap, UserDict, UserList
from array import array
import abc
class A(abc.ABC):
    pass
P = namedtuple("P", "x y")
objs = [Counter(), OrderedDict(), defaultdict(int), deque(), P(1, 2), ChainMap(), UserDict(), UserList(), array("b"), A()]
for o in objs:
    try:
        o.zz = 1
        print(type(o).__name__, "ok", hasattr(o, "__dict__"))
    except AttributeError as e:
        print(type(o).__name__, "AttributeError")
