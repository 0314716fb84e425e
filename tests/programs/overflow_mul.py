# trellis: i64-overflow
# 64-bit int multiplication overflow at module level (CPython would print a big int).
x = 3037000499
print(x * x)
y = x + 1
print(y * y)
print("not reached")
