"""A small planetary system integrated with velocity Verlet; orbital elements
from the state vectors, energy and angular momentum drift."""

import math

G = 4 * math.pi ** 2  # AU^3 / (solar mass * year^2)


class Body:
    def __init__(self, name, mass, x, y, vx, vy):
        self.name = name
        self.mass = mass
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.ax = 0.0
        self.ay = 0.0


def circular_body(name, mass, radius, angle, eccentricity=0.0):
    # start at perihelion of an orbit with the given eccentricity
    r = radius * (1 - eccentricity)
    speed = math.sqrt(G * (1 + eccentricity) / r)
    x = r * math.cos(angle)
    y = r * math.sin(angle)
    vx = -speed * math.sin(angle)
    vy = speed * math.cos(angle)
    return Body(name, mass, x, y, vx, vy)


def make_system():
    sun = Body("sun", 1.0, 0.0, 0.0, 0.0, 0.0)
    planets = [
        circular_body("mercury", 1.66e-7, 0.387, 0.3, 0.2056),
        circular_body("venus", 2.45e-6, 0.723, 1.9, 0.0068),
        circular_body("earth", 3.0e-6, 1.0, 4.0, 0.0167),
        circular_body("mars", 3.2e-7, 1.524, 5.1, 0.0934),
        circular_body("jupiter", 9.54e-4, 5.203, 2.2, 0.0489),
        circular_body("saturn", 2.86e-4, 9.537, 0.7, 0.0565),
    ]
    bodies = [sun] + planets
    # move to the barycentric frame
    px = sum(b.mass * b.vx for b in bodies)
    py = sum(b.mass * b.vy for b in bodies)
    m = sum(b.mass for b in bodies)
    for b in bodies:
        b.vx -= px / m
        b.vy -= py / m
    return bodies


def accelerations(bodies):
    for b in bodies:
        b.ax = 0.0
        b.ay = 0.0
    n = len(bodies)
    for i in range(n):
        bi = bodies[i]
        for j in range(i + 1, n):
            bj = bodies[j]
            dx = bj.x - bi.x
            dy = bj.y - bi.y
            r2 = dx * dx + dy * dy
            inv_r3 = 1.0 / (r2 * math.sqrt(r2))
            bi.ax += G * bj.mass * dx * inv_r3
            bi.ay += G * bj.mass * dy * inv_r3
            bj.ax -= G * bi.mass * dx * inv_r3
            bj.ay -= G * bi.mass * dy * inv_r3


def step(bodies, dt):
    half = 0.5 * dt
    for b in bodies:
        b.vx += half * b.ax
        b.vy += half * b.ay
        b.x += dt * b.vx
        b.y += dt * b.vy
    accelerations(bodies)
    for b in bodies:
        b.vx += half * b.ax
        b.vy += half * b.ay


def energy(bodies):
    kinetic = sum(0.5 * b.mass * (b.vx ** 2 + b.vy ** 2) for b in bodies)
    potential = 0.0
    for i, a in enumerate(bodies):
        for b in bodies[i + 1:]:
            potential -= G * a.mass * b.mass / math.hypot(a.x - b.x, a.y - b.y)
    return kinetic + potential


def angular_momentum(bodies):
    return sum(b.mass * (b.x * b.vy - b.y * b.vx) for b in bodies)


def elements(body, sun):
    rx, ry = body.x - sun.x, body.y - sun.y
    vx, vy = body.vx - sun.vx, body.vy - sun.vy
    r = math.hypot(rx, ry)
    v2 = vx * vx + vy * vy
    mu = G * (sun.mass + body.mass)
    a = 1.0 / (2.0 / r - v2 / mu)
    h = rx * vy - ry * vx
    ex = vy * h / mu - rx / r
    ey = -vx * h / mu - ry / r
    e = math.hypot(ex, ey)
    period = 2 * math.pi * math.sqrt(a ** 3 / mu)
    perihelion = math.degrees(math.atan2(ey, ex)) % 360.0
    return a, e, period, perihelion


def main():
    bodies = make_system()
    sun = bodies[0]
    accelerations(bodies)
    e0 = energy(bodies)
    l0 = angular_momentum(bodies)
    dt = 0.001
    years = 35
    steps = int(years / dt)
    # track earth's closest and farthest distance, and count mercury's orbits
    earth = bodies[3]
    mercury = bodies[1]
    rmin, rmax = math.inf, 0.0
    laps = 0
    prev_angle = math.atan2(mercury.y - sun.y, mercury.x - sun.x)
    for k in range(steps):
        step(bodies, dt)
        r = math.dist((earth.x, earth.y), (sun.x, sun.y))
        rmin = min(rmin, r)
        rmax = max(rmax, r)
        angle = math.atan2(mercury.y - sun.y, mercury.x - sun.x)
        if prev_angle < 0 <= angle and angle - prev_angle < math.pi:
            laps += 1
        prev_angle = angle
        if (k + 1) % (steps // 5) == 0:
            drift = abs((energy(bodies) - e0) / e0)
            print(f"year {(k + 1) * dt:5.1f}: relative energy drift {drift:.3e}")
    print(f"angular momentum drift {abs(angular_momentum(bodies) - l0) / abs(l0):.3e}")
    print(f"earth distance: min {rmin:.5f} AU, max {rmax:.5f} AU")
    print(f"mercury laps in {years} years: {laps}")
    print(f"{'planet':8s} {'a (AU)':>9s} {'e':>8s} {'period':>9s} {'perihelion':>10s}")
    for b in bodies[1:]:
        a, e, period, peri = elements(b, sun)
        print(f"{b.name:8s} {a:9.4f} {e:8.4f} {period:9.3f} {peri:10.2f}")
    cx = math.fsum(b.mass * b.x for b in bodies) / math.fsum(b.mass for b in bodies)
    print(f"barycentre x drift {cx:.3e}")


main()
