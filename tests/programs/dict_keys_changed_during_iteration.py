# Changing a dict's keys while iterating it is an error even when its size
# stays the same; changing values is not.
d = {1: "a", 2: "b", 3: "c"}
for k in d:
    d[k] = d[k].upper()
print(d)
try:
    for k in d:
        del d[k]
        d[k + 10] = "x"
except RuntimeError as e:
    print("RuntimeError:", e)
print(sorted(d))
e = {"x": 1, "y": 2}
try:
    for k, v in e.items():
        e.pop(k)
        e[k + "!"] = v
except RuntimeError as err:
    print("RuntimeError:", err)
f = {1: 1}
try:
    for k in f:
        f[k + 1] = 0
except RuntimeError as err:
    print("RuntimeError:", err)
