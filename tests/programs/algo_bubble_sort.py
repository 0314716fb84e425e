# Bubble sort and insertion sort on pseudo-random data.
def lcg(seed, n):
    out = []
    x = seed
    for i in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append(x % 1000)
    return out

def bubble(xs):
    n = len(xs)
    swapped = True
    while swapped:
        swapped = False
        for i in range(1, n):
            if xs[i - 1] > xs[i]:
                xs[i - 1], xs[i] = xs[i], xs[i - 1]
                swapped = True
        n -= 1
    return xs

def insertion(xs):
    for i in range(1, len(xs)):
        key = xs[i]
        j = i - 1
        while j >= 0 and xs[j] > key:
            xs[j + 1] = xs[j]
            j -= 1
        xs[j + 1] = key
    return xs

data = lcg(42, 120)
a = bubble(data + [])
b = insertion(data + [])
print(a == b, a[0], a[-1], a[60])
print(a[100], len(a))
words = ["pear", "fig", "apple", "kiwi", "banana"]
print(bubble(words))
