# Newton's method square roots in floats.
def sqrt(x):
    if x == 0:
        return 0.0
    g = x / 2 if x > 1 else 1.0
    for i in range(60):
        g = (g + x / g) / 2
    return g

for v in [2, 3, 10, 0.25, 1e-6, 1e10, 144, 0]:
    r = sqrt(v)
    print(v, r, r * r, r == v ** 0.5)
