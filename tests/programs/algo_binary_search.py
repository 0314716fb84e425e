# Binary search over a sorted list.
def bsearch(xs, target):
    lo = 0
    hi = len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid
        elif xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1

xs = []
for i in range(0, 3000, 3):
    xs.append(i)
found = 0
missing = 0
for t in range(0, 3000, 7):
    if bsearch(xs, t) >= 0:
        found += 1
    else:
        missing += 1
print(found, missing, bsearch(xs, 2997), bsearch(xs, -3))
