# Decorators with arguments (decorator factories), stacked with plain ones.
def repeat(times):
    print("building repeat", times)
    def decorate(fn):
        print("decorating", fn.__name__)
        def wrapper(*args):
            return [fn(*args) for _ in range(times)]
        return wrapper
    return decorate

@repeat(3)
def ping(x):
    return "ping" + str(x)

print(ping(1))

def prefix(text, sep=": "):
    def decorate(fn):
        def wrapper(*args, **kwargs):
            return text + sep + str(fn(*args, **kwargs))
        return wrapper
    return decorate

@prefix("sum")
def total(*xs):
    return sum(xs)

@prefix("id", sep="=")
def ident(v):
    return v

print(total(1, 2, 3), ident(7))

def trace(fn):
    def wrapper(*args):
        print("call", fn.__name__, args)
        return fn(*args)
    wrapper.__name__ = "traced_" + fn.__name__
    return wrapper

@prefix("out")
@trace
@repeat(2)
def double(n):
    return n * 2

print(double(5))
print(double.__name__)

# a decorator factory whose argument is a function
def after(hook):
    def decorate(fn):
        def wrapper(x):
            return hook(fn(x))
        return wrapper
    return decorate

@after(len)
@after(str)
def big(x):
    return x ** 20
print(big(3), big(10))

# the factory call can be any expression
deco_table = {"loud": prefix("LOUD", " "), "rep": repeat(1)}
@deco_table["loud"]
def word():
    return "w"
print(word())
