"""sys.exc_info() inside and outside handlers (nested, in a function,
after the handler), generator.gi_running while the generator runs, and
CPython's message for a sequence multiplied by another sequence."""

import sys
print(sys.exc_info())
try:
    1 / 0
except ZeroDivisionError:
    t, v, tb = sys.exc_info()
    print(t, repr(v), t is ZeroDivisionError)
    try:
        raise KeyError("k")
    except KeyError:
        print(sys.exc_info()[0].__name__)
    print(sys.exc_info()[1])
print(sys.exc_info())
class E(Exception):
    pass
def f():
    try:
        raise E("custom")
    except E:
        return sys.exc_info()[:2]
print(f())
for a, b in [([1], "x"), ("ab", 2.5), ((1,), [1]), ([1], None), ("a", "b")]:
    try:
        print(a * b)
    except TypeError as e:
        print(e)
    try:
        print(b * a)
    except TypeError as e:
        print(e)


def gen():
    yield me.gi_running
    yield 2
me = gen()
print(me.gi_running, next(me), me.gi_running)
list(me)
print(me.gi_running)
