# An int accumulator becomes a float halfway through a hot loop.
def run(n):
    acc = 0
    for i in range(n):
        if i == n // 2:
            acc = acc + 0.5
        acc = acc + i
    return acc

print(run(10), run(1000), run(3000))
x = 1
for i in range(600):
    x = x * 2 if i < 40 else x / 2
print(x)
total = 0
for i in range(1000):
    if i < 500:
        total += 1
    else:
        total += 0.001
print(total)
