# Functions returning tuples; unpacking at the call site.
def divmod_(a, b):
    return a // b, a % b

def minmax(xs):
    lo = xs[0]
    hi = xs[0]
    for x in xs:
        if x < lo:
            lo = x
        if x > hi:
            hi = x
    return lo, hi

def stats(xs):
    total = 0
    for x in xs:
        total += x
    return (len(xs), total, total / len(xs))

print(divmod_(17, 5), divmod_(-17, 5), divmod_(17.5, -5))
q, r = divmod_(100, 7)
print(q, r)
lo, hi = minmax([3, -1, 4, 1, -5, 9, 2, 6])
print(lo, hi)
n, total, mean = stats([1, 2, 3, 4])
print(n, total, mean)
res = stats([10])
print(res, res[2])
acc = 0
for i in range(1, 500):
    q, r = divmod_(i * 37, 11)
    acc += q - r
print(acc)
def empty():
    return ()
def single(x):
    return (x,)
print(empty(), single(1), single(single(2)))
