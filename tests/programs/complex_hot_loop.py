# Complex arithmetic in hot loops: a Mandelbrot set escape-time render, a
# root-of-unity sum and a harmonic-like series, so traces record complex
# operands (boxed values on generic paths) and leave them correctly.
import cmath


def escape(c, limit=40):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2.0:
            return i
    return limit


def render(w, h):
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            n = escape(complex(-2.0 + 2.6 * x / w, -1.2 + 2.4 * y / h))
            row.append(" .:-=+*#%@"[n % 10])
        rows.append("".join(row))
    return rows


for line in render(48, 16):
    print(line)

roots = [cmath.exp(2j * cmath.pi * k / 12) for k in range(12)]
print(abs(sum(roots)) < 1e-12, [f"{r.real:+.3f}{r.imag:+.3f}j" for r in roots[:4]])

total = 0j
for k in range(1, 3001):
    total += 1 / complex(k, k % 7)
    if k % 1000 == 0:
        print(k, total)

# A loop whose values change type midway: floats, then complex.
acc = 0.0
for i in range(200):
    v = (i - 100.0) ** 0.5 if i % 50 == 0 else float(i)
    acc = acc + v
print(acc)
