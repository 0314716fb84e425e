# A function is redefined (second def of the same name) between loop runs.
def step(x):
    return x + 1

def run():
    acc = 0
    for i in range(1000):
        acc = step(acc)
    return acc

print(run())

def step(x):
    return x + 2

print(run())

def step(x):
    return x * 0.5 + 1

print(run())
total = 0
for i in range(300):
    total = step(total)
print(total)
if total > 0:
    def step(x):
        return x - 1
else:
    def step(x):
        return x + 1
for i in range(300):
    total = step(total)
print(total)
