# math.fsum over objects: items with __index__ (big ints) and __float__,
# whose methods make garbage (the values already converted must survive
# the collections that garbage brings).
import math
from fractions import Fraction


class Big:
    def __init__(self, k):
        self.k = k

    def __index__(self):
        return 2 ** 100 + self.k


class Half:
    def __float__(self):
        junk = [list(range(10)) for _ in range(50)]
        return 0.5 + len(junk) * 0


items = [Big(k) for k in range(50)] + [Half() for _ in range(300)]
print(math.fsum(items))
print(math.fsum([Fraction(1, 3)] * 3), math.fsum([Fraction(1, 10), 0.2, 3]))
print(math.atan2(Big(0), Big(1)), math.hypot(Big(3), Half()))
try:
    math.fsum([object()])
except TypeError as e:
    print(e)
