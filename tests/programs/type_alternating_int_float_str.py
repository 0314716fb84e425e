# A variable alternating between int, float and str each iteration.
out = []
v = 0
for i in range(600):
    r = i % 3
    if r == 0:
        v = i
    elif r == 1:
        v = i / 4
    else:
        v = str(i)
    if i >= 594:
        out.append(v)
print(out)
def describe(x):
    return x + x
res = []
for i in range(9):
    if i % 3 == 0:
        res.append(describe(i))
    elif i % 3 == 1:
        res.append(describe(i * 0.5))
    else:
        res.append(describe(str(i)))
print(res)
w = None
for i in range(300):
    if w is None:
        w = 0
    elif w == 0:
        w = 0.0
    elif w == 0.0 and i % 2:
        w = "zero"
    else:
        w = None
print(w)
