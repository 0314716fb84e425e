# def, positional parameters, return values, implicit None, bare return.
def add(a, b):
    return a + b

def greet(name):
    print("hello", name)

def early(x):
    if x < 0:
        return
    print("non-negative", x)
    return x * 2

def no_params():
    return 42

def many(a, b, c, d, e, f):
    return a - b + c - d + e - f

print(add(2, 3), add("a", "b"), add([1], [2]), add(1.5, 2))
r = greet("world")
print(r)
print(early(-1), early(5))
print(no_params(), no_params() + 1)
print(many(1, 2, 3, 4, 5, 6), many(6, 5, 4, 3, 2, 1))
def ident(x):
    return x
print(ident(ident(ident(7))), ident(None), ident((1, 2)))
add(1, 2)
no_params()
def only_pass():
    pass
print(only_pass())
