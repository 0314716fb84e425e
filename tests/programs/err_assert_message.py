# A failing assert with a message, inside a function, after several passing
# asserts (with and without messages) and one failure that is caught.
def normalize(weights):
    total = sum(weights)
    assert total > 0, "weights must sum to a positive number, got %d" % total
    return [w * 100 // total for w in weights]

def check_sorted(xs):
    for a, b in zip(xs, xs[1:]):
        assert a <= b, "%r > %r" % (a, b)
    return True

print(normalize([1, 1, 2]))
print(normalize([5, 0, 5]))
assert normalize([3]) == [100]
print("assert passed")
print(check_sorted([1, 2, 2, 9]), check_sorted([]))
try:
    check_sorted([1, 3, 2])
except AssertionError as e:
    print("caught AssertionError:", e)
for ws in ([4], [1, 3], [2, 2, 4]):
    print(ws, "->", normalize(ws))
print(normalize([2, -2]))
print("unreachable")
