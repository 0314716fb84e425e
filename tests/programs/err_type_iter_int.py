# TypeError: 'int' object is not iterable.
n = 5
for i in range(n):
    pass
print(i)
for i in n:
    print(i)
