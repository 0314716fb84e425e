# Multiplication past 2**63 at module level gives a big int.
x = 3037000499
print(x * x)
y = x + 1
print(y * y)
print("done")
