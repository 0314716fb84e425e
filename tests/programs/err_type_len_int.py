# TypeError: object of type 'int' has no len().
print(len([1, 2]), len("abc"), len((1,)))
print(len(5))
