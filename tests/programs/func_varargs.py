# *args and **kwargs: what lands where, their types, and passing them on.
def show(*args, **kwargs):
    print("args", args, type(args).__name__)
    print("kwargs", sorted(kwargs.items()), type(kwargs).__name__)

show()
show(1, 2, 3)
show(a=1, b=2)
show(1, "two", [3], x=None, y=(4,))

def total(first, *rest):
    s = first
    for r in rest:
        s += r
    return s

print(total(1), total(1, 2, 3, 4), total("a", "b", "c"))

def head_tail(head, *tail, **named):
    return head, tail, named

print(head_tail(1))
print(head_tail(1, 2))
print(head_tail(1, 2, 3, k="v"))

# kwargs preserve insertion order
def keys(**kw):
    return list(kw)
print(keys(z=1, a=2, m=3))
print(keys(b=1, a=2))

# forwarding wrapper
def wrapped(a, b=10, *, c=100):
    return a + b + c

def forward(*args, **kwargs):
    print("forwarding", args, kwargs)
    return wrapped(*args, **kwargs)

print(forward(1))
print(forward(1, 2))
print(forward(1, c=3))
print(forward(a=5, b=5, c=5))

# args is a fresh tuple; modifying kwargs dict does not affect caller
opts = {"c": 7}
def mutate(**kw):
    kw["c"] = 0
    kw["new"] = 1
    return kw
print(mutate(**opts), opts)

def count(*args):
    return len(args)
print(count(), count(None), count(*range(10)), count(*"hello"))
