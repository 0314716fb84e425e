g0 = 3
g1 = 12.5
g2 = 14
L = [1, 2.5, 3]
def rec(n, a):
    if n <= 0:
        return a
    return rec(n - 1, a + n)
def f0(a, b):
    return a
gf = f0
def f0(a, b):
    global g0, g1, g2, gf
    x0 = a
    x1 = b
    x2 = 1
    x3 = 2.0
    print(((-1.25 > x1) * (x1 == 17)), ((g1 / (14 + 0.5)) if (28 != 22) else (g0 * 16)))
    for i0 in range(8):
        x2 = ((L[len(L) % len(L)] + (0.1 * x3)) if rec(2, (0.5 if 11 else g0)) else int(L[len(L) % len(L)]))
    for i1 in range(10):
        if i1 == 5:
            x3 = 7
        x1 = ((30 <= x3) < b)
        x2 = -1.25
        x0 = gf(-4, x1)
        print(17, 6)
    return g2
def f1(a, b):
    global g0, g1, g2, gf
    x0 = a
    x1 = b
    x2 = 1
    x3 = 2.0
    x1 = int(x1)
    x1 %= ((int(a) + (int(x3) >> 4)) | 1)
    x0 = ((len(L) * f0(2.5, g1)) - f0(rec(7, x2), 9))
    return f0(rec(4, 33), -34)
def f2(a, b):
    global g0, g1, g2, gf
    x0 = a
    x1 = b
    x2 = 1
    x3 = 2.0
    g0 = (x1 / (int(a) + 0.5))
    for i0 in L:
        if -(11 >= 3.0):
            x0 = gf(int(L[int(g0) % len(L)]), x1)
            x0 = gf(((3.0 - g0) * (g0 / (36 + 0.5))), x1)
            x0 = gf((int(b) / ((23 & len(L)) + 0.5)), x1)
            x0 = gf(x1, x1)
        print(((-2 + g2) * int(g0)), a)
        x0 = gf(12, x1)
        print(0.5, x0)
    if -1.25:
        return 0.1
    print(20, g2)
    x0 = gf(19, x1)
    return 28
def main():
    global g0, g1, g2, gf
    a = 3
    b = 4
    x0 = 0
    x1 = 1
    x2 = 2
    x3 = 0.5
    for m in range(20):
        print(((x3 == x1) > (0.1 + 0.5)), ((0 == -1.25) if f2(x2, -3) else (g2 + 4)))
        x0 = gf(L[(int(g2) << 2) % len(L)], x1)
    for i0 in L:
        if i0 == 1:
            x2 = 7
        if -(x3 / (int(g1) + 0.5)):
            L[((int(g1) % int(x0)) % (int(g1) | 1)) % len(L)] = ((a * 33) if --3 else (14 + x2))
            x0 = gf((rec(5, 3.0) + 22), x1)
            x1 = int(x1)
            x1 |= (((3 - 37) - 27) | 1)
            x0 = gf((L[len(L) % len(L)] * -17), x1)
            x0 = gf(rec(0, -8), x1)
            print(f1(float(24), (g2 >= 0.1)), ((b if -3 else 10) / (25 + 0.5)))
    print((f1(g1, b) if -x1 else (34 == 2.5)), g0)
    x0 = gf(x1, x1)
    x0 = gf(x1, x1)
    x0 = gf(3.0, x1)
    print(x0, x1, x2, x3, g0, g1, g2, L)
main()
