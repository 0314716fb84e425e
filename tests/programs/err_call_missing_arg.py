# Calling a constructor with a missing argument: the TypeError names the
# qualified __init__ and the missing parameter. A plain function's message
# is caught first for comparison.
class Vector:
    def __init__(self, x, y, z=0):
        self.x, self.y, self.z = x, y, z

    def __repr__(self):
        return "Vector(%d, %d, %d)" % (self.x, self.y, self.z)

def dot(a, b):
    return a.x * b.x + a.y * b.y + a.z * b.z

print(Vector(1, 2))
print(Vector(1, 2, 3))
print(Vector(y=5, x=4))
print(dot(Vector(1, 2), Vector(3, 4, 5)))
try:
    dot(Vector(1, 1))
except TypeError as e:
    print("caught:", e)
points = [Vector(i, i * i) for i in range(3)]
print(points)
print(Vector(7))
