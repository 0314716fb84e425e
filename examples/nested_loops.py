# Nested loops: sum of i ^ j over an n x m grid.
def main():
    n = 6000
    m = 6000
    acc = 0
    for i in range(n):
        for j in range(m):
            acc += i ^ j
    print(acc)

main()
