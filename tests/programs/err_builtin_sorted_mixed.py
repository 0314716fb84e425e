# sorted() of a list mixing ints and strs raises TypeError.
def order(items):
    return sorted(items)
print(order([3, 1, 2**70]))
print(order(["b", "a"]))
print(order([1, "a", 2]))
