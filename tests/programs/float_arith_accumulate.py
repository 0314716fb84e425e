# Accumulated float rounding error must match IEEE-754 double exactly.
s = 0.0
for i in range(1000):
    s += 0.1
print(s)
s = 0.0
for i in range(1, 2001):
    s += 1 / i
print(s)
p = 1.0
for i in range(1, 30):
    p *= 1.1
print(p)
t = 0.0
for i in range(500):
    t = t * 0.999 + i * 0.01
print(t)
a = 1.0
b = 0.0
for i in range(300):
    a, b = a - 0.01 * b, b + 0.01 * a
print(a, b, a * a + b * b)
k = 0.0
for i in range(1000):
    k += (-1) ** i / (2 * i + 1)
print(4 * k)
