# ZeroDivisionError from int divided by 0.0, three calls deep.
def inner(x):
    return x / 0.0

def middle(x):
    return inner(x) + 1

def outer(x):
    return middle(x) * 2

print("calling")
print(outer(5))
