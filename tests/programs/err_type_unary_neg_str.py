# TypeError: bad operand type for unary -: 'str'.
vals = [1, 2.5, "three"]
for v in vals:
    print(-v)
