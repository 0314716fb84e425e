"""throw() and close() of a generator suspended in `yield from` reach the
subiterator first, as CPython's _gen_throw and gen_close do: generators
nested two deep, iterators with and without throw/close, a subiterator
that returns or raises when thrown into, and a close that raises."""

def inner():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("inner caught", e)
        yield "after"
    finally:
        print("inner finally")
    return "inner done"


def outer():
    try:
        r = yield from inner()
        print("outer got", r)
        yield "outer next"
    except KeyError as e:
        print("outer caught", repr(e))
        yield "outer handled"
    finally:
        print("outer finally")


g = outer()
print(next(g))
print(g.throw(ValueError("v")))
print(next(g))
print(next(g, "end"))

g = outer()
print(next(g))
print(g.throw(KeyError("k")))
print(list(g))

g = outer()
print(next(g))
g.close()
print("closed")

def deep():
    x = yield from outer()
    yield x
g = deep()
print(next(g))
print(g.throw(ValueError("deep")))
g.close()

class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        return self.n
    def throw(self, *a):
        print("It.throw", a[0])
        return 99
    def close(self):
        print("It.close")

def over_it():
    yield from It()
g = over_it()
print(next(g), next(g))
print(g.throw(ValueError("x")))
g.close()

class NoThrow:
    def __iter__(self):
        return self
    def __next__(self):
        return 5
def over_plain():
    try:
        yield from NoThrow()
    except ValueError as e:
        print("plain caught", e)
        yield "p"
g = over_plain()
print(next(g), g.throw(ValueError("y")))

def stopper():
    try:
        yield 1
    except ValueError:
        return "stopped"
def outer2():
    v = yield from stopper()
    print("v =", v)
    yield v
g = outer2()
print(next(g), g.throw(ValueError))
try:
    g = outer2(); next(g); g.throw(TypeError("t"))
except TypeError as e:
    print("propagated", e)

def bad_close():
    try:
        yield 1
    finally:
        raise RuntimeError("close failed")
def outer3():
    try:
        yield from bad_close()
    except RuntimeError as e:
        print("outer3 saw", e)
        raise
g = outer3()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("close raised", e)
