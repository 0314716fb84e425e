g0 = 17
g1 = -2.5
g2 = -1
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
    x0 = (((5 if 30 else 4) + rec(0, x0)) > --8)
    for i0 in L:
        x0 = gf(L[int(x0) % len(L)], x1)
    return (g2 - -22)
def f1(a, b):
    global g0, g1, g2, gf
    x0 = a
    x1 = b
    x2 = 1
    x3 = 2.0
    for i0 in range(6):
        x0 = rec(6, x2)
        print(L[(len(L) // (len(L) | 1)) % len(L)], float((24 - g2)))
        for i1 in L:
            x0 = gf((f0(2, b) + (2.5 if 6 else 36)), x1)
            x0 = gf(f0((g0 / (len(L) + 0.5)), (19 / (len(L) + 0.5))), x1)
        if (--1.25 + -5):
            x0 = x1
        x0 = gf(g1, x1)
    return x1
def f2(a, b):
    global g0, g1, g2, gf
    x0 = a
    x1 = b
    x2 = 1
    x3 = 2.0
    g2 = (rec(2, 2.5) + rec(5, 31))
    x1 = int(L[2 % len(L)])
    return f0((0.1 if 0.1 else 3.0), (-1.25 == x3))
def main():
    global g0, g1, g2, gf
    a = 3
    b = 4
    x0 = 0
    x1 = 1
    x2 = 2
    x3 = 0.5
    for m in range(20):
        L[(int(L[len(L) % len(L)]) * (38 + 23)) % len(L)] = int(g0)
        for i0 in L:
            g0 = (int(a) + f2(x1, 0.1))
            w1 = 0
            while w1 < 6:
                w1 += 1
                x0 = gf(-(33 / (len(L) + 0.5)), x1)
                x0 = gf(((-5 + -5) if -5 else -5), x1)
                x0 = -5
                if w1 == 3:
                    break
    x0 = -5
    print(x0, x1, x2, x3, g0, g1, g2, L)
main()
