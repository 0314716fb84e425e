from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return f"{self.name} is {self.value}"

    @property
    def is_warm(self):
        return self in (Color.RED,)

    @classmethod
    def default(cls):
        return cls.GREEN

print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, type(Color.RED))
print(Color(2), Color['BLUE'], Color.CRIMSON is Color.RED, len(Color), list(Color))
print(Color.RED.describe(), Color.RED.is_warm, Color.default(), Color.RED in Color)
print(Color, type(Color), isinstance(Color.RED, Color), isinstance(Color.RED, Enum))
print(list(Color.__members__), [m.name for m in reversed(Color)])
print({Color.RED: "r"}[Color.CRIMSON], sorted(Color, key=lambda c: c.value)[-1])
print(f"{Color.GREEN}", f"{Color.GREEN:>14}|", str(Color.BLUE), Color.RED == Color.RED, Color.RED != Color.BLUE)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color['PINK']
except KeyError as e:
    print("KeyError:", e)

class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    TRIANGLE = auto()
print(list(Shape), Shape.TRIANGLE.value)

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.67300E-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, round(Planet.EARTH.surface_gravity, 3), Planet.MERCURY.mass)

class Num(IntEnum):
    ONE = 1
    TWO = 2
    THREE = 3
print(Num.TWO, repr(Num.TWO), Num.TWO == 2, Num.TWO + 1, Num.ONE < Num.THREE, sorted([Num.THREE, Num.ONE]), int(Num.THREE))
print(f"{Num.TWO}", f"{Num.TWO:03d}", {2: 'two'}[Num.TWO], Num(3), [1, 2, 3, 4][Num.TWO])

class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(Perm.R | Perm.W, repr(Perm.R | Perm.W), Perm.R in (Perm.R | Perm.X), Perm.W in Perm.R, list(Perm))
print(bool(Perm.R & Perm.W), repr(Perm.R & Perm.W), Perm.RWX, list(Perm.R | Perm.X), ~Perm.R, len(Perm.RWX))

class Opt(IntFlag):
    A = auto()
    B = auto()
    C = auto()
print(Opt.A | Opt.C, repr(Opt.A | Opt.B), Opt.C.value, (Opt.A | Opt.B) == 3, Opt.B & 2)

class Status(StrEnum):
    ACTIVE = auto()
    INACTIVE = "off"
print(Status.ACTIVE, repr(Status.ACTIVE), Status.INACTIVE == "off", Status.ACTIVE.upper(), f"[{Status.INACTIVE}]")

try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    class More(Color):
        PINK = 9
except TypeError as e:
    print("TypeError:", e)

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, Animal(3))

class Weekday(Enum):
    MON = 1
    TUE = 2
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name.lower() == value.lower():
                    return m
        return None
print(Weekday("tue"), Weekday(1))
match Color.GREEN:
    case Color.RED:
        print("red")
    case Color.GREEN:
        print("green")
import copy
print(copy.deepcopy(Color.RED) is Color.RED, copy.copy([Color.BLUE])[0] is Color.BLUE)
