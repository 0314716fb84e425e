# Floor division of a big int by zero inside a function.
def split(a, b):
    return divmod(a, b)
big = 2**100 + 1
print(split(big, 3))
print(big % 7, -big // 2**70)
print(split(big, 0))
