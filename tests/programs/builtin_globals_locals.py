# globals() and locals(): reading the calling frame's namespaces.
class Shape:
    sides = 0

def area(w, h):
    return w * h

g = globals()
print('Shape' in g, g['Shape'] is Shape, g['area'](3, 4), 'nowhere' in g)
print(globals().get('missing', 'default'))
print(locals() == globals())
print(sorted(k for k in locals() if not k.startswith('__')))


def with_everything(a, b=2, *rest, **kw):
    c = a + b

    def inner():
        return c + a
    d = None
    return locals()


r = with_everything(1, 5, 6, k=1)
print(sorted(r), r['a'], r['b'], r['c'], r['rest'], r['kw'], r['d'])


def closure():
    v = 10

    def inner():
        w = v
        return locals()
    return inner()


print(closure())


def not_yet_bound():
    x = 1
    if x > 5:
        y = 2
    return locals()


print(not_yet_bound())


def after_del():
    a = 1
    b = 2
    del a
    return locals()


print(after_del())
print(globals.__name__, locals.__name__, callable(globals))
for call in (lambda: globals(1), lambda: locals(1, 2), lambda: globals(x=1)):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)


# Dispatch by name through globals(), in a hot loop.
def op_add(a, b):
    return a + b


def op_mul(a, b):
    return a * b


def dispatch(name, *args):
    return globals()['op_' + name](*args)


total = 0
for i in range(3000):
    total += dispatch('add' if i % 3 else 'mul', i, 3)
print(total)


def count_locals(n):
    s = 0
    for i in range(n):
        extra = i
        s += len(locals())
    return s


print(count_locals(2000))


class Registry:
    def lookup(self, name):
        return globals()[name]


print(Registry().lookup('Shape').sides)


# dir() without an argument: the calling scope's names, sorted.
def scope_names(zeta, alpha):
    middle = 3
    return dir()


print(scope_names(1, 2))


def names_in_loop():
    n = 0
    for i in range(500):
        n += len(dir())
    return n


print(names_in_loop())
print([name for name in dir() if not name.startswith('__')][:5])


# A class body's locals() is its namespace so far.
class Body:
    """doc"""
    x = 1
    y = x + 1
    print(sorted(locals()))

    def method(self):
        return sorted(locals())

    def with_super(self):
        super().__init__()
        return sorted(locals())
    print(list(locals()))


class Outer:
    def make(self):
        class Inner:
            z = 3
            print(locals())
        return Inner


Outer().make()
print(Body().method(), Body().with_super())


def generator():
    a = 1
    yield sorted(locals())
    b = 2
    yield sorted(locals())


print(list(generator()))
print((lambda q, r=2: locals())(3))


def handler():
    try:
        1 / 0
    except ZeroDivisionError as e:
        pass
    return locals()


print(handler())


def enclosing():
    x = 1

    def inner():
        nonlocal x
        x += 1
        return locals()
    return inner()


print(enclosing())
