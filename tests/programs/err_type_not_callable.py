# TypeError: 'int' object is not callable.
count = 3
print(count)
print(count(1))
