# range() arguments are evaluated once; changing them inside the loop has no effect.
n = 5
count = 0
for i in range(n):
    n = n + 10
    count += 1
print(count, n, i)
step = 2
for i in range(0, 10, step):
    step = 100
    print(i, end=" ")
print()
for i in range(3):
    i = i * 100
    print(i)
