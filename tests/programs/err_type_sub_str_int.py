# TypeError: unsupported operand type(s) for -: 'str' and 'int'.
def f(a, b):
    return a - b
print(f(3, 1))
print(f("3", 1))
