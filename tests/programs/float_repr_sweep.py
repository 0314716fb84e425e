# Print hundreds of floats across the exponent range (lots of output).
x = 1.0
for i in range(60):
    print(i, x, -x, 1 / x)
    x = x * 7.3
y = 1.0
for i in range(60):
    y = y / 3.7
    print(y, y * 1e10, y + 1)
for k in range(-25, 26):
    print(k, 10.0 ** k, 2.0 ** k, 1.5 * 10.0 ** k)
for i in range(1, 101):
    print(i / 7, i / 10, i * 0.1, i * 1.1)
z = 0.0
for i in range(50):
    z += 0.1
    print(z, end=" ")
print()
