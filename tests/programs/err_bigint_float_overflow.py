# Converting a big int past float range raises OverflowError.
def to_float(n):
    return float(n)
print(to_float(2**1000))
print(to_float(-(10**308)))
print(to_float(2**1024))
