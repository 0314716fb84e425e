# Reading globals without `global`, and locals shadowing globals.
x = "global x"
y = 5

def read():
    return x

def shadow():
    x = "local x"
    return x

def uses_param(y):
    return y * 2

def define_new_global():
    global created
    created = "made inside function"

print(read(), shadow(), x)
print(uses_param(100), y)
define_new_global()
print(created)
x = "rebound"
print(read())
def counter_demo():
    global y
    for i in range(10):
        y += i
    return y
print(counter_demo(), y)
