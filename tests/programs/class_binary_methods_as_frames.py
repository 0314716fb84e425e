# Forward binary special methods run as interpreter frames (and inlined by
# tier 2): NotImplemented falling back to the reflected method, in-place
# operators without __iadd__, methods that rebind their parameters, errors
# raised inside them.
class V:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x, self.y + o.y)
        return NotImplemented
    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return V(self.x * k, self.y * k)
        return NotImplemented
    __rmul__ = __mul__
    def __truediv__(self, k):
        return V(self.x / k, self.y / k)
    def __repr__(self):
        return f"V({self.x}, {self.y})"

class W(V):
    def __radd__(self, o):
        return "W.radd"

class Other:
    def __radd__(self, o):
        return ("Other.radd", o.x)

def run(n):
    acc = V(0, 0)
    t = 0
    for i in range(n):
        p = V(i, i + 1)
        acc = acc + p * 2 - V(1, 1)
        acc += V(0, 1)
        q = 3 * p
        t += q.x
        if i % 97 == 0:
            r = p + Other()
            t += r[1]
        if i % 89 == 0:
            try:
                p + 5
            except TypeError as e:
                t += len(str(e))
            try:
                p += "s"
            except TypeError as e:
                t += len(str(e))
    return acc, t

print(run(3000))
print(V(1, 2) + W(3, 4))
print(W(1, 2) + V(3, 4))
print(V(1, 2) / 2)

class Rebind:
    def __add__(self, other):
        other = 5
        return NotImplemented
class R2:
    def __radd__(self, o):
        return "R2.radd"
print(Rebind() + R2())

class Acc:
    def __init__(self):
        self.n = 0
    def __add__(self, k):
        self.n += k
        return self
for i in range(200):
    a = Acc()
    for j in range(10):
        a = a + j
print(a.n)

class Bad:
    def __add__(self, o):
        if o > 150:
            raise ValueError("too big %d" % o)
        return o
def deep(n):
    s = 0
    for i in range(n):
        s += Bad() + i
    return s
try:
    deep(300)
except ValueError as e:
    print("caught", e)

class NI:
    def __add__(self, o):
        return NotImplemented
def ni(n):
    c = 0
    for i in range(n):
        try:
            NI() + i
        except TypeError as e:
            c += 1
            m = str(e)
    return c, m
print(ni(200))
x = NI()
try:
    x += 1
except TypeError as e:
    print(e)

class Sub:
    def __init__(self, v): self.v = v
    def __sub__(self, o):
        return Sub(self.v - (o.v if isinstance(o, Sub) else o))
    def __pow__(self, e): return Sub(self.v ** e)
    def __mod__(self, m): return Sub(self.v % m)
    def __floordiv__(self, m): return Sub(self.v // m)
    def __lshift__(self, m): return Sub(self.v << m)
    def __and__(self, m): return Sub(self.v & m)
    def __matmul__(self, m): return Sub(self.v * 1000 + m)
s = Sub(7)
tot = 0
for i in range(1, 500):
    s = ((s - 1) ** 2 % 1009 // 1 << 1) & 0xfff
    s = s @ 0 if i % 50 == 0 else s
    tot += s.v
print(tot)
Bad() + 200
