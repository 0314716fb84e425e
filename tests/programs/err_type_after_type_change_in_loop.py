# TypeError when a hot loop's variable changes type at iteration 500.
def step(acc, v):
    return acc + v

def run():
    acc = 0
    for i in range(1000):
        v = i if i != 500 else "oops"
        acc = step(acc, v)
    return acc

print("begin")
print(run())
