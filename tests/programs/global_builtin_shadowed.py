# A builtin shadowed later by a global def; calls see the new binding.
def measure(xs):
    return len(xs)

def total_len(lists):
    t = 0
    for xs in lists:
        t += measure(xs)
    return t

lists = []
for i in range(200):
    lists.append([0] * (i % 5))
print(total_len(lists), measure("abc"))

def len(x):
    return 1000

print(total_len(lists), measure("abc"), len([1, 2]))

def abs(x):
    return "my abs"

def uses_abs(v):
    return abs(v)

print(uses_abs(-5), max(3, 4))

def param_named_max(max):
    return max + 1

print(param_named_max(1), max(1, 2))
