# IndexError: list assignment index out of range, inside a function.
def put(xs, i, v):
    xs[i] = v
    return xs

print(put([0, 0], 1, 5))
print(put([0, 0], 2, 5))
