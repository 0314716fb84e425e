def inner(x):
    return 10 // x


def outer(x):
    return inner(x) + 1
