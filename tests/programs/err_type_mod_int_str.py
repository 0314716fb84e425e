# TypeError: unsupported operand type(s) for %: 'int' and 'str'.
print(7 % 3)
print(7 % "3")
