"""Calls named any, sum, list, tuple of generator expressions where the
name is not the builtin (a local, a class attribute, a global assigned at
module level, a global a function rebinds): they stay calls of whatever
the name holds."""


def shadowed():
    any = lambda g: "local any"
    return any(x for x in [1])


class Holder:
    sum = staticmethod(lambda g: "class sum")
    result = sum(x for x in [1, 2])


print(list(x for x in [1]))
list = lambda g: "global list"


def rebinds():
    global tuple
    tuple = lambda g: "rebound tuple"


print(shadowed(), Holder.result, list(x for x in [1]))
print(tuple(x for x in [1, 2]))
rebinds()
print(tuple(x for x in [1, 2]))
print(sum(x for x in [1, 2]), set(x for x in "ab") == {"a", "b"})

# A module's own ValueError does not change what max raises.
ValueError = KeyError
try:
    max(x for x in [])
except Exception as e:
    print(type(e).__name__, e)
