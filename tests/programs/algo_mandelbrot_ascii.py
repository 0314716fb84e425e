# ASCII Mandelbrot set: float-heavy nested loops, many output lines.
def mandel(cx, cy, limit):
    x = 0.0
    y = 0.0
    n = 0
    while n < limit and x * x + y * y <= 4.0:
        x, y = x * x - y * y + cx, 2.0 * x * y + cy
        n += 1
    return n

chars = " .:-=+*#%@"
for row in range(24):
    line = ""
    cy = -1.2 + row * 0.1
    for col in range(64):
        cx = -2.1 + col * 0.045
        n = mandel(cx, cy, 30)
        line += chars[n % 10] if n < 30 else "@"
    print(line)
