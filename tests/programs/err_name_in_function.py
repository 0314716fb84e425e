# NameError three calls deep.
def c():
    return missing_global + 1

def b():
    return c() * 2

def a():
    print("in a")
    return b()

print(a())
