# Methods of bool, NoneType, range and type taken from the type; __round__ and friends.
print(bool.__hash__(True), type(None).__eq__(None, None), bool.bit_length(True), type(None).__hash__(None) == hash(None))
print(bool.__hash__(True), type(None).__repr__(None), bool.__add__(True, 2), range.__hash__(range(3)) == hash(range(3)), type.__hash__(int) == hash(int))
from dataclasses import dataclass
@dataclass
class T:
    a: int = None
    done: bool = False
print(T(), T(1, True) == T(1, True))
print((2.567).__round__(2), (7).__round__(-1), (2.5).__round__(), (7).__round__(), float.__round__(1.25, 1))
import math
print((2.7).__trunc__(), (2.7).__floor__(), (2.2).__ceil__(), (5).__trunc__(), math.trunc(-2.5))
