# << past 2**63 three calls deep gives a big int; -1 << 63 still fits.
def shl(x, n):
    return x << n

def via(x, n):
    return shl(x, n)

def top(x, n):
    r = via(x, n)
    print(x, "<<", n, "=", r)
    return r

top(1, 62)
top(-1, 63)
top(3, 62)
print("done")
