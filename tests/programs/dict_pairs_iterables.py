d = {"a": 1, "b": 2}
print(dict(map(reversed, d.items())))
print(dict([iter((1, 2)), "ab"]))
try:
    dict([1])
except TypeError as e:
    print(e)
try:
    dict([iter((1,2,3))])
except ValueError as e:
    print(e)
