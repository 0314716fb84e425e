# math takes instances of float and int subclasses as their values; 0.0's ratio.
import math
class F(float): pass
class I(int): pass
print(math.sqrt(F(2.25)), math.isnan(F(1.0)), math.floor(F(2.7)), math.gcd(I(12), 18), math.factorial(I(5)))
print((0.0).as_integer_ratio(), (-0.0).as_integer_ratio(), (0.5).as_integer_ratio())
