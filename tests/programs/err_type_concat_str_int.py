# TypeError: can only concatenate str (not "int") to str, inside a loop.
msg = ""
for i in range(300):
    if i < 299:
        msg = msg + "x"
    else:
        msg = msg + i
print(len(msg))
