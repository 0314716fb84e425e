from collections import namedtuple

def err(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)

Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[1], p[-1], p[:1], len(p), list(p), tuple(p))
x, y = p
print(x + y, p == (1, 2), (1, 2) == p, p != (1, 3), p == Point(1, 2), p < Point(1, 3), p > (0, 9), hash(p) == hash((1, 2)))
print(Point._fields, Point._field_defaults, p._asdict(), p._replace(y=5), Point._make([3, 4]), Point(x=7, y=8), Point(9, y=10))
print(p.count(1), p.index(2), 2 in p, 5 in p, p + (3,), (0,) + p, p * 2, sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print({p: "a"}[(1, 2)], {(1, 2): "b"}[p], max(Point(3, 1), Point(2, 9)), Point.__doc__, Point.x.__doc__, Point.__match_args__)
print("%s-%s" % tuple(p), "{0.x}/{0.y}".format(p), "{}|{}".format(*p), [Point(i, i * i) for i in range(3)])

P3 = namedtuple("P3", "a, b c", defaults=[10, 20])
print(P3(1), P3(1, 2), P3(1, 2, 3), P3._field_defaults, P3(c=0, a=5))
E = namedtuple("E", "")
print(E(), len(E()), E._fields, E._make([]))
R = namedtuple("R", ["a", "a", "_b", "def", "1", "ok"], rename=True)
print(R._fields, R(1, 2, 3, 4, 5, 6))
S = namedtuple("S", "name age", defaults=["?"])
print(S("bob"), S("amy", 30)._replace(name="ann"), S._make(["z", 1])._asdict())

class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def norm1(self):
        return abs(self.x) + abs(self.y)
v = Vec(1, 2) + Vec(3, -7)
print(v.x, v.y, v.norm1(), tuple(v), v == (4, -5), v._asdict())

# errors
for args, kw in [((1, 2, 3), {}), ((1,), {}), ((), {}), ((1, 2), {"z": 1}), ((1, 2), {"x": 1}), ((1, 2, 3), {"x": 1}), ((), {"y": 1})]:
    err(lambda: Point(*args, **kw))
err(lambda: P3())
err(lambda: P3(1, 2, 3, 4))
err(lambda: E(1))
err(lambda: namedtuple("One", "a")(1, 2))
for args in [("1a", "x"), ("P", "x class"), ("P", "_x"), ("P", "x x"), ("P", ["a", 1]), ("def", "x"), ("P", "x-y")]:
    err(lambda: namedtuple(*args))
err(lambda: namedtuple("P", "x", defaults=[1, 2]))
err(lambda: p._replace(z=1, w=2))
err(lambda: Point._make([1]))
err(lambda: Point._make([1, 2, 3]))
err(lambda: p[2])
def setx():
    p.x = 5
err(setx)

# a small table of records
Emp = namedtuple("Emp", "name dept salary")
staff = [Emp("ann", "eng", 120), Emp("bob", "ops", 90), Emp("cy", "eng", 105), Emp("di", "ops", 99)]
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e)
for dept in sorted(by_dept):
    people = by_dept[dept]
    print(dept, [e.name for e in people], sum(e.salary for e in people), max(people, key=lambda e: e.salary).name)
print(sorted(staff, key=lambda e: (e.dept, -e.salary))[0], [e._replace(salary=e.salary + 1).salary for e in staff])
