# ValueError: max() arg is an empty sequence, from an empty range.
print(max(range(5)))
print(max(range(5, 0)))
