# List elements change type over time; polymorphic reads in a loop.
xs = [0] * 10
for i in range(1000):
    j = i % 10
    if i < 500:
        xs[j] = xs[j] + 1
    elif i < 800:
        xs[j] = xs[j] + 0.5
    else:
        xs[j] = str(xs[j]) if j < 3 and i < 810 else xs[j]
print(xs)
ys = [1, 2.0, "3", [4], (5,), None, True]
for k in range(3):
    for y in ys:
        print(y, end=" ")
    print()
    ys.append(ys.pop(0))
