"""A module the import tests use: functions, a class, globals."""
import math

print("loading", __name__)

ORIGIN = (0, 0)
scale = 2
_hidden = "not exported by *"


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return math.hypot(self.x, self.y) * scale

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


def dist(p, q):
    return math.sqrt((p.x - q.x) ** 2 + (p.y - q.y) ** 2)


def bump():
    global scale
    scale += 1
    return scale
