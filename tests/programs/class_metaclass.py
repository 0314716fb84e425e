class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns['tag'] = name.lower()
        cls = super().__new__(mcls, name, bases, ns)
        cls.registry = []
        cls.options = kw
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.inited = True

    def __iter__(cls):
        return iter(cls.registry)

    def __len__(cls):
        return len(cls.registry)

    def __getitem__(cls, i):
        return cls.registry[i]

    def __contains__(cls, x):
        return x in cls.registry

    def __repr__(cls):
        return f"<Meta {cls.__name__}>"

    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        cls.registry.append(inst)
        return inst

    def describe(cls):
        return f"{cls.__name__} with {len(cls)}"

    @property
    def count(cls):
        return len(cls.registry)


class Base(metaclass=Meta):
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return f"Base({self.v})"


class Child(Base, flavor="x"):
    def __init__(self, v):
        super().__init__(v * 2)

    def show(self):
        return f"child {self.v} {__class__.__name__}"


b1 = Base(1); b2 = Base(2); c = Child(5)
print(type(Base), type(Child), Base, Child, Base.tag, Child.tag, Base.inited, Child.options)
print(list(Base), len(Base), Base[0], b2 in Base, c in Base, list(Child))
print(Base.describe(), Child.count, c.show(), isinstance(Base, Meta), isinstance(Base, type), issubclass(Meta, type))
print(type(b1) is Base, type(c).__name__, Child.__mro__)
print(Meta.__mro__, Meta.__name__, type(Meta))

class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Config(metaclass=Singleton):
    def __init__(self):
        self.values = {}

a = Config(); a.values["k"] = 1
print(Config() is a, Config().values)

# __init_subclass__ with keywords
class Plugin:
    plugins = {}
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.plugins[name or cls.__name__] = cls

class A(Plugin, name="alpha"): pass
class B(Plugin): pass
print(sorted(Plugin.plugins))

# type() with three arguments
Point = type("Point", (), {"x": 1, "describe": lambda self: f"P{self.x}"})
p = Point()
print(Point, Point.__name__, p.describe(), type(p) is Point)
Sub = type("Sub", (Point,), {"x": 5})
print(Sub().describe(), Sub.__mro__)

class Registry(type):
    classes = []
    def __new__(mcls, name, bases, ns):
        cls = type.__new__(mcls, name, bases, ns)
        mcls.classes.append(name)
        return cls

class R1(metaclass=Registry): pass
class R2(R1): pass
print(Registry.classes, type(R2).__name__)
try:
    class M2(type): pass
    class X(R1, metaclass=M2): pass
except TypeError as e:
    print("TypeError:", e)
