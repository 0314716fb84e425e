# += and *= on a list mutate it in place (aliases see it); x = x + y does not.
a = [1, 2]
b = a
a += [3]
print(a, b)
a = a + [4]
print(a, b)
c = [0]
d = c
c *= 3
print(c, d)
e = ["e"]
f = e
e = e * 2
print(e, f)
xs = [[1], [2]]
xs[0] += [10]
print(xs)
s = "ab"
t = s
s += "c"
print(s, t)
acc = []
alias = acc
for i in range(5):
    acc += [i]
print(alias)
