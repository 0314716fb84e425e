# IndexError: pop index out of range.
xs = [1, 2, 3]
print(xs.pop(0), xs)
print(xs.pop(5))
