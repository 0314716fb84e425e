# TypeError: unsupported operand type(s) for &: 'float' and 'int'.
print(6 & 3)
print(6.0 & 3)
