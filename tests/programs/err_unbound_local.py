# UnboundLocalError: a local read before assignment shadows the global.
x = 1
def f():
    print("in f")
    y = x + 1
    x = 2
    return y

print(x)
f()
