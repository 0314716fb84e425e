# Closures capture variables, not values: the loop-variable late-binding trap.
funcs = []
for i in range(4):
    def f():
        return i
    funcs.append(f)
print([fn() for fn in funcs])
i = 99
print([fn() for fn in funcs])

def build():
    out = []
    for j in range(4):
        out.append(lambda: j * 10)
    return out
print([fn() for fn in build()])

# fix 1: default argument captures the current value
def build_defaults():
    return [lambda j=j: j * 10 for j in range(4)]
print([fn() for fn in build_defaults()])

# fix 2: a factory function makes a new cell per value
def make(j):
    return lambda: j * 10
def build_factory():
    return [make(j) for j in range(4)]
print([fn() for fn in build_factory()])

# comprehension variables are also late-bound within the comprehension scope
fs = [lambda: k for k in "abc"]
print([fn() for fn in fs])

# while loop with a rebinding variable
def while_closures():
    out = []
    n = 0
    while n < 3:
        out.append(lambda: n)
        n += 1
    return out
print([fn() for fn in while_closures()])

# the captured variable can change after the closure is created
def watcher():
    state = "initial"
    def look():
        return state
    print("before:", look())
    state = "changed"
    print("after:", look())
    return look
w = watcher()
print("outside:", w())

# nested loops: both variables late-bound
def grid():
    cells = []
    for r in range(2):
        for c in range(2):
            cells.append(lambda: (r, c))
    return cells
print([fn() for fn in grid()])

def grid_fixed():
    return [lambda r=r, c=c: (r, c) for r in range(2) for c in range(2)]
print([fn() for fn in grid_fixed()])
