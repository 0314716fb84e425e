# Single inheritance: overriding, extending with super(), isinstance/issubclass.
class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "%s says %s" % (self.name, self.sound)
    def kind(self):
        return "animal"
    def intro(self):
        return "I am %s, a %s" % (self.name, self.kind())

class Cat(Animal):
    sound = "meow"
    def kind(self):
        return "cat"

class Lion(Cat):
    sound = "roar"
    def __init__(self, name, pride):
        super().__init__(name)
        self.pride = pride
    def kind(self):
        return "big " + super().kind()
    def speak(self):
        return super().speak().upper() + "!"

animals = [Animal("generic"), Cat("tom"), Lion("leo", "east")]
for a in animals:
    print(a.speak(), "|", a.intro())

leo = animals[2]
print(leo.pride, leo.name)
print(isinstance(leo, Lion), isinstance(leo, Cat), isinstance(leo, Animal), isinstance(leo, object))
print(isinstance(animals[1], Lion), isinstance(leo, (int, Cat)))
print(issubclass(Lion, Animal), issubclass(Animal, Lion), issubclass(Cat, Cat))
print(issubclass(Lion, (str, Cat)), issubclass(bool, int), issubclass(int, object))
print(Lion.__bases__, Cat.__bases__, Animal.__bases__)
print(Lion.__mro__)

# inheriting __init__, overriding only some methods
class Shape:
    def __init__(self, *dims):
        self.dims = dims
    def area(self):
        return 0
    def describe(self):
        return "%s with dims %s has area %s" % (type(self).__name__, self.dims, self.area())

class Square(Shape):
    def area(self):
        return self.dims[0] ** 2

class Rectangle(Shape):
    def area(self):
        return self.dims[0] * self.dims[1]

class Cube(Square):
    def area(self):
        return 6 * super().area()

for s in [Shape(), Square(3), Rectangle(2, 5), Cube(2)]:
    print(s.describe())

