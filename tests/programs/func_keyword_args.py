# Keyword arguments: any order, mixed with positionals, defaults in between.
def box(width, height, depth=1, label="box"):
    return "%s %dx%dx%d=%d" % (label, width, height, depth, width * height * depth)

print(box(2, 3))
print(box(height=3, width=2))
print(box(2, depth=4, height=5))
print(box(1, 2, 3, "cube"))
print(box(label="tall", height=10, width=1))
print(box(4, 5, label="flat"))

def order(a, b, c):
    return [a, b, c]

print(order(1, 2, 3))
print(order(c=3, a=1, b=2))
print(order(1, c=3, b=2))

# keyword args are evaluated left to right
log = []
def v(name, value):
    log.append(name)
    return value

print(order(c=v("c", 30), a=v("a", 10), b=v("b", 20)))
print(log)

# keyword names that shadow builtins are fine
def make(list=None, dict=None, type="t"):
    return (list, dict, type)

print(make(dict=1, list=2))

# errors: duplicate and unknown keywords, caught
def pair(x, y):
    return x, y

try:
    pair(1, x=2)
except TypeError as e:
    print("TypeError:", e)
try:
    pair(1, z=2)
except TypeError as e:
    print("TypeError:", e)
try:
    pair(y=2)
except TypeError as e:
    print("TypeError:", e)

# builtins accept keywords too
print(sorted([3, 1, 2], reverse=True))
print("-".join(["a", "b"]), int("ff", base=16))
print(max([3, 9, 4], key=lambda n: -n))
