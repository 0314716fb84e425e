# TypeError: can only concatenate list (not "tuple") to list.
print([1] + [2])
print([1] + (2,))
