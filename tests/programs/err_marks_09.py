# CPython 3.11's ~~^~~ markers under the failing expression.
def deco(f):
    return f.nope
@deco
def g(): pass
