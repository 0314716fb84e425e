# The same function called with ints, floats, strings, lists and bools in a loop.
def combine(a, b):
    return a + b

def twice(x):
    return x * 2

inputs = [(1, 2), (1.5, 2), ("a", "b"), ([1], [2]), (True, True), (2 ** 40, 2 ** 40)]
for k in range(200):
    for a, b in inputs:
        r = combine(a, b)
        t = twice(r)
        if k == 199:
            print(r, t)
