# ValueError: not enough values to unpack (expected 3, got 2).
def triple():
    return (1, 2)
print("x")
a, b, c = triple()
