# Strings built by repeated `+` share a growable buffer: every string made
# along the way must keep its own value, whatever is appended later.
s = ""
kept = []
for i in range(300):
    s += str(i % 10)
    if i % 50 == 0:
        kept.append(s)
print(len(s), s[:20], s[-20:])
print([len(k) for k in kept])
print(kept[1][-5:], kept[2][:5])

# Two strings extending the same prefix: the second must not see the first.
p = "x" * 70
a = p + "A"
b = p + "B"
print(a[-3:], b[-3:], len(a), len(b), a == b, a[:70] == b[:70])
c = a + "!"
d = a + "?"
print(c[-2:], d[-2:], c < d, c != d)

# A string appended to itself, and to a view of its own buffer.
t = "ab" * 40
t = t + t
t += t[:10]
print(len(t), t[:6], t[-6:])

# Views as dict keys and set members, hashed like any string.
k1 = "key" * 30
k2 = k1 + "1"
k3 = "key" * 30 + "1"
d = {k2: 1}
print(d[k3], k3 in d, len({k2, k3}), hash(k2) == hash(k3))

# Non-ASCII text through a buffer, indexed by code point.
u = "é" * 40
u += "ü"
u += "ß"
print(len(u), u[-3:], u[40], u.upper()[-2:], u.count("é"))

# Methods, formatting and comparisons on built strings.
w = ""
for word in ["alpha", "beta", "gamma"] * 10:
    w += word + " "
print(w.split()[:4], w.strip()[-5:], w.find("gamma"), f"{w[:11]!r}")
print(w.startswith("alpha beta"), "beta gamma" in w, w.replace(" ", "")[:15])

# Long building loop stays linear (and correct).
big = ""
for i in range(20000):
    big += "xy"
print(len(big), big.count("xy"), big[-4:])
