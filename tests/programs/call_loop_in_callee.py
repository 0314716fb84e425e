def inner(i):
    s = 0
    for j in range(64):
        s += i ^ j
    return s

def main(n):
    acc = 0
    for i in range(n):
        acc += inner(i)
    print(acc)

main(300)
