# ValueError: range() arg 3 must not be zero.
step = 0
print("start")
for i in range(0, 10, step):
    print(i)
