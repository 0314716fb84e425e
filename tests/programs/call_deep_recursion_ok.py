# Recursion ~900 deep stays under CPython's default limit of 1000.
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)

def sum_list(xs, i):
    if i == len(xs):
        return 0
    return xs[i] + sum_list(xs, i + 1)

print(depth(900))
nums = []
for i in range(800):
    nums.append(i)
print(sum_list(nums, 0))
total = 0
for i in range(50):
    total += depth(100 + i)
print(total)
