# Bools flowing into int arithmetic inside a loop.
count = 0
s = 0
for i in range(1000):
    even = i % 2 == 0
    count += even
    s = s + (i > 500) * i
print(count, s)
flags = []
for i in range(10):
    flags.append(i % 3 == 0)
n = 0
for f in flags:
    n = n + f
print(flags, n, n == 4)
