# Slice assignment and deletion on lists, including extended slices; del.
def show(tag, xs):
    print(tag, xs, len(xs))

a = list(range(10))
a[2:5] = ["a", "b"]
show("shrink", a)
a = list(range(10))
a[2:4] = ["x", "y", "z", "w"]
show("grow", a)
a = list(range(10))
a[3:3] = [100, 200]
show("insert", a)
a = list(range(10))
a[:0] = ["front"]
a[len(a):] = ["back"]
show("ends", a)
a = list(range(10))
a[-3:] = []
show("cut-tail", a)
a = list(range(10))
a[::2] = ["e0", "e2", "e4", "e6", "e8"]
show("even", a)
a = list(range(10))
a[1::3] = "XYZ"
show("str-src", a)
a = list(range(10))
a[::-3] = (90, 60, 30, 0)
show("rev-step", a)
a = list(range(10))
a[8:2:-2] = [1, 2, 3]
show("neg-step", a)
a = list(range(10))
a[::-1] = list(range(10))
show("rev-all", a)
a = list(range(10))
a[5:2] = [7, 7]
show("empty-range", a)
a = list(range(10))
a[::1] = [1]
show("step1", a)
a = list(range(10))
a[2:6] = range(3)
show("range-src", a)
a = [1, 2, 3]
a[:] = a
show("self", a)
a = [1, 2, 3]
a[1:2] = a
show("self-mid", a)
a = list(range(10))
del a[2:5]
show("del", a)
a = list(range(10))
del a[::2]
show("del-even", a)
a = list(range(10))
del a[::-3]
show("del-rev3", a)
a = list(range(10))
del a[-2:]
del a[0]
del a[-1]
show("del-misc", a)
a = list(range(10))
del a[5:100]
del a[100:]
del a[:]
show("del-all", a)
a = list(range(20))
i = 0
while i < 30:
    del a[i % 3::4]
    a[len(a):] = [i, i + 1, i + 2]
    a[1:3] = a[-2:]
    i += 1
show("loop", a)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
x = 5
del x
print("deleted")
m = [[1, 2, 3], [4, 5, 6]]
m[0][1:] = [9]
del m[1][::2]
print(m)
