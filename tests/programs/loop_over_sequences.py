# for over lists, tuples, strings and ranges; the loop variable keeps its last value.
for x in [3, "a", None, 1.5, [1], (2,)]:
    print(x)
for x in (1, 2, 3):
    print(x * 10)
for c in "hey":
    print(c)
for c in "":
    print("never")
print(x, c)
for i in range(3):
    pass
print(i)
letters = 0
for ch in "The quick brown fox jumps over the lazy dog":
    if ch != " ":
        letters += 1
print(letters)
xs = [1, 2, 3]
for v in xs:
    v = v * 100
print(xs, v)
