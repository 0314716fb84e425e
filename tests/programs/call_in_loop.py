# A small function called from a hot loop.
def add(a, b):
    return a + b

def square(x):
    return x * x

def main():
    acc = 0
    for i in range(3000):
        acc = add(acc, i)
    print(acc)
    acc = 0
    i = 0
    while i < 2000:
        acc = add(acc, square(i) % 1000)
        i += 1
    print(acc)
    fl = 0.0
    for i in range(1000):
        fl = add(fl, 0.5)
    print(fl)

main()
