# __name__ and __qualname__ of module-level, nested, lambda and method functions.
def top():
    def inner():
        def innermost():
            pass
        return innermost
    return inner

print(top.__name__, top.__qualname__)
inner = top()
print(inner.__name__, inner.__qualname__)
print(inner().__name__, inner().__qualname__)

lam = lambda: 0
print(lam.__name__, lam.__qualname__)

def maker():
    return lambda x: x
print(maker().__name__, maker().__qualname__)

class Shape:
    def area(self):
        return 0

    class Inner:
        def method(self):
            pass

    @staticmethod
    def create():
        return Shape()

    @classmethod
    def build(cls):
        return cls()

print(Shape.__name__, Shape.__qualname__)
print(Shape.area.__name__, Shape.area.__qualname__)
print(Shape.Inner.__qualname__, Shape.Inner.method.__qualname__)
print(Shape.create.__qualname__, Shape.build.__qualname__)
print(Shape().area.__name__, Shape().area.__qualname__)

def factory():
    class Local:
        def go(self):
            pass
    return Local
L = factory()
print(L.__name__, L.__qualname__, L.go.__qualname__)

# comprehension-defined lambdas
fs = [lambda: k for k in range(2)]
print(fs[0].__qualname__)

# renaming changes __name__ but not __qualname__
def original():
    pass
original.__name__ = "renamed"
print(original.__name__, original.__qualname__)
original.__qualname__ = "Some.path"
print(original.__qualname__)

print(len.__name__, print.__qualname__)
print(__name__)
print(top.__module__)
