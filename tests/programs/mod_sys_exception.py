# sys.exception() (new in 3.11): the exception being handled, or None.
import sys
print(sys.exception())
try:
    1 / 0
except ZeroDivisionError:
    e = sys.exception()
    print(type(e).__name__, e, sys.exception() is sys.exc_info()[1])
    try:
        {}["k"]
    except KeyError:
        print(repr(sys.exception()))
    print(repr(sys.exception()))
print(sys.exception())
def f():
    try:
        raise ValueError("in f")
    except ValueError:
        return sys.exception()
print(repr(f()), sys.exception())
n = 0
for i in range(300):
    try:
        raise KeyError(i)
    except KeyError:
        n += sys.exception().args[0]
print(n, sys.exception())
