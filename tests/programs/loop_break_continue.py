# break and continue in for and while loops, nested.
for i in range(10):
    if i % 2 == 0:
        continue
    if i > 7:
        break
    print("for", i)
i = 0
while i < 10:
    i += 1
    if i % 3 == 0:
        continue
    if i == 8:
        break
    print("while", i)
found = []
for a in range(1, 20):
    for b in range(a, 20):
        if a * b > 50:
            break
        if (a + b) % 5 != 0:
            continue
        found.append((a, b))
print(found)
s = 0
for i in range(2000):
    if i % 7 == 0:
        continue
    if i % 11 == 0:
        continue
    s += i
    if s > 1000000:
        break
print(s, i)
n = 0
while True:
    n += 1
    if n < 100:
        continue
    break
print(n)
