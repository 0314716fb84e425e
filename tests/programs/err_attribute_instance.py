# Reading an attribute an instance does not have: AttributeError naming the
# class, after some successful attribute reads and a handled miss.
class Point:
    dims = 2

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)

    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

p = Point(3, -4)
print(p.x, p.y, p.norm1(), p.dims)
q = p.moved(1, 1)
print(q.x, q.y, q.norm1())
print(getattr(p, "z", "no z (default)"))
print(hasattr(p, "z"), hasattr(p, "x"))
try:
    p.w
except AttributeError as e:
    print("handled:", e)
p.label = "P"
print(p.label, sorted(vars(p)))
print(p.z)
