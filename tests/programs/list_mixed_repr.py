# Printing lists and tuples with every element type.
print([1, 2.0, "a", None, True, False, (1,), (), [], -0.0, 1e16, 0.1])
print((1, 2.0, "a", None, True, (1,), (), [], [[]]))
print([(1, "x"), (2, "y")], ((), ((),), (((),),)))
print([-1, -2.5, "-3"], (None,), [None, None], ("",), [""])
xs = []
for i in range(12):
    if i % 4 == 0:
        xs.append(i)
    elif i % 4 == 1:
        xs.append(i / 4)
    elif i % 4 == 2:
        xs.append(str(i))
    else:
        xs.append((i,))
print(xs)
