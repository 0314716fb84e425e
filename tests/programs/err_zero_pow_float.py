# ZeroDivisionError: 0.0 raised to a negative power.
base = 0.0
print(base ** 2)
print(base ** -1)
