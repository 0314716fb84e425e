# IndexError: pop from empty list after draining it in a loop.
def drain(xs, n):
    total = 0
    for i in range(n):
        total += xs.pop()
    return total

xs = []
for i in range(500):
    xs.append(i)
print(drain(xs, 400))
print(drain(xs, 400))
