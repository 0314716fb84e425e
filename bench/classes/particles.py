# A particle simulation with a class per particle and a small vector class:
# attribute reads and writes, method calls and instance creation in the
# inner loop.


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y


class Particle:
    def __init__(self, i):
        self.pos = Vec(i * 0.5, i * 0.25)
        self.vel = Vec(1.0 - i * 0.01, 0.5 + i * 0.02)
        self.mass = 1.0 + (i % 3)

    def step(self, dt, gravity):
        self.vel = self.vel.add(gravity.scale(dt))
        self.pos = self.pos.add(self.vel.scale(dt))
        if self.pos.y < 0.0:
            self.pos = Vec(self.pos.x, -self.pos.y)
            self.vel = Vec(self.vel.x, -self.vel.y * 0.9)

    def energy(self):
        return 0.5 * self.mass * self.vel.dot(self.vel)


def simulate(n, steps):
    ps = [Particle(i) for i in range(n)]
    g = Vec(0.0, -9.8)
    total = 0.0
    for s in range(steps):
        for p in ps:
            p.step(0.001, g)
        if s % 100 == 0:
            e = 0.0
            for p in ps:
                e += p.energy()
            total += e
    return total, ps[0].pos.x, ps[n - 1].pos.y


t, x, y = simulate(200, 10000)
print(round(t, 6), round(x, 6), round(y, 6))
