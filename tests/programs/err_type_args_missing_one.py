# TypeError: f() missing 1 required positional argument: 'b'.
def f(a, b):
    return a + b
print(f(1, 2))
print(f(1))
