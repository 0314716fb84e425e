# ValueError: too many values to unpack (expected 2).
a, b = (1, 2)
print(a, b)
a, b = (1, 2, 3)
