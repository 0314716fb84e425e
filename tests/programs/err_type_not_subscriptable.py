# TypeError: 'int' object is not subscriptable.
x = 5
print(x + 1)
print(x[0])
