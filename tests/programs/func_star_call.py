# Call-site unpacking: f(*xs), f(**kw), several of each, mixed with literals.
def f(a, b, c, d=0):
    return "a=%r b=%r c=%r d=%r" % (a, b, c, d)

xs = [1, 2, 3]
print(f(*xs))
print(f(*xs, 4))
print(f(0, *xs[:2]))
print(f(*(9, 8), *[7]))
print(f(*"xyz"))
print(f(*range(4)))

kw = {"c": 30, "d": 40}
print(f(1, 2, **kw))
print(f(**{"a": 1, "b": 2, "c": 3}))
print(f(1, **{"b": 2}, **{"c": 3}))
print(f(*[1], b=2, **{"c": 3, "d": 4}))

# unpacking a generator and a dict's keys
print(f(*(i * i for i in range(3))))
print(f(*{"p": 1, "q": 2, "r": 3}))

def collect(*args, **kwargs):
    return args, kwargs

print(collect(*[1, 2], 3, *(4, 5)))
print(collect(*[], **{}))
print(collect(**{"x": 1}, y=2, **{"z": 3}))

# duplicate key from two dicts is an error
try:
    collect(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, *[2, 3], a=1)
except TypeError as e:
    print("TypeError:", e)
try:
    f(*[1, 2, 3, 4, 5])
except TypeError as e:
    print("TypeError:", e)
try:
    f(**{"a": 1, "b": 2, "c": 3, "e": 5})
except TypeError as e:
    print("TypeError:", e)

# print itself with unpacking
words = ["alpha", "beta", "gamma"]
print(*words)
print(*words, sep=", ")
print(*[n * 2 for n in range(5)], **{"sep": "-", "end": "|\n"})

# unpacking in list/tuple/dict displays alongside calls
merged = {**kw, "e": 50}
print(merged, [*xs, *xs], (*xs, 0))
