"""Indexing strings and comparing them in hot loops: ASCII text held in the
object and in a block of its own, non-ASCII text, text grown by `+=` (a
shared buffer), negative and out-of-range indices, characters met for the
first time, the empty string, and all six comparisons between strings that
share a first character, differ in length or are the same object."""


def count_matches(a, b):
    same = less = 0
    for i in range(len(a)):
        x = a[i]
        y = b[-1 - i]
        if x == y:
            same += 1
        if x < y:
            less += 1
    return same, less


def all_orders(words):
    table = []
    for p in words:
        row = 0
        for q in words:
            row = row * 7 + (p < q) + 2 * (p <= q) + (p == q) + (p != q) * 3
            row += (p > q) * 5 + (p >= q)
        table.append(row % 1000003)
    return table


def first_seen(text):
    # Each character's string is made the first time it is indexed.
    kinds = {}
    for i in range(len(text)):
        c = text[i]
        kinds[c] = kinds.get(c, 0) + 1
    return sorted(kinds.items())


def safe_index(s, i):
    try:
        return s[i]
    except IndexError as e:
        return "IndexError: " + str(e)


def grown(n):
    s = ""
    hits = 0
    for k in range(n):
        s += "xy"
        if s[k] == "x":
            hits += 1
        if s[-1] > s[0]:
            hits += 2
    return hits, len(s)


short = "the quick brown fox jumps over the lazy dog"
long = short * 4
print(count_matches(short, short[::-1]))
print(count_matches(long, long))
print(count_matches("naïve café résumé déjà vu", "ÆØÅ ñ ü ö ä ë ï ç ß œ é è"))
words = ["apple", "apricot", "app", "a", "", "banana", "b", "Apple", "é", "ée",
         "apple", "zz" * 20, "zz" * 21, "zz" * 20 + "a"]
print(all_orders(words))
words[0] = "".join(["ap", "ple"])
print(all_orders(words))
print(first_seen("Pack my box with five dozen liquor jugs! ~{}|^`"))
print(first_seen(long + "\x7f\x01"))
for i in [0, 5, -1, -43, 43, -44, 10**6]:
    print(i, safe_index(short, i))
total = 0
for n in range(200):
    total += count_matches(short, short)[0] + safe_index("ab", n % 3 - 1).count("b")
print(total)
print(grown(300))
mixed = ["a", 1, "b", "a", 2.5]
tally = 0
for rep in range(100):
    for v in mixed:
        try:
            tally += v == "a"
            tally += v < "b"
        except TypeError:
            tally += 10
print(tally)
for i in range(len(long) + 2):
    c = safe_index(long, i)
print(c)


def codes(s):
    total = 0
    kinds = 0
    for ch in s:
        total = (total * 31 + ord(ch)) % 1000003
        if ch in "aeiou":
            kinds += 1
    return total, kinds


print(codes(short), codes(long), codes(""), codes("ü"))
print(codes("tab\there\x00nul\x7f~"), codes("naïve ünïcödé"))
built = ""
for k in range(100):
    built += chr(33 + k % 90)
print(codes(built), len(built))
try:
    for ch in "ok":
        ord(ch + ch)
except TypeError as e:
    print("TypeError:", e)


def classify(text):
    counts = [0] * 6
    for ch in text:
        counts[0] += ch.isdigit()
        counts[1] += ch.isalpha()
        counts[2] += ch.isalnum()
        counts[3] += ch.isspace()
        counts[4] += ch.isupper()
        counts[5] += ch.islower()
    return counts


sample = "".join(chr(i) for i in range(128)) + "Ünïcödé ٣ Ⅻ ß\u2028"
print(classify(sample), classify(sample * 3)[3], classify(""))
print([w.isalpha() for w in ["abc", "ab1", "", "Ab", "é"]])


def memberships(words, letters):
    hits = 0
    sizes = 0
    for w in words:
        sizes += len(w)
        for ch in letters:
            if ch in w:
                hits += 1
            if ch not in w:
                hits += 100
    return hits, sizes


print(memberships(["", "a", "banana", "é", "aé", "xyz" * 20, "the lazy dog"], "aeiouyé z"))
print(memberships(["abc", "abd"], ["", "ab", "bd", "a", "d"]))
