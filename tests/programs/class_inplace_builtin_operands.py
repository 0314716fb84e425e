# In-place operators with builtin-subclass operands on either side.
class L(list): pass
l = [1]; m = l
l += L([2])
print(l, l is m)

from collections import namedtuple
P = namedtuple('P', 'x y')
l = [1]
l += P(2, 3)
print(l)

class S(str): pass
l = [1]
l += S("ab")
print(l)

class L(list):
    def __iter__(self): return iter([99])
l = [1]
l += L([2])
print(l)

class L(list):
    def __mul__(self, o): return "L.__mul__"
x = L([1])
x *= 2
print(x)

class L(list):
    def __rmul__(self, o): return "rmul"
x = L([1]); m = x
x *= 2
print(x, type(x).__name__, x is m)

class S(set):
    def __or__(self, o): return ("S.__or__", o)
x = S([1])
x |= [2]
print(x)

class I(int): pass
l = [1]; m = l
l *= I(2)
print(l, l is m)

class BA(bytearray): pass
b = bytearray(b'x'); m = b
b += BA(b'yz')
print(b, b is m)

class B(bytearray):
    def __mul__(self, o): return "B.__mul__"
x = B(b'a')
x *= 2
print(x)

class S(set): pass
s = {1}; m = s
s |= S({2})
print(s, s is m)

class S(set):
    def __ror__(self, o): return "S.ror"
x = {1}
x |= S({2})
print(x)
