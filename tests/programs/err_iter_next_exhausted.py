# next() on an exhausted iterator without a default raises StopIteration.
def take(it):
    return next(it)
it = iter([1, 2])
print(take(it), take(it))
print(next(it, "default"))
print(take(it))
