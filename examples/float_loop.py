# Float-heavy loop: Leibniz and Nilakantha series for pi, plus a midpoint-rule integral.
def leibniz(n):
    s = 0.0
    sign = 1.0
    for k in range(n):
        s += sign / (2 * k + 1)
        sign = -sign
    return 4.0 * s

def nilakantha(n):
    s = 3.0
    sign = 1.0
    k = 2.0
    for i in range(n):
        s += sign * 4.0 / (k * (k + 1.0) * (k + 2.0))
        sign = -sign
        k += 2.0
    return s

def integrate(n):
    # integral of 4 / (1 + x * x) over [0, 1] is pi
    h = 1.0 / n
    s = 0.0
    for i in range(n):
        x = (i + 0.5) * h
        s += 4.0 / (1.0 + x * x)
    return s * h

def main():
    n = 6000000
    print(leibniz(n))
    print(nilakantha(n))
    print(integrate(n))

main()
