# Decorators without arguments: wrapping, registering, stacking order.
def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + "!"
    return wrapper

@shout
def hello(name):
    return "hello " + name

print(hello("world"))
print(hello.__name__)

calls = []
def logged(fn):
    def inner(*args):
        calls.append(fn.__name__ + str(args))
        result = fn(*args)
        calls.append("-> " + repr(result))
        return result
    return inner

@logged
def add(a, b):
    return a + b

@logged
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

print(add(2, 3))
print(fact(4))
for c in calls:
    print(c)

registry = []
def register(fn):
    registry.append(fn.__name__)
    return fn

@register
def alpha():
    return "a"

@register
def beta():
    return "b"

print(registry, alpha(), beta(), alpha.__name__)

# stacking: the nearest decorator is applied first
def bracket(fn):
    def w():
        return "[" + fn() + "]"
    return w

def brace(fn):
    def w():
        return "{" + fn() + "}"
    return w

@bracket
@brace
def core():
    return "core"

@brace
@bracket
def core2():
    return "core"

print(core(), core2())
