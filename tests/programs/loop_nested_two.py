# Two nested loops with a hot inner loop.
def table(n):
    total = 0
    for i in range(n):
        for j in range(n):
            total += (i * j) % 7
    return total

print(table(10), table(60))
count = 0
i = 0
while i < 50:
    j = i
    while j < 50:
        if (i + j) % 3 == 0:
            count += 1
        j += 1
    i += 1
print(count)
for i in range(1, 10):
    row = ""
    for j in range(1, 10):
        row += str(i * j) + " "
    print(row)
