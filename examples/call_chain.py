# A chain of three small calls (f -> g -> h) in a hot loop.
def h(x):
    return x + 1

def g(x):
    return h(x) * 2

def f(x):
    return g(x) - x

def main():
    n = 9000000
    acc = 0
    for i in range(n):
        acc += f(i)
    print(acc)

main()
