# Assigning the wrong number of items to an extended slice raises ValueError.
xs = [0, 1, 2, 3, 4, 5]
xs[::2] = ["a", "b", "c"]
print(xs)
xs[1::2] = ["x", "y"]
print("not reached")
