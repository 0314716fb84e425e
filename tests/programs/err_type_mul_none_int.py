# TypeError: unsupported operand type(s) for *: 'NoneType' and 'int'.
v = None
print(3 * 3)
print(v * 3)
