# An exception raised inside a list comprehension: in CPython 3.11 the
# comprehension is its own frame, shown as <listcomp> in the traceback.
def inverse_all(values):
    return [1 / v for v in values]

def safe_inverse_all(values):
    try:
        return inverse_all(values)
    except ZeroDivisionError as e:
        return "failed: " + str(e)

print(inverse_all([1, 2, 4]))
print([round(x, 3) for x in inverse_all([8, 5])])
print(safe_inverse_all([2, 0]))
print({v: 1 / v for v in [1, 4]})
print(sum(1 / v for v in [2, 2, 4]))
rows = [[1, 2], [4, 8]]
print([[1 / v for v in row] for row in rows])
print(inverse_all([]))
print(inverse_all([3, 0, 6]))
print("unreachable")
