# IndexError after 500 successful reads in a hot loop, two frames deep.
def get(xs, i):
    return xs[i]

def total(xs, n):
    s = 0
    for i in range(n):
        s += get(xs, i)
    return s

data = [1] * 500
print(total(data, 500))
print(total(data, 501))
