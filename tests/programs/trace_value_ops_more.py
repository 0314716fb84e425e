# Operations traces specialize by the types they recorded: `in` a str, a
# tuple or a list, tuple comparisons, isinstance and str methods; each
# meets the values it was not recorded for and the errors the interpreter
# raises, inside hot loops.


class Key:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k

    def __hash__(self):
        return hash(self.k)


def scan(words, seps):
    found = 0
    for w in words:
        if w in seps:
            found += 1
        if "a" in w:
            found += 10
        if w not in "xyz":
            found += 100
    return found


words = ["a", "b", ",", "x", "ab", ";", "z", ""] * 40
print(scan(words, ",;"), scan(words, [",", ";"]), scan(words, (",", "b")))
try:
    print(scan(words[:60] + [3], ",;"))
except TypeError as e:
    print("TypeError:", e)

nan = float("nan")
pts = [(1, 2), (1, 3), (2, 0), (1, 2), (nan, 1)]
hits = []
for i in range(200):
    p = pts[i % 5]
    hits.append((p == (1, 2), p < (1, 3), p >= (2, 0), p != (nan, 1), p in pts, nan in [nan], (nan,) == (nan,)))
print(hits[:6], sum(1 for h in hits if h[0]))
keys = [Key(1), Key(2)]
tally = 0
for i in range(120):
    t = (i % 3, "k")
    if t == (1, "k"):
        tally += 1
    if i > 100:
        t = (Key(i % 2 + 1), "k")
        if t == (Key(2), "k"):
            tally += 1000
        if Key(1) in keys:
            tally += 10000
print(tally)
try:
    for i in range(100):
        r = (i, "a") < (i, "b")
        if i == 90:
            r = (i, "a") < (i, 1)
except TypeError as e:
    print("TypeError:", e)

kinds = []
vals = [1, 2.5, "s", [1], {"a": 1}, None, True, (1,), Key(3), "t"] * 20
for v in vals:
    kinds.append((isinstance(v, int), isinstance(v, (float, str)), isinstance(v, Key), isinstance(v, int | list), isinstance(v, str)))
print(kinds[:10])
try:
    for i, v in enumerate(vals):
        isinstance(v, int if i < 150 else 5)
except TypeError as e:
    print("TypeError:", e)

out = []
for i in range(150):
    w = "  Word%d,x " % i if i % 7 else "12"
    s = w.strip()
    out.append((s.isdigit(), s.isalpha(), s.startswith(("Wo", "1")), s.lower(), s.split(","), s.replace("x", "y"), s.find("d"), s.count("o")))
print(out[:3], out[-1], len(out))
try:
    for i in range(100):
        j = "abc".index("c" if i < 90 else "z")
except ValueError as e:
    print("ValueError:", e, i)
try:
    for i in range(100):
        j = "abc".startswith("a" if i < 80 else 5)
except TypeError as e:
    print("TypeError:", e, i)
parts = []
for i in range(100):
    parts.append("-".join(["a", str(i)]) + ",".join(str(k) for k in range(i % 3)))
print(parts[:5], parts[-1])
for i in range(60):
    u = Key("Ab") if i > 50 else "ab"
    try:
        u = u.upper()
    except AttributeError as e:
        print("AttributeError:", e)
print(u.k if isinstance(u, Key) else u)
marks = []
for x in [True, False, None, 1, 0, 1.0, "", [], True] * 12:
    marks.append((x is True, x is not False, x is None, True is x, None is not x))
print(marks[:9], len(marks))
codes = 0
for ch in "héllo wörld €" * 10:
    codes = (codes * 31 + ord(ch)) % 1000003
print(codes)
try:
    for i, ch in enumerate(["a"] * 70 + ["ab"]):
        codes += ord(ch)
except TypeError as e:
    print("TypeError:", e, i)
acc = ""
pieces = []
for i in range(120):
    w = "w" + str(i % 7)
    acc += w
    pieces.append((w + "-" + w, [w, i], (i,)))
print(len(acc), acc[:20], pieces[-1])
try:
    for i in range(100):
        acc = acc[:3] + ("x" if i < 95 else i)
except TypeError as e:
    print("TypeError:", e, i, acc)
