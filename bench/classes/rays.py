# A small ray tracer: a vector class with operator methods (+, -, * by a
# number on either side), spheres and a plane, shadows and reflections.
# Every operator on vectors runs a method of the class.
import math


class V3:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

    def __add__(self, o):
        return V3(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return V3(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return V3(self.x * k, self.y * k, self.z * k)

    def __rmul__(self, k):
        return V3(k * self.x, k * self.y, k * self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self):
        l = math.sqrt(self.dot(self))
        return V3(self.x / l, self.y / l, self.z / l)

    def __repr__(self):
        return f"V3({self.x:.3f}, {self.y:.3f}, {self.z:.3f})"


class Sphere:
    def __init__(self, center, radius, shade):
        self.c, self.r, self.shade = center, radius, shade

    def hit(self, origin, direction):
        oc = origin - self.c
        b = oc.dot(direction)
        c = oc.dot(oc) - self.r * self.r
        disc = b * b - c
        if disc < 0:
            return None
        sq = math.sqrt(disc)
        t = -b - sq
        if t < 1e-4:
            t = -b + sq
        return t if t >= 1e-4 else None

    def normal(self, p):
        return (p - self.c).norm()


class Plane:
    def __init__(self, y, shade):
        self.y, self.shade = y, shade

    def hit(self, origin, direction):
        if abs(direction.y) < 1e-9:
            return None
        t = (self.y - origin.y) / direction.y
        return t if t > 1e-4 else None

    def normal(self, p):
        return V3(0, 1, 0)


SCENE = [Sphere(V3(0, 0, 5), 1.5, 1.0), Sphere(V3(2.2, -0.5, 4), 0.8, 0.7), Sphere(V3(-2, 0.3, 6), 1.0, 0.9), Plane(-1.5, 0.5)]
LIGHT = V3(-5, 5, -2)
RAMP = " .:-=+*#%@"


def trace(origin, direction, depth=0):
    best, best_t = None, math.inf
    for obj in SCENE:
        t = obj.hit(origin, direction)
        if t is not None and t < best_t:
            best, best_t = obj, t
    if best is None:
        return 0.0
    p = origin + direction * best_t
    n = best.normal(p)
    to_light = (LIGHT - p).norm()
    shadow = any(o.hit(p, to_light) is not None for o in SCENE if o is not best)
    diffuse = max(0.0, n.dot(to_light)) * (0.2 if shadow else 1.0)
    color = 0.1 + 0.9 * diffuse * best.shade
    if depth < 2 and isinstance(best, Sphere):
        refl = direction - (2 * direction.dot(n)) * n
        color = color * 0.8 + 0.2 * trace(p, refl.norm(), depth + 1)
    return min(color, 1.0)


def render(w, h):
    rows = []
    total = 0.0
    eye = V3(0, 0, -1)
    for j in range(h):
        row = []
        for i in range(w):
            x = (i - w / 2) / (w / 2) * 1.6
            y = -(j - h / 2) / (h / 2)
            c = trace(eye, V3(x, y, 1).norm())
            total += c
            row.append(RAMP[min(int(c * len(RAMP)), len(RAMP) - 1)])
        rows.append("".join(row).rstrip())
    return "\n".join(rows), total


img, total = render(78, 34)
print(img)
print(f"total brightness {total:.6f}")
img2, total2 = render(600, 300)
print(f"big render checksum {total2:.6f} {sum(map(ord, img2)) % 99991}")
