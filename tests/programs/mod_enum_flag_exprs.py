# Flag members combined in the class body (RW = R | W), with auto().
from enum import Flag, IntFlag, Enum, auto
class Perm(Flag):
    R = auto(); W = auto(); X = auto(); RW = R | W; ALL = R | W | X
print(Perm.RW, Perm.ALL, list(Perm), Perm.R | Perm.W is Perm.RW, Perm.RW.value)
class P2(IntFlag):
    A = 1
    B = 2
    AB = A | B
print(P2.AB, repr(P2.AB), P2.AB == 3)
class Color(Enum):
    RED = auto()
    GREEN = auto()
print(list(Color), Color.GREEN.value)
