# is / is not with None, True and False.
def find(xs, target):
    i = 0
    while i < len(xs):
        if xs[i] == target:
            return i
        i += 1
    return None

r = find([4, 5, 6], 5)
print(r, r is None, r is not None)
r = find([4, 5, 6], 7)
print(r, r is None, r is not None)
r = find([0, 1], 0)
print(r, r is None, r == None, not r)
one = 1
zero = 0
print(one is True, zero is False, (one == 1) is True, bool(zero) is False)
print(True is True, False is not True, None is None, None is not False)
flag = 1 < 2
print(flag is True, (not flag) is False, (1 > 2) is not False)
def nothing():
    pass
print(nothing() is None, nothing())
x = None
count = 0
for i in range(10):
    if x is None:
        x = i
    else:
        count += x
print(x, count)
