# Inner `for ... in range(...)` loops under hot outer loops: the iteration
# is made from the call's int arguments without a range object, so every
# argument form, empty and negative ranges, a zero step, arguments that
# stop being ints, and ranges kept as objects must behave as in CPython.


def sums(n):
    t = 0
    for i in range(n):
        for j in range(i % 7):
            t += j
        for j in range(i % 5, 9):
            t += j * 2
        for j in range(20, i % 11, -3):
            t -= j
        for j in range(i, i):
            t += 1000
    return t


def steps(values):
    t = 0
    errors = []
    for v in values:
        try:
            for j in range(0, 10, v):
                t += j
        except (ValueError, TypeError) as e:
            errors.append(f"{type(e).__name__}: {e}")
    return t, errors


def kept(n):
    t = 0
    r = range(3, 30, 4)
    for i in range(n):
        for j in r:
            t += j
        t += len(range(i)) + range(i + 1)[-1]
    return t


def flags(n):
    t = 0
    for i in range(n):
        for j in range(i % 3 == 0):
            t += 1
        for j in range(True, 4):
            t += j
    return t


print(sums(300))
print(steps([1, 2, 3, -1, 0, 5, 2.5, 1] * 20))
print(kept(200))
print(flags(150))
big = 2 ** 40
print(sum(1 for i in range(100) for j in range(big, big + 3)))
