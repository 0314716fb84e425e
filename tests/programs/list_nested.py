# Nested lists: building matrices, indexing, printing.
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(m, m[1], m[1][2], m[-1][-1], len(m), len(m[0]))
m[0][0] = 10
m[2] = [0]
print(m)
t = []
for i in range(3):
    row = []
    for j in range(4):
        row.append(i * 4 + j)
    t.append(row)
print(t)
tr = []
for j in range(4):
    col = []
    for i in range(3):
        col.append(t[i][j])
    tr.append(col)
print(tr)
deep = [1, [2, [3, [4, [5, []]]]]]
print(deep, deep[1][1][1][1][0], len(deep[1][1][1][1][1]))
x = deep
depth = 0
while len(x) > 1:
    x = x[1]
    depth += 1
print(depth, x)
print([[[]]], [[], [[]]], [(), [()]], [[1, 2], (3, [4])])
