# Functions without loops called often from code that is not a loop (a
# comprehension's caller, recursion, module-level calls): traced from
# their entry. Exceptions raised inside them, recursion down to the limit,
# rebinding the globals they read, redefining them, and methods.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(20))


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


print(fact(30), fact(25) // fact(23))


def check(x):
    if x % 97 == 96:
        raise ValueError(f"bad {x}")
    return x * 2


def safe(x):
    try:
        return check(x)
    except ValueError as e:
        return str(e)


print([safe(i) for i in range(190, 200)])

SCALE = 3


def scaled(x):
    return x * SCALE


first = [scaled(i) for i in range(300)][-1]
SCALE = 5
print(first, [scaled(i) for i in range(300)][-1])


def shape(x):
    return x + 1


before = [shape(i) for i in range(300)][-1]


def shape(x):
    return x - 1


print(before, [shape(i) for i in range(300)][-1])


def down(n):
    return 0 if n == 0 else 1 + down(n - 1)


print(down(500))
try:
    down(5000)
except RecursionError as e:
    print("RecursionError:", e)


class Node:
    def __init__(self, v, kids):
        self.v = v
        self.kids = kids

    def total(self):
        if not self.kids:
            return self.v
        return self.v + self.kids[0].total() + self.kids[1].total()


def build(d):
    return Node(d, []) if d == 0 else Node(d, [build(d - 1), build(d - 1)])


t = build(8)
print(sum(t.total() for _ in range(20)))


def overflow(n):
    return n * n * n * n


print([overflow(10 ** k) for k in (1, 3, 5, 7)][-1])


def bad(n):
    return 10 // (n - 150)


print([bad(i) for i in range(140)][-1])
print(bad(150))
