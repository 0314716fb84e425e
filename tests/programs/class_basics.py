# Classes: __init__, methods, instance vs class attributes, shadowing, self.
class Dog:
    species = "canis"
    tricks = []          # shared mutable class attribute (a classic trap)

    def __init__(self, name, age=1):
        self.name = name
        self.age = age
        self.own_tricks = []

    def describe(self):
        return "%s (%d) is a %s" % (self.name, self.age, self.species)

    def birthday(self):
        self.age += 1
        return self

    def learn(self, trick):
        self.tricks.append(trick)
        self.own_tricks.append(trick)

rex = Dog("rex", 3)
fido = Dog("fido")
print(rex.describe())
print(fido.describe())
print(rex.birthday().birthday().age, fido.age)

rex.learn("sit")
fido.learn("roll")
print(rex.own_tricks, fido.own_tricks, Dog.tricks, rex.tricks is fido.tricks)

# an instance attribute shadows the class attribute
rex.species = "wolf"
print(rex.describe(), "|", fido.describe())
print(Dog.species, rex.species, fido.species)
del rex.species
print(rex.species)

# changing the class attribute is seen by all instances without their own
Dog.species = "canis familiaris"
print(fido.describe())

# methods are functions looked up on the class
print(Dog.describe(fido))
m = rex.describe
print(m())
rex.name = "REX"
print(m())

# attributes can be added to instances dynamically
fido.color = "brown"
print(fido.color, hasattr(rex, "color"))

# type() and __class__
print(type(rex) is Dog, rex.__class__ is Dog, type(rex).__name__)
print(isinstance(rex, Dog), isinstance(3, Dog))

# a class with no __init__ and no methods
class Empty:
    pass
e = Empty()
e.x = 1
e.y = [e.x, 2]
print(e.x, e.y, Empty.__name__)

# instance __dict__ holds only instance attributes
print(sorted(fido.__dict__))
print(sorted(k for k in Dog.__dict__ if not k.startswith("__")))

# methods calling other methods
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
    def summary(self):
        return "area=%d perimeter=%d" % (self.area(), self.perimeter())
print(Rect(3, 4).summary(), Rect(1, 1).summary())
