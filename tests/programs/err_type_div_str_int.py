# TypeError: unsupported operand type(s) for /: 'str' and 'int'.
print("10" * 2)
print("10" / 2)
