# ZeroDivisionError: int 0 ** negative int, four frames deep.
def level3(b, e):
    return b ** e

def level2(b, e):
    return level3(b, e) + 0

def level1(b, e):
    print("level1", b, e)
    return level2(b, e)

print(level1(2, -2))
print(level1(0, -1))
