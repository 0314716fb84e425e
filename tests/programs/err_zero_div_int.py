# ZeroDivisionError from int true division at module level.
print("before")
x = 1
y = 0
print(x / y)
print("not reached")
