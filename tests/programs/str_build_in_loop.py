# Build long strings in a loop and inspect them.
s = ""
for i in range(2000):
    s += str(i % 10)
print(len(s), s[0], s[999], s[-1], s[1234])
digits = ""
n = 1
while len(digits) < 300:
    digits = digits + str(n)
    n += 1
print(len(digits), n, digits[150], digits[-3])
line = ""
for i in range(40):
    line = line + ("#" if i % 3 == 0 else ".")
print(line)
stars = ""
for i in range(6):
    stars += "*"
    print(stars)
words = ["spam", "eggs", "ham"]
joined = ""
for w in words:
    if joined != "":
        joined += ", "
    joined += w
print(joined)
