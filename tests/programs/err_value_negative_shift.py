# ValueError: negative shift count.
n = 3
print(1 << n)
print(1 << n - 4)
