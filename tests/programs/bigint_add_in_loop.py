# Repeated addition past 2**63 in a hot loop, three frames deep: the int grows.
def grow(x):
    return x + x // 2 + 1

def main():
    x = 1
    for i in range(200):
        x = grow(x)
        if i % 10 == 0:
            print(i, x)
    print("done")

main()
