"""An instance's __dict__ and vars() are the dict its attributes live in:
update() through it, writes and deletes seen both ways, __dict__ replaced
by assignment (and CPython's TypeError for a non-dict), attributes kept
in hot loops before and after."""

class C:
    def __init__(self, **kw):
        self.__dict__.update(kw)
        self.z = 0

o = C(a=1, b=2)
print(o.a, o.b, o.z, vars(o))
v = vars(o)
o.c = 3
print(v, o.__dict__ is v)
v["d"] = 4
print(o.d, hasattr(o, "e"))
del o.a
print(v)
try:
    o.a
except AttributeError as e:
    print("AttributeError", e)
o.__dict__ = {"fresh": 1}
print(o.fresh, vars(o), hasattr(o, "b"))
try:
    o.__dict__ = 5
except TypeError as e:
    print("TypeError", e)
p = C()
print(vars(p), p.__dict__.get("z"))
for i in range(2000):
    p.z += 1
    p.__dict__["w"] = i
print(p.z, p.w)
class S:
    def __init__(self):
        self.x = 1
s = S()
for i in range(3000):
    s.x += i
    if i == 1500:
        s.__dict__.clear()
        s.x = 0
print(s.x, s.__dict__)
