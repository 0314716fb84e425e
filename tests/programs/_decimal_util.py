import decimal
from decimal import *


def flags(ctx=None):
    c = ctx if ctx is not None else getcontext()
    return [k.__name__ for k, v in c.flags.items() if v]


def show(label, f, ctx=None):
    c = ctx if ctx is not None else getcontext()
    c.clear_flags()
    try:
        r = f()
        print(label, repr(r), flags(c))
    except Exception as e:
        print(label, 'EXC', type(e).__module__, type(e).__name__, str(e), flags(c))
