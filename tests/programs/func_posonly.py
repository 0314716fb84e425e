# Positional-only parameters (before /), combined with normal and kw-only.
def div(a, b, /):
    return a // b

print(div(17, 5))
try:
    div(a=17, b=5)
except TypeError as e:
    print("TypeError:", e)

def mixed(a, b=2, /, c=3, *, d=4):
    return (a, b, c, d)

print(mixed(1))
print(mixed(1, 20))
print(mixed(1, 20, 30))
print(mixed(1, c=30))
print(mixed(1, 20, c=30, d=40))
try:
    mixed(1, b=2)
except TypeError as e:
    print("TypeError:", e)
try:
    mixed(1, 2, 3, 4)
except TypeError as e:
    print("TypeError:", e)

# a positional-only name can also appear in **kwargs
def record(name, /, **fields):
    return name, sorted(fields.items())

print(record("row", name="other", age=3))
print(record("row"))

def first(x, /):
    return x

print(first(5), first("s"), first([1]))
print(mixed.__defaults__, mixed.__kwdefaults__)

# builtins with positional-only parameters
try:
    len(obj=[1])
except TypeError as e:
    print("TypeError:", e)
print(divmod(7, 2), pow(2, 5), abs(-3))
