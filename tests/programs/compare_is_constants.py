# Identity against constants in hot loops: None, True/False, a sentinel
# object, builtin types and classes, functions, small ints and a module.
import math

_MISSING = object()


class Node:
    pass


def f():
    return 1


def main():
    node = Node()
    values = [None, True, False, 0, 7, -3, 2 ** 40, "s", (), _MISSING, node,
              int, str, Node, f, math, ValueError, NotImplemented, ..., 1.5]
    counts = [0] * 16
    for i in range(2000):
        x = values[i % len(values)]
        if x is None:
            counts[0] += 1
        if x is not None:
            counts[1] += 1
        if x is True:
            counts[2] += 1
        if x is _MISSING:
            counts[3] += 1
        if x is not _MISSING:
            counts[4] += 1
        if type(x) is int:
            counts[5] += 1
        if type(x) is str or type(x) is tuple:
            counts[6] += 1
        if x is int:
            counts[7] += 1
        if x is Node:
            counts[8] += 1
        if x is node:
            counts[9] += 1
        if x is f:
            counts[10] += 1
        if x is math:
            counts[11] += 1
        if x is ValueError:
            counts[12] += 1
        if x is NotImplemented or x is ...:
            counts[13] += 1
        y = i % 5
        if (y == 3) is True:
            counts[14] += 1
        if (y > 1) is not False:
            counts[15] += 1
    print(counts)
    # A value read back from a container stays the same object.
    d = {"k": _MISSING}
    hits = 0
    for i in range(500):
        if d.get("k", None) is _MISSING:
            hits += 1
        if d.get("z", _MISSING) is _MISSING:
            hits += 2
    print(hits)


main()
