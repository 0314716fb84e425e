# TypeError: None + int, from a function that forgot to return.
def compute(x):
    y = x * 2

def use(x):
    return compute(x) + 1

print("go")
print(use(4))
