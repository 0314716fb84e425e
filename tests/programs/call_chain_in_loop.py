# A chain of three small calls (f -> g -> h) inside a loop.
def h(x):
    return x * 2 + 1

def g(x):
    return h(x) - 3

def f(x):
    return g(x) % 1000

def run(n):
    acc = 0
    for i in range(n):
        acc += f(i)
    return acc

print(run(10), run(3000))
def h2(x):
    return x + 0.25
def g2(x):
    return h2(x) * 0.5
def f2(x):
    return g2(x) - 1
t = 0.0
for i in range(1500):
    t = f2(t + i)
print(t)
