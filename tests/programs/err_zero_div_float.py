# ZeroDivisionError from float true division by int zero.
def ratio(a, b):
    return a / b

print(ratio(1.0, 4))
print(ratio(1.0, 0))
