# TypeError: f() missing 2 required positional arguments: 'b' and 'c'.
def f(a, b, c):
    return a + b + c

def run():
    for i in range(3):
        print(f(i, i, i))
    return f(1)

run()
