# A long-running program printing several hundred lines.
def row(i):
    return str(i) + ": " + str(i * i) + " " + str(i / 8) + " " + str(i % 7 == 0)

for i in range(400):
    print(row(i))
x = 0
for i in range(100):
    x = (x * 31 + i) % 1009
    print("x", i, x, [x, -x], (x % 2 == 0, x / 1009))
print("done")
