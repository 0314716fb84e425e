# [x] * n repetition, including the shared-row trap.
z = [0] * 10
z[3] = 3
print(z)
grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
fresh = []
for i in range(3):
    fresh.append([0] * 3)
fresh[0][0] = 1
print(fresh)
print([1, 2] * 3, ["a"] * 2, [None] * 3, [[]] * 2, [1] * 0, 0 * [1])
flags = [True] * 1000
for i in range(0, 1000, 7):
    flags[i] = False
count = 0
for f in flags:
    if f:
        count += 1
print(count)
n = 5
tri = [0] * (n + 1)
for i in range(n + 1):
    tri[i] = i * (i + 1) // 2
print(tri)
