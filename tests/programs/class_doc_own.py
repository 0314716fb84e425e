# __doc__ is every class's own: None without a docstring (never a base's),
# and an instance reads its class's.
from enum import Enum, IntEnum
class A:
    'docA'
class B(A): pass
class C(B):
    "docC"
class Color(Enum):
    RED = 1
class E(Exception): pass
class I(IntEnum):
    X = 1
print(repr(E.__doc__), repr(E().__doc__), repr(I.__doc__), repr(I.X.__doc__))
b = B(); b.__doc__ = "mine"; print(b.__doc__, B.__doc__)
def f():
    "fdoc"
print(f.__doc__, (lambda: 0).__doc__)
