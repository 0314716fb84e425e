# and / or return one of their operands, not necessarily a bool.
print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print("" or "default", "x" or "default", "" and "x", "a" and "b")
print([] or [1], [0] or [1], [] and [1], None or 0, None and 0)
print(0.0 or -0.0, -0.0 or 0.0, 0.0 and 1, 1.5 and 0.0)
print(None or False, False or None, True and None, None and True)
print(() or (1,), (2,) or (), 0 or "" or [] or () or None)
print(1 and 2 and 3, 1 and 0 and 3, 0 or 0 or 3, 1 or 0 or 3)
print(1 or 2 and 0, (1 or 2) and 0, not 1 or 2, not (1 or 2))
x = 0
name = x and "nonzero" or "zero"
print(name)
x = 7
name = x and "nonzero" or "zero"
print(name)
acc = []
for v in [0, 3, "", "s", None, [], [1], 0.0, 2.5]:
    acc.append(v or "empty")
print(acc)
acc = []
for v in [0, 3, "", "s", None]:
    acc.append(v and "full")
print(acc)
