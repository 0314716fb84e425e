# List literals, indexing, item assignment, append, pop, len, ==, +, *, in.
xs = [3, 1, 4, 1, 5]
print(xs, len(xs), xs[0], xs[-1], xs[2])
xs[0] = 30
xs[-2] = 10
print(xs)
xs.append(9)
xs.append("s")
print(xs, len(xs))
print(xs.pop(), xs.pop(), xs)
print(xs.pop(0), xs)
print(xs.pop(-2), xs)
print(xs.pop(1), xs)
print([1, 2] + [3], [] + [], [0] * 4, 3 * [1, 2], [1] * 0, [1] * -1)
print(4 in xs, 30 in xs, 1 in xs, "1" in xs, [] in [[]], [1] in [[1], 2])
print(1 not in xs, 5 not in [5])
empty = []
print(empty, len(empty), empty == [], [None], [[]], [[], []])
ys = xs + [7]
ys[0] = -1
print(xs, ys)
nums = []
for i in range(10):
    nums.append(i * i)
print(nums, len(nums), nums[-1], nums[len(nums) // 2])
total = 0
for v in nums:
    total += v
print(total)
print([1, "two", 3.0, None, True, (4,), [5]])
print(xs.pop(0) + 1 if len(xs) > 0 else "empty")
print(xs.append(1))
