# TypeError: list indices must be integers or slices, not float.
xs = [10, 20, 30]
i = 4 / 2
print(i)
print(xs[i])
