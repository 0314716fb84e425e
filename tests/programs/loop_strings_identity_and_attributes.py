# Hot loops over the paths a tier-2 backend may run in machine code:
# `is` against constants and between values of every kind, instance
# attributes read, written and added, tuples and lists unpacked, and
# strings compared, indexed, iterated and passed to ord, with ASCII,
# non-ASCII, empty and long texts, so every fast path meets its slow one.


class Box:
    def __init__(self, v):
        self.v = v


def identities(values, probes):
    counts = []
    for p in probes:
        n = 0
        k = 0
        for v in values:
            k += 1
            if v is p:
                n += 1000 * k
            if v is None:
                n += 10
            if v is not True:
                n += 100
        counts.append(n)
    return counts


def attributes(n):
    boxes = [Box(i) for i in range(n)]
    total = 0
    for rnd in range(3):
        for b in boxes:
            b.v = b.v + rnd
            total += b.v
            if rnd == 1:
                b.extra = b.v * 2
            if rnd == 2:
                total += b.extra
    return total


def unpacking(items):
    total = 0
    for it in items:
        try:
            a, b = it
            total += a * 3 + b
        except ValueError as e:
            total -= 1
            last = str(e)
    return total, last


def compare_all(words):
    lt = eq = gt = 0
    for a in words:
        for b in words:
            if a < b:
                lt += 1
            if a == b:
                eq += 1
            if a >= b:
                gt += 1
            if a != b and a <= b:
                lt += 1000
    return lt, eq, gt


def text_walk(texts):
    check = 0
    for t in texts:
        for ch in t:
            check = (check * 31 + ord(ch)) % 1000003
        for i in range(-len(t), len(t)):
            check = (check * 7 + ord(t[i])) % 1000003
    return check


nan = float("nan")
values = [None, True, False, 0, 1, -1, 2**40, 0.0, -0.0, nan, "", "a", "ab", (), [], Box(1), len, ValueError]
probes = values + [1.0, 7, "zz"]
for r in range(40):
    result = identities(values, probes)
print(result)
print(attributes(300))
items = [(1, 2), [3, 4], (5, 6, 7), (8,), range(2), (9, 10), [11, 12, 13]] * 30
print(unpacking([(i, i + 1) for i in range(200)] + items))
words = ["", "a", "b", "ab", "ba", "abc", "é", "ée", "z" * 30, "z" * 31, "Z", "\x00", "a\x00"]
for r in range(20):
    res = compare_all(words)
print(res)
texts = ["hello, world", "", "x", "naïve café", "日本語のテキスト", "tab\tand\nnewline", "a" * 100]
for r in range(20):
    c = text_walk(texts)
print(c)
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    "abc"[5]
except IndexError as e:
    print("IndexError:", e)
