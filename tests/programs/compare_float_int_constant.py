# A float compared with an int constant inside hot loops: small constants
# compare as floats, ones a float cannot hold exactly compare exactly, and
# a value that turns from float to int (or to something else) mid-loop
# still gets Python's answers.
neg = zero = big = exact = 0
for i in range(4000):
    x = (i % 9) * 0.5 - 2.0
    if x < 0:
        neg += 1
    if x == 0:
        zero += 1
    if x >= 2:
        big += 1
    if x != -1:
        exact += 1
print(neg, zero, big, exact)

# 2**53 + 1 is no float: the comparison must be exact.
f = 9007199254740992.0
hits = 0
for i in range(3000):
    if f < 9007199254740993:
        hits += 1
    if f == 9007199254740993:
        hits -= 1000
    if -f > -9007199254740993:
        hits += 1
print(hits)

# The value's type changes under the trace.
vals = [1.5, -0.5, 3, -7, 0.0, 0, float("nan"), float("inf"), -float("inf"), True]
counts = [0, 0, 0, 0]
for i in range(5000):
    v = vals[i % len(vals)] if i > 2000 else 0.25 * (i % 7) - 0.5
    if v < 0:
        counts[0] += 1
    if v > 1:
        counts[1] += 1
    if v == 0:
        counts[2] += 1
    if v <= 3:
        counts[3] += 1
print(counts)
try:
    for i in range(3000):
        w = 0.5 if i < 2500 else "s"
        if w < 1:
            pass
except TypeError as e:
    print(i, e)
