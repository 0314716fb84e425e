# Indexing past the end of a string raises IndexError.
s = "héllo"
i = 0
out = ""
while i <= len(s):
    out += s[i]
    print(out)
    i += 1
print("not reached")
