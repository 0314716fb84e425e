# for loops over dicts, sets, strings, ranges, zip, enumerate, dict views, iter().
d = {"one": 1, "two": 2, "three": 3}
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, v)
for v in d.values():
    print(v)
for k in d.keys():
    print(k)
s = {5, 3, 9, 1, 2**70}
tot = 0
for x in s:
    tot += x
print(tot, len(s))
for ch in "héllo":
    print(ch, ord(ch))
for i in range(10, 0, -3):
    print(i)
for a, b in zip("abc", range(3)):
    print(a, b)
for i, (k, v) in enumerate(d.items(), 1):
    print(i, k, v)
for x in iter([7, 8, 9]):
    print(x)
it = iter(range(5))
for x in it:
    if x == 2:
        break
for x in it:
    print("rest", x)
for x in reversed(range(3)):
    print("rev", x)
for ch in sorted(set("mississippi")):
    print(ch)
fs = frozenset([4, 8, 15])
print(sorted(fs), sum(fs))
count = 0
for i in range(200):
    for ch in "abc":
        for k in d:
            count += len(k) + i % 3
print(count)
nested = {"a": [1, 2], "b": [3]}
for k, lst in nested.items():
    for x in lst:
        print(k, x)
for t in (1, "two", 3.0, None, [4], (5,)):
    print(t)
for x in []:
    print("never")
else:
    print("empty loop else")
