# f.__code__ and the co_* attributes programs read.
def f(a, b, /, c, *args, d=1, **kw):
    x = 1
    return x
def outer():
    y = 2
    def inner(z):
        return y + z
    return inner
def gen():
    yield 1
c = f.__code__
print(c.co_name, c.co_argcount, c.co_posonlyargcount, c.co_kwonlyargcount, c.co_varnames, c.co_nlocals, c.co_firstlineno, c.co_flags & 0x4, c.co_flags & 0x8)
i = outer().__code__
print(i.co_name, i.co_qualname, i.co_freevars, i.co_varnames, i.co_argcount, bool(i.co_flags & 0x20), bool(gen.__code__.co_flags & 0x20))
print(type(c).__name__, f.__code__ is f.__code__, (lambda q, r: 0).__code__.co_argcount, c.co_filename.endswith("co.py"))
def deco(fn):
    n = fn.__code__.co_argcount
    def wrapper(*a):
        return fn(*a[:n])
    return wrapper
@deco
def two(p, q):
    return p + q
print(two(1, 2, 3, 4))
