# break only leaves the innermost loop; flags carry it outwards.
for i in range(4):
    for j in range(4):
        if j > i:
            break
        print(i, j, end="; ")
    print()
target = 42
found = None
for a in range(1, 100):
    for b in range(1, 100):
        if a * b == target and a + b == 13:
            found = (a, b)
            break
    if found is not None:
        break
print(found, a, b)
i = 0
hits = 0
while i < 100:
    j = 0
    while True:
        j += 1
        if j * i > 50 or j > 20:
            break
        hits += 1
    i += 1
print(hits)
