# % formatting of objects with __int__, __float__ and __index__.
class W:
    def __int__(self): return 7
    def __float__(self): return 2.5
    def __index__(self): return 11
class N: pass
from fractions import Fraction
print("%d %i %x %o %.2f %e %g" % (W(), W(), W(), W(), W(), W(), W()))
print("%d %.3f" % (Fraction(7, 2), Fraction(1, 3)))
for fmt in ("%d", "%f", "%x"):
    try:
        print(fmt % N())
    except TypeError as e:
        print("TypeError:", e)
