# Truthiness of every value type, via bool(), not, if and while.
values = [0, 1, -1, 0.0, -0.0, 0.5, float("nan"), float("inf"), "", " ", "0", "False",
          [], [0], [[]], [False], (), (0,), ((),), None, True, False, 2 ** 62, 1e-320]
for v in values:
    if v:
        branch = "if"
    else:
        branch = "else"
    print(bool(v), not v, branch, v)
print(bool(), bool(0), bool(""), bool([]), bool(()), bool(None))
n = 5
steps = 0
while n:
    n -= 1
    steps += 1
print(steps)
xs = [1, 2, 3]
while xs:
    xs.pop()
print(xs, bool(xs))
s = "abc"
count = 0
while s and count < 10:
    count += 1
    if count == 3:
        s = ""
print(count)
