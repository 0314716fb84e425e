# Reflected binary special methods (3 * obj) run as interpreter frames on
# the operands swapped: NotImplemented from them, errors inside them.
class M:
    def __init__(self, v): self.v = v
    def __rmul__(self, k):
        if k == 13:
            return NotImplemented
        return M(self.v * k)
    def __radd__(self, k):
        return self.v + k
    def __rsub__(self, k):
        return k - self.v
    def __rtruediv__(self, k):
        if k == 0.5:
            raise ZeroDivisionError("half")
        return k / self.v
t = 0
f = 0.0
for i in range(2000):
    m = M(i)
    t += (3 * m).v
    t = t + m
    t = 1 - m + t
    f += 1.0 / M(i + 1)
    try:
        13 * m
    except TypeError as e:
        if i == 0: print(e)
    try:
        True * m
    except TypeError as e:
        print(e)
    t += m
print(t, round(f, 6))
try:
    0.5 / M(1)
except ZeroDivisionError as e:
    print("zd", e)
t = 0
t += M(5)
print(t)
13 * M(2)
