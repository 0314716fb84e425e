# Module functions, classes and constants used in hot loops, with module
# globals rebound under running traces.
import math
import _imp_geometry as geo
from _imp_geometry import Point

total = 0.0
pts = [Point(i % 7, i % 5) for i in range(50)]
for i in range(3000):
    p = pts[i % 50]
    total += p.norm() + geo.dist(p, pts[0]) + math.sqrt(i) * math.pi
    if i == 1500:
        geo.scale = 3
    if i == 2500:
        math.pi = 3.0
print(round(total, 6))
count = 0
for i in range(2000):
    count += geo.bump() % 3
print(count, geo.scale)
acc = 0
for i in range(1000):
    acc += math.floor(i / 7) + math.gcd(i, 12) + math.factorial(i % 6)
print(acc)
