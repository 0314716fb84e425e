# A tiny function called from a hot loop.
def add(a, b):
    return a + b

def main():
    n = 25000000
    acc = 0
    for i in range(n):
        acc = add(acc, i)
    print(acc)

main()
