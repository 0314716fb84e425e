# Three levels of nesting: reading and writing variables across each level.
def level1(a):
    x = "L1"
    def level2(b):
        y = "L2"
        def level3(c):
            return (a, b, c, x, y)
        return level3
    return level2

print(level1(1)(2)(3))
f2 = level1("A")
print(f2("B")("C"), f2("b")("c"))

def counter_tree():
    total = 0
    def branch(name):
        count = 0
        def leaf():
            nonlocal total, count
            total += 1
            count += 1
            return name, count, total
        return leaf
    return branch

tree = counter_tree()
left = tree("left")
right = tree("right")
print(left(), left(), right(), left(), right())

# inner-most rebinds the middle one, outer one unaffected
def scopes():
    v = 1
    def mid():
        v = 2
        def inner():
            nonlocal v
            v += 10
            return v
        r = inner()
        return r, v
    res = mid()
    return res, v
print(scopes())

# curried function, four deep
def curry3(fn):
    return lambda a: lambda b: lambda c: fn(a, b, c)

vol = curry3(lambda l, w, h: l * w * h)
print(vol(2)(3)(4))
step = vol(10)
print(step(1)(1), step(2)(5))

# an inner function skipping a level to reach the outermost variable
def outer():
    secret = "from outer"
    def middle():
        def inner():
            return secret
        return inner()
    return middle()
print(outer())

# closures created in a loop at the middle level, each with its own cell
def make_rows(n):
    rows = []
    for r in range(n):
        def row(r=r):
            def cell(c):
                return r * 10 + c
            return cell
        rows.append(row())
    return rows
rows = make_rows(3)
print([[rows[r](c) for c in range(3)] for r in range(3)])
