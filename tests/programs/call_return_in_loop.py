# return from inside nested loops exits the function immediately.
def find_pair(xs, target):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                return (i, j)
    return None

def first_negative(xs):
    i = 0
    while True:
        if i >= len(xs):
            return -1
        if xs[i] < 0:
            return i
        i += 1

nums = [3, 8, 1, 9, 4, 7]
print(find_pair(nums, 13), find_pair(nums, 100), find_pair([], 1))
print(first_negative([1, 2, -3, 4]), first_negative([1]), first_negative([]))
big = []
for i in range(700):
    big.append(i)
big.append(-1)
print(first_negative(big), find_pair(big, 1397))
