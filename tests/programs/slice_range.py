# Slicing ranges (the result is a range) and slice.indices.
R = range(10)
print(R[5:2], R[1:8:2], R[-1:3], R[8:2:-3], R[::-1], R[::-4], R[3:][1:][::2])
print(range(0, 10, 3)[1:100], range(10, 0, -2)[::-1], range(10, 0, -2)[1:3], range(5, 5)[::2], range(-5, 5)[-3:])
print(range(0, 20, 3)[1:-1], range(100)[10:20:5], range(3)[5:], range(1, 2)[:-5])
print(slice(1, 10, 3).indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(7), slice(2, None, -2).indices(10))
print(R[slice(1, 8, 2)], len(R[slice(None, None, 3)]))
