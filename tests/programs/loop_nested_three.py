# Three nested loops, including triples search and a 3-D accumulation.
def triples(limit):
    found = []
    for a in range(1, limit):
        for b in range(a, limit):
            for c in range(b, limit):
                if a * a + b * b == c * c:
                    found.append((a, b, c))
    return found

print(triples(30))
acc = 0
for i in range(12):
    for j in range(12):
        for k in range(12):
            acc += i ^ j ^ k
print(acc)
cube = []
for i in range(3):
    plane = []
    for j in range(3):
        row = []
        for k in range(3):
            row.append(i * 9 + j * 3 + k)
        plane.append(row)
    cube.append(plane)
print(cube[2][1][0], cube[1])
