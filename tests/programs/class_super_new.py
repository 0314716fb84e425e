"""super().__new__(cls) reaching object.__new__ (a singleton, a chain of
__new__ methods), object.__new__'s extra-argument errors, and
int.to_bytes/int.from_bytes with signed= and their positional limit."""

class Singleton:
    _inst = None
    def __new__(cls, *args, **kwargs):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v=0):
        self.v = v
a = Singleton(1)
b = Singleton(2)
print(a is b, a.v)
class Base:
    def __new__(cls, x):
        obj = super().__new__(cls)
        obj.x = x
        return obj
class Child(Base):
    def __new__(cls, x):
        obj = super().__new__(cls, x * 2)
        return obj
c = Child(5)
print(type(c).__name__, c.x)
try:
    super(Base, Base).__new__(Base, 1)
except TypeError as e:
    print("TypeError", e)
print(int.from_bytes(b"\xff\x00", "big", signed=True), (-2).to_bytes(2, "big", signed=True), (255).to_bytes(2, byteorder="little"))
print(int.from_bytes(b"\x01\x00", byteorder="little"), int.from_bytes([1, 2], "big"))
for a in [(b"", "big", True)]:
    try:
        int.from_bytes(*a)
    except TypeError as e:
        print(e)
try:
    (1).to_bytes(1, "big", False)
except TypeError as e:
    print(e)
class Plain:
    pass
class WithInit:
    def __init__(self, *a):
        self.a = a
for cls in (Plain, WithInit):
    try:
        print(type(object.__new__(cls, 1)).__name__)
    except TypeError as e:
        print("TypeError", e)
