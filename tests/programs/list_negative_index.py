# Negative indices on lists, for reading, writing and popping.
xs = [10, 20, 30, 40, 50]
for i in range(-5, 5):
    print(i, xs[i])
xs[-1] = 55
xs[-5] = 11
print(xs)
i = -1
while i >= -len(xs):
    xs[i] = xs[i] + 1
    i -= 1
print(xs)
print(xs[-len(xs)], xs[len(xs) - 1], xs[-1] == xs[4])
