# ZeroDivisionError from int floor division inside a function.
def halve(a, b):
    return a // b

print(halve(10, 3))
print(halve(10, 0))
