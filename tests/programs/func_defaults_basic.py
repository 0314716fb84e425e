# Default parameter values: used when omitted, overridden positionally or by
# keyword, evaluated once when the def statement runs.
def power(base, exp=2):
    return base ** exp

print(power(3), power(3, 3), power(base=2), power(2, exp=10))

def describe(name, greeting="hello", punct="!"):
    return greeting + ", " + name + punct

print(describe("ann"))
print(describe("bob", "hi"))
print(describe("cy", punct="?"))
print(describe("dee", "yo", "."))

counter = 0
def next_default():
    global counter
    counter += 1
    print("evaluating default", counter)
    return counter * 100

def f(a, b=next_default()):
    return a + b

print("defined f")
print(f(1))
print(f(2))
print(f(3, 4))
print("counter", counter)

# default captured by value at def time; later rebinding does not change it
limit = 5
def clip(x, hi=limit):
    return x if x < hi else hi
limit = 50
print(clip(3), clip(7), clip(70, limit))

# defaults referencing earlier defaults is not possible, but None sentinel is
def scale(values, factor=None):
    if factor is None:
        factor = len(values)
    return [v * factor for v in values]

print(scale([1, 2, 3]))
print(scale([1, 2, 3], 10))
print(power.__defaults__, describe.__defaults__, scale.__defaults__)

# redefining the function re-evaluates defaults
for i in range(3):
    def g(x=i * i):
        return x
    print("g default", g(), g.__defaults__)
