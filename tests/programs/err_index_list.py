# IndexError: list index out of range (negative index too far).
xs = [1, 2, 3]
print(xs[-3])
print(xs[-4])
