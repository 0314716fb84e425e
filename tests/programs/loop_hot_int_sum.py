# Simple hot loops over a few thousand iterations.
def sum_to(n):
    s = 0
    i = 0
    while i < n:
        s += i
        i += 1
    return s

def sum_squares(n):
    s = 0
    for i in range(n):
        s += i * i
    return s

def alternating(n):
    s = 0
    for i in range(n):
        if i % 2:
            s -= i
        else:
            s += i
    return s

for n in [0, 1, 10, 1000, 5000]:
    print(n, sum_to(n), sum_squares(n), alternating(n))
total = 0
for i in range(3000):
    total += sum_to(10)
print(total)
