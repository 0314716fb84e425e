# Annotations on parameters, returns and variables; they are not enforced.
def add(x: int, y: int = 0) -> int:
    return x + y

print(add(1, 2), add(3), add("a", "b"), add([1], [2]))
print(add.__annotations__)

def greet(name: str, *args: int, times: "count" = 1, **kw: float) -> None:
    print((name + " ") * times, args, kw)

greet("hi")
greet("yo", 1, 2, times=2, z=0.5)
print(greet.__annotations__)

def plain(a, b):
    return a
print(plain.__annotations__)

# variable annotations at module level
count: int = 5
label: str = "n"
ratio: float
print(count, label)
print(__annotations__)

try:
    print(ratio)
except NameError as e:
    print("NameError:", e)

# annotations inside a function body are not evaluated into anything
def body():
    local: list = [1, 2]
    other: int
    local.append(3)
    return local
print(body())

# annotation expressions are evaluated at def time
def make_type():
    print("evaluating annotation")
    return int

def g(v: make_type()) -> make_type():
    return v
print("after def")
print(g(5), g.__annotations__)

# annotated lambda-free higher-order
def apply(fn: "callable", v: int) -> "result":
    return fn(v)
print(apply(str, 42), apply.__annotations__["return"])

x: int = 1
x = "now a string"
print(x)
