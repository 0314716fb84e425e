# Matrix multiplication with nested lists (ints and floats).
def matmul(a, b):
    n = len(a)
    m = len(b[0])
    k = len(b)
    c = []
    for i in range(n):
        row = [0] * m
        for j in range(m):
            s = 0
            for t in range(k):
                s += a[i][t] * b[t][j]
            row[j] = s
        c.append(row)
    return c

def identity(n):
    out = []
    for i in range(n):
        row = [0] * n
        row[i] = 1
        out.append(row)
    return out

a = [[1, 2], [3, 4]]
print(matmul(a, a), matmul(a, identity(2)) == a)
m = []
for i in range(12):
    row = []
    for j in range(12):
        row.append((i * 12 + j) % 7 - 3)
    m.append(row)
p = m
for r in range(3):
    p = matmul(p, m)
print(p[0], p[11][11])
f = [[0.5, 0.25], [0.125, 1.0]]
g = f
for r in range(5):
    g = matmul(g, f)
print(g)
