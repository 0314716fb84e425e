# TypeError: unsupported operand type(s) for //: 'int' and 'NoneType'.
def get():
    return None
print(7 // 2)
print(7 // get())
