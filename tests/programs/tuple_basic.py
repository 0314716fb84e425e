# Tuple literals, empty and 1-tuples, indexing, len, iteration, equality.
t = (1, 2, 3)
print(t, len(t), t[0], t[-1], t[1])
print((), (1,), (1, 2), ((1,),), len(()), len((1,)))
e = ()
one = (5,)
print(e, one, one[0], one == (5,), e == (), one == 5)
nested = ((1, 2), (3, (4, 5)), [6, 7])
print(nested, nested[1][1][0], nested[2][1], len(nested[1]))
total = 0
for v in t:
    total += v
print(total)
for v in ():
    print("never")
for v in ("a", 1, None, 2.5):
    print(v)
u = 1, 2
print(u, len(u))
w = "solo",
print(w)
print((1, 2) == (1, 2), (1, 2) == (1, 2, 3), (1, "a") == (1, "a"), (1,) == (1.0,))
print(len(("x", "y", "z")))
