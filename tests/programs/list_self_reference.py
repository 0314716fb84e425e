# A list that contains itself prints as [...].
a = [1, 2]
a.append(a)
print(a)
print(len(a), a[2][2][0], len(a[2][2]))
b = [a, 3]
print(b)
c = []
d = [c]
c.append(d)
print(c, d)
