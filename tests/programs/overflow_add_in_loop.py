# trellis: i64-overflow
# 64-bit int overflow from repeated addition in a hot loop, three frames deep.
def grow(x):
    return x + x // 2 + 1

def main():
    x = 1
    for i in range(200):
        x = grow(x)
        if i % 10 == 0:
            print(i, x)
    print("not reached")

main()
