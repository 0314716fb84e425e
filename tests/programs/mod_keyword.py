import keyword

print(keyword.kwlist)
print(keyword.softkwlist)
print(keyword.__all__)
print(len(keyword.kwlist), len(keyword.softkwlist))
words = keyword.kwlist + keyword.softkwlist + ["print", "if_", "IF", "exec", "nonlocal ", "",
                                               "match", "type", "case", "_", "__", "async", "await"]
for w in words:
    print(repr(w), keyword.iskeyword(w), keyword.issoftkeyword(w))
print(keyword.iskeyword(5), keyword.issoftkeyword(None), keyword.iskeyword(b"if"))
for bad in ([], {}, ["if"]):
    try:
        keyword.iskeyword(bad)
    except TypeError as e:
        print("TypeError", e)
    try:
        keyword.issoftkeyword(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    keyword.iskeyword()
except TypeError as e:
    print("TypeError")
print(sorted(keyword.kwlist) == keyword.kwlist, sorted(keyword.softkwlist) == keyword.softkwlist)
print([w for w in map(str, range(3))] + [w for w in keyword.kwlist if w.istitle()])
import random
rng = random.Random(7)
letters = "abcdefghilmnorstuwyFNT_"
count = 0
for i in range(20000):
    w = "".join(rng.choice(letters) for _ in range(rng.randrange(1, 6)))
    if keyword.iskeyword(w) or keyword.issoftkeyword(w):
        count += 1
        print(w, end=" ")
print()
print(count)
