# Rebinding a parameter is local; mutating a list argument is visible.
def bump(n):
    n = n + 1
    return n

def fill(xs, k):
    for i in range(k):
        xs.append(i)
    xs = None
    return xs

x = 10
print(bump(x), x)
lst = []
print(fill(lst, 3), lst)
def swap_first_two(xs):
    xs[0], xs[1] = xs[1], xs[0]
data = [1, 2, 3]
swap_first_two(data)
print(data)
def shadow(x):
    x = "local"
    return x
print(shadow(5), x)
