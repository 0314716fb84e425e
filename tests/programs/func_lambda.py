# lambda expressions: defaults, closures, conditional bodies, sort keys.
sq = lambda x: x * x
print(sq(7), sq.__name__)

add = lambda a, b=10: a + b
print(add(1), add(1, 2), add(b=5, a=5))

both = lambda *a, **k: (a, sorted(k))
print(both(1, 2, z=3, y=4))

kwo = lambda x, *, y=2: x ** y
print(kwo(3), kwo(3, y=3))

sign = lambda n: "neg" if n < 0 else ("zero" if n == 0 else "pos")
print([sign(n) for n in (-5, 0, 5)])

pairs = [("pear", 3), ("apple", 7), ("fig", 1), ("kiwi", 7)]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: (-p[1], p[0])))
print(max(pairs, key=lambda p: len(p[0])))
print(list(map(lambda p: p[0][0].upper(), pairs)))
print(list(filter(lambda p: p[1] > 2, pairs)))

# lambdas returning lambdas
adder = lambda n: lambda x: x + n
add5 = adder(5)
print(add5(1), adder(100)(1))

# immediately invoked
print((lambda: "now")())
print((lambda x, y: x * y)(6, 7))

# late binding in a list of lambdas vs default-argument capture
late = [lambda: i for i in range(4)]
early = [lambda i=i: i for i in range(4)]
print([f() for f in late])
print([f() for f in early])

# lambda with no args and a side effect through a list
box = []
push = lambda v: box.append(v) or len(box)
print(push("a"), push("b"), box)

# lambda as default argument
def apply(v, fn=lambda z: z * 3):
    return fn(v)
print(apply(4), apply(4, str))
print((lambda: None)() is None)
print(type(sq).__name__, sq.__qualname__)
