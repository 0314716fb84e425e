# Generator functions: yield, lazy execution, next(), for loops, list().
def numbers():
    print("  start")
    yield 1
    print("  after 1")
    yield 2
    print("  after 2")
    yield 3
    print("  end")

g = numbers()
print("created", type(g).__name__)
print(next(g))
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print("exhausted")
try:
    next(g)
except StopIteration:
    print("still exhausted")

for n in numbers():
    print("got", n)

print(list(numbers()))

def countdown(n):
    while n > 0:
        yield n
        n -= 1

print(list(countdown(5)), list(countdown(0)))
print(sum(countdown(100)))

# each call makes an independent generator
a = countdown(3)
b = countdown(3)
print(next(a), next(a), next(b), next(a), next(b))

# yield as an expression evaluates to None when driven by next()
def echo():
    got = yield "first"
    print("  got", got)
    got = yield "second"
    print("  got", got)

e = echo()
print(next(e))
print(next(e))
try:
    next(e)
except StopIteration:
    print("echo done")

# yield inside nested loops and conditionals
def evens_of_pairs(limit):
    for i in range(limit):
        for j in range(i):
            if (i + j) % 2 == 0:
                yield (j, i)
print(list(evens_of_pairs(5)))

# bare yield produces None
def blanks():
    yield
    yield
print(list(blanks()))

# generator functions with loop-local state
def running_total(xs):
    total = 0
    for x in xs:
        total += x
        yield total
print(list(running_total([1, 2, 3, 4, 5])))
