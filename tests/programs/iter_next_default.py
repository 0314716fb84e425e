# iter() objects, next() with and without a default after exhaustion.
def drain(it):
    out = []
    v = next(it, "STOP")
    while v != "STOP":
        out.append(v)
        v = next(it, "STOP")
    return out
print(drain(iter([1, 2, 3])), drain(iter("ab")), drain(iter(())), drain(iter(range(4))), drain(iter({9: 0, 8: 0})))
print(drain(iter({"only"})), drain(zip("ab", "cd")), drain(enumerate("xy", 5)), drain(reversed([1, 2])), drain(map(abs, [-1, -2])))
it = iter([10])
print(next(it), next(it, None), next(it, None), next(it, 0), next(it, []))
it = iter([1, 2, 3])
print(next(it), list(it), next(it, "gone"))
same = iter(it)
print(same is it, next(same, "x"))
a = iter("abc")
b = iter("abc")
print(next(a), next(a), next(b), next(a), next(b, 1), next(a, 2))
lst = [1, 2]
li = iter(lst)
lst.append(3)
print(drain(li))
n = 0
for i in range(300):
    t = iter([i, i + 1])
    n += next(t) + next(t) + next(t, 1000)
print(n)
d = {"a": 1}
di = iter(d.items())
print(next(di), next(di, ("none", 0)))
vi = iter(d.values())
print(next(vi), next(vi, -1))
e = iter(enumerate(zip([1, 2], [3, 4])))
print(next(e), next(e), next(e, "done"))
