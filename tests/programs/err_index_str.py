# IndexError: string index out of range, in a loop with an off-by-one.
s = "abcdefghij" * 60
out = 0
for i in range(len(s) + 1):
    if s[i] == "a":
        out += 1
print(out)
