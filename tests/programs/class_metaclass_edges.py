def t(f):
    try:
        r = f()
        print("ok", r if not isinstance(r, type) else r.__name__)
    except Exception as e:
        print(type(e).__name__, e)

def m1():
    class A(metaclass=42): pass
    return A
t(m1)
def m2():
    def fake(name, bases, ns):
        return (name, bases, sorted(k for k in ns if not k.startswith('__')))
    class B(metaclass=fake):
        x = 1
    return B
t(m2)
def m3():
    class M(type):
        def __new__(mcls, name, bases, ns):
            return 7
    class C(metaclass=M): pass
    return C
t(m3)
t(lambda: type('X', (1,), {}))
t(lambda: type('X', [], {}))
t(lambda: type('X', (), []))
t(lambda: type(1, (), {}))
t(lambda: type.__new__(int, 'X', (), {}))
t(lambda: type('X', (), {'a': 1}).a)
t(lambda: type.__new__(type, 'Y', (), {'b': 2}).b)
def m4():
    class M(type):
        def __call__(cls, *a):
            return cls.__name__ + str(a)
    class D(metaclass=M): pass
    return D(1, 2)
t(m4)
def m5():
    class M(type): pass
    class N(type): pass
    class E(metaclass=M): pass
    class F(metaclass=N): pass
    class G(E, F): pass
t(m5)
def m6():
    class Base:
        def __init_subclass__(cls, **kw):
            cls.kw = kw
    class H(Base, a=1, b=2): pass
    return H.kw
t(m6)
def m7():
    class I(x=1): pass
t(m7)
def m8():
    class M(type):
        def __new__(mcls, name, bases, ns, **kw):
            return super().__new__(mcls, name + "Z", bases, ns)
    class J(metaclass=M):
        def f(self): return __class__.__name__
    return (J.__name__, J().f())
t(m8)
def m9():
    class M(type):
        def __len__(cls): return -1
        def __iter__(cls): return 5
    class K(metaclass=M): pass
    try:
        len(K)
    except ValueError as e:
        print("ValueError", e)
    return list(K)
t(m9)
t(lambda: type(type))
t(lambda: isinstance(int, type))
print(type(type('Q', (), {})()).__name__)
class Mixin:
    def hello(self): return "hi from " + type(self).__name__
class M(type):
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases + (Mixin,), ns)
class A(metaclass=M):
    def who(self): return __class__.__name__
a = A()
print(a.hello(), A.__mro__[1:], a.who(), type(A).__name__)
