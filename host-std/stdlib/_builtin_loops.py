# The loops of the builtins that consume a generator, in the guest
# language so that tier 2 traces them with the generator's frame inlined
# (a builtin written in Rust drives a generator through a nested run of
# the interpreter, which no trace can contain). The core calls these in
# place of `sum(g)`, `any(g)`, `sep.join(g)` and the others when the
# argument is a generator and nothing else about the call needs the
# builtin's own checks (`trellis_core::builtins::consumers`); each does
# what CPython's C code does, in the same order, and their frames are
# left out of tracebacks, so an error reads as the builtin's.
#
# The bundle carries this module only when the program makes generators.
# Its body never runs: the core makes the functions from their code.


# `start` defaults to 0: the core gives the function that default.
def sum(items, start):
    total = start
    for x in items:
        total = total + x
    return total


def any(items):
    for x in items:
        if x:
            return True
    return False


def all(items):
    for x in items:
        if not x:
            return False
    return True


def max(items):
    for best in items:
        break
    else:
        raise ValueError("max() arg is an empty sequence")
    for x in items:
        if x > best:
            best = x
    return best


def min(items):
    for best in items:
        break
    else:
        raise ValueError("min() arg is an empty sequence")
    for x in items:
        if x < best:
            best = x
    return best


def list(items):
    out = []
    for x in items:
        out.append(x)
    return out


def tuple(items):
    out = []
    for x in items:
        out.append(x)
    return (*out,)


def set(items):
    out = {*()}
    for x in items:
        out.add(x)
    return out


def sorted(items):
    out = []
    for x in items:
        out.append(x)
    out.sort()
    return out


def join(sep, items):
    parts = []
    for x in items:
        parts.append(x)
    return sep.join(parts)
