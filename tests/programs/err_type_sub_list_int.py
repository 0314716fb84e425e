# TypeError: unsupported operand type(s) for -: 'list' and 'int'.
xs = [1, 2]
print(xs + [3])
print(xs - 1)
