# Tuple packing/unpacking, swaps and rotations.
a = 1
b = 2
a, b = b, a
print(a, b)
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
t = (10, 20)
p, q = t
print(p, q)
m, n, o = [7, 8, 9]
print(m, n, o)
f0, f1 = 0, 1
for i in range(80):
    f0, f1 = f1, f0 + f1
print(f0)
lo, hi = 0, 100
steps = 0
target = 37
while lo < hi:
    mid = (lo + hi) // 2
    if mid < target:
        lo, hi = mid + 1, hi
    else:
        lo, hi = lo, mid
    steps += 1
print(lo, steps)
xs = [1, 2, 3]
xs[0], xs[2] = xs[2], xs[0]
print(xs)
i = 0
i, xs[i] = 1, 99
print(i, xs)
pair = (3, 4)
u, v = pair
u, v = v, u
print(u, v, pair)
