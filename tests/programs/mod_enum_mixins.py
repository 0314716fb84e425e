import enum
# Enums mixing in int and str.
class C(enum.IntEnum):
    A = 1
    B = 2
print(hash(C.A), C.A == 1, {1: 'x'}[C.A], str(C.A), repr(C.A), format(C.A), f"{C.A:>4}", C.A + 1, isinstance(C.A, int), C(2))
class S(str, enum.Enum):
    R = "red"
print(str(S.R), repr(S.R), S.R == "red", S.R.upper(), f"{S.R}", format(S.R, ">6"), isinstance(S.R, str), hash(S.R) == hash("red"))
class T(enum.StrEnum):
    X = enum.auto()
print(str(T.X), repr(T.X), T.X == "x", f"{T.X}", T.X.upper(), T("x"))
class F(enum.IntFlag):
    R = 4
    W = 2
    X = 1
print(F.R | F.W, repr(F.R | F.W), (F.R | F.W) & 2, F.R | 8, int(F.R), str(F.R), list(F(7)), F.R in F(6))
print(C.__mro__, F.__mro__)
class F(enum.IntFlag):
    R = 4
    W = 2
    X = 1
a = F.R | 8
print(repr(a), str(a), a, repr(F(0)), repr(~F.R), repr(F(-1)), F(16), repr(F(16)), repr(F(7)), list(a))
import json, enum
class I(int): pass
class L(list): pass
class S(str): pass
class D(dict): pass
class C(enum.IntEnum):
    A = 1
class T(enum.StrEnum):
    X = "x"
print(json.dumps([I(3), L([1, S("a")]), D(k=C.A), T.X, {S("k"): 2.5}]))
print(json.dumps(D(a=L([1,2])), indent=2, sort_keys=True))
