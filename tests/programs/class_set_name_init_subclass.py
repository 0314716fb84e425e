# Class creation hooks: __set_name__ on descriptors, __init_subclass__ on
# bases (plain or classmethod, with super()), errors raised from them.
class Field:
    def __set_name__(self, owner, name):
        self.owner = owner.__name__
        self.name = name
        self.slot = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.slot, None)

    def __set__(self, obj, value):
        setattr(obj, self.slot, value)


class Point:
    x = Field()
    y = Field()
    tag = "plain"

    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(3, 4)
print(p.x, p.y, Point.x.name, Point.y.slot, Point.x.owner)

registry = []


class Plugin:
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        registry.append(cls.__name__)


class A(Plugin):
    pass


class B(A):
    pass


print(registry)


class Counted:
    count = 0

    @classmethod
    def __init_subclass__(cls):
        Counted.count += 1
        cls.serial = Counted.count


class C1(Counted):
    pass


class C2(Counted):
    pass


print(C1.serial, C2.serial, Counted.count, hasattr(Counted, "serial"))


class Loud:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)


class Holder:
    first = Loud()
    second = Loud()


class Strict:
    def __init_subclass__(cls):
        if not cls.__name__.startswith("Ok"):
            raise TypeError(f"bad subclass name {cls.__name__}")


class OkOne(Strict):
    pass


try:
    class Wrong(Strict):
        pass
except TypeError as e:
    print("TypeError", e)


class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print("Base", cls.__name__)


class Mid(Base):
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print("Mid", cls.__name__)


class Leaf(Mid):
    pass


print(Mid.__init_subclass__)


class Remover:
    def __set_name__(self, owner, name):
        if name == "a":
            del owner.b
            junk = [[i] for i in range(50000)]
        self.name = name


class Own:
    a = Remover()
    b = Remover()


print(Own.a.name, hasattr(Own, "b"))


class Bad:
    def __set_name__(self, owner, name):
        raise ValueError("no " + name)


class Broken:
    attr = Bad()
