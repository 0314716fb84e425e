# ValueError: min() arg is an empty sequence.
xs = [3, 1, 2]
print(min(xs))
while xs:
    xs.pop()
print(min(xs))
