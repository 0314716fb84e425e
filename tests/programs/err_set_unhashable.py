# TypeError: unhashable type: 'list' when adding a list to a set.
s = set()
for i in range(10):
    s.add((i, i + 1))
print(len(s))
s.add([1, 2])
