# Every augmented assignment operator on names and list items.
x = 10
x += 5
print(x)
x -= 20
print(x)
x *= -3
print(x)
x //= 4
print(x)
x %= 7
print(x)
x **= 3
print(x)
x /= 8
print(x)
y = 12
y &= 10
print(y)
y |= 1
print(y)
y ^= 15
print(y)
y <<= 5
print(y)
y >>= 2
print(y)
z = -7
z //= 2
print(z)
z %= -3
print(z)
f = 1.5
f += 1
f *= 2
f -= 0.5
f //= 2
f %= 1.5
f **= 2
print(f)
s = "ab"
s += "cd"
s *= 2
print(s)
xs = [1, 2, 3, 4]
xs[0] += 10
xs[-1] *= 5
xs[1] -= 7
xs[2] **= 2
print(xs)
xs[0] //= 3
xs[1] %= 4
xs[2] /= 3
xs[3] <<= 2
print(xs)
xs[3] >>= 1
xs[0] &= 6
xs[1] |= 8
xs[0] ^= 1
print(xs)
ys = [0] * 5
for i in range(100):
    ys[i % 5] += i
    ys[-1] -= 1
print(ys)
grid = [[0, 0], [0, 0]]
grid[1][0] += 7
grid[0][-1] -= 2
print(grid)
