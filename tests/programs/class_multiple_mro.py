# Multiple inheritance: MRO, cooperative super() through a diamond.
class Base:
    def __init__(self):
        print("  Base.__init__")
        self.trail = ["Base"]
    def who(self):
        return "Base"

class Left(Base):
    def __init__(self):
        print("  Left.__init__ start")
        super().__init__()
        self.trail.append("Left")
        print("  Left.__init__ end")
    def who(self):
        return "Left>" + super().who()

class Right(Base):
    def __init__(self):
        print("  Right.__init__ start")
        super().__init__()
        self.trail.append("Right")
        print("  Right.__init__ end")
    def who(self):
        return "Right>" + super().who()

class Diamond(Left, Right):
    def __init__(self):
        print("  Diamond.__init__ start")
        super().__init__()
        self.trail.append("Diamond")
    def who(self):
        return "Diamond>" + super().who()

print([c.__name__ for c in Diamond.__mro__])
d = Diamond()
print(d.trail)
print(d.who())

class Flipped(Right, Left):
    pass
print([c.__name__ for c in Flipped.__mro__])
print(Flipped().who())

# attribute lookup follows the MRO
class A:
    x = "A"
    def hello(self):
        return "hello from A"
class B(A):
    pass
class C(A):
    x = "C"
    def hello(self):
        return "hello from C"
class D(B, C):
    pass
print(D.x, D().hello(), [k.__name__ for k in D.__mro__])

# super() with explicit arguments skips a class
class Skipper(Left, Right):
    def who(self):
        return "Skipper>" + super(Left, self).who()
print(Skipper.__mro__[1].__name__, Skipper().who())

# an inconsistent MRO is rejected at class creation
class X: pass
class Y(X): pass
try:
    class Z(X, Y):
        pass
except TypeError as e:
    print("TypeError:", e)
