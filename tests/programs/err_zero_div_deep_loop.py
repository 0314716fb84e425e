# ZeroDivisionError four frames deep after many loop iterations.
def d(x, y):
    return x // y

def c(x, y):
    return d(x, y) + 1

def b(x, y):
    return c(x, y) * 2

def a(n):
    acc = 0
    for i in range(n):
        acc += b(i, 700 - i)
    return acc

print(a(600))
print(a(800))
