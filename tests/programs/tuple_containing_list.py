# A tuple cannot be reassigned, but a list inside it can be mutated.
lst = [1, 2]
t = (lst, "tag")
lst.append(3)
print(t)
t[0].append(4)
print(lst, len(t[0]))
t[0][0] = "first"
print(t)
u = ([], [])
for i in range(4):
    u[i % 2].append(i)
print(u)
print(t == (["first", 2, 3, 4], "tag"))
