# TypeError: f() missing 3 required positional arguments: 'a', 'b', and 'c'.
def f(a, b, c):
    return a
print("about to call")
f()
