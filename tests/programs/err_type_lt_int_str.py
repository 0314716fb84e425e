# TypeError: '<' not supported between instances of 'int' and 'str'.
def smaller(a, b):
    if a < b:
        return a
    return b
print(smaller(3, 4))
print(smaller(3, "4"))
