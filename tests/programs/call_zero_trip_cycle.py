def inner(k):
    s = [k]
    for j in range(k):
        s.append(j)
    return [s, 1]

def main():
    acc = 0
    for i in range(3000):
        acc += len(inner(64 if i < 100 else 0))
    print(acc)

main()
