# Mandelbrot set on a small grid with a 50-step escape loop; prints an
# ASCII rendering of a coarse version and a checksum of iteration counts.

WIDTH = 160
HEIGHT = 120
MAX_ITER = 50
REPEAT = 40


def escape(cr, ci):
    zr = zi = 0.0
    for i in range(MAX_ITER):
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return i
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    return MAX_ITER


def render(w, h):
    rows = []
    for y in range(h):
        ci = -1.2 + 2.4 * y / h
        row = []
        for x in range(w):
            cr = -2.1 + 3.0 * x / w
            row.append(escape(cr, ci))
        rows.append(row)
    return rows


def main():
    total = 0
    inside = 0
    for _ in range(REPEAT):
        grid = render(WIDTH, HEIGHT)
        for row in grid:
            for v in row:
                total += v
                if v == MAX_ITER:
                    inside += 1
    small = render(40, 16)
    chars = " .:-=+*#%@"
    for row in small:
        print("".join(chars[v * (len(chars) - 1) // MAX_ITER] for v in row))
    print(f"points inside: {inside // REPEAT} of {WIDTH * HEIGHT}")
    print("checksum", total)


main()
