# range with one, two and three arguments, negative steps and empty ranges.
def show(r):
    out = []
    for i in r:
        out.append(i)
    print(out)

show(range(5))
show(range(0))
show(range(-3))
show(range(2, 7))
show(range(7, 2))
show(range(-5, -1))
show(range(0, 20, 3))
show(range(0, 21, 3))
show(range(10, 0, -1))
show(range(10, 0, -3))
show(range(10, -11, -4))
show(range(0, 10, -1))
show(range(5, 5))
show(range(5, 5, -1))
show(range(-1, -10, -2))
show(range(3, 4, 100))
show(range(True, 3))
print(len(range(10)), len(range(0, 100, 7)), len(range(10, 0, -3)), len(range(5, 0)))
print(max(range(7)), min(range(3, 9)), max(range(10, 0, -2)), min(range(10, 0, -2)))
total = 0
for i in range(1000, 0, -7):
    total += i
print(total)
for i in range(-9223372036854775807, -9223372036854775805):
    print(i)
