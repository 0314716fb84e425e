# Two names for one list; lists inside lists share identity.
a = [1, 2, 3]
b = a
b.append(4)
print(a, b, a == b)
a[0] = 100
print(b)
c = a + []
c.append(5)
print(a, c)
inner = [0, 0]
outer = [inner, inner, [0, 0]]
inner[0] = 7
print(outer)
outer[0][1] = 8
print(inner, outer)
outer[2][0] = 9
print(inner, outer)
x = y = []
x.append("shared")
print(x, y)
def mutate(lst):
    lst.append("from function")
    lst[0] = "changed"

def rebind(lst):
    lst = ["new"]
    lst.append("local only")
    return lst

data = ["orig"]
mutate(data)
print(data)
r = rebind(data)
print(data, r)
rows = []
row = [0, 0, 0]
for i in range(3):
    rows.append(row)
rows[0][0] = 1
print(rows)
rows2 = []
for i in range(3):
    rows2.append([0, 0, 0])
rows2[0][0] = 1
print(rows2)
t = (inner, 5)
inner.append("via tuple")
print(t)
keep = []
for i in range(200):
    tmp = [i, i + 1]
    keep.append(tmp)
    tmp[1] = -1
print(keep[0], keep[199], len(keep))
