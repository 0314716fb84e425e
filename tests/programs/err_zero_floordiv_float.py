# ZeroDivisionError from float floor division.
a = 1.0
b = 0.0
print(a // 2.0)
print(a // b)
