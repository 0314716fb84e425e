# TypeError: unsupported operand type(s) for +: 'int' and 'str'.
x = 1
s = "a"
print(s + s)
print(x + s)
