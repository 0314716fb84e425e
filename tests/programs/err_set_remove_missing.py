# set.remove of a missing tuple element raises KeyError: (1, 3).
def drop_all(s, items):
    for x in items:
        s.remove(x)
    return len(s)

s = set()
for i in range(10):
    for j in range(10):
        s.add((i, j))
print(drop_all(s, [(0, 0), (1, 1), (2, 2)]))
print(drop_all(s, [(1, 2), (1, 3), (1, 3)]))
