# Operations traces specialize by the types they saw: str comparisons, str
# indexing, dict reads, writes and membership by str or int key, `is None`
# and int truthiness, with the types changing under the traces.


def compare_strings(words):
    counts = [0, 0, 0, 0, 0, 0]
    for i in range(len(words) - 1):
        a, b = words[i], words[i + 1]
        if a < b:
            counts[0] += 1
        if a <= b:
            counts[1] += 1
        if a == b:
            counts[2] += 1
        if a != b:
            counts[3] += 1
        if a > b:
            counts[4] += 1
        if a >= b:
            counts[5] += 1
    return counts


def index_chars(text):
    total = 0
    last = ""
    for i in range(-len(text), len(text)):
        ch = text[i]
        if ch == "é" or ch == "\u4e2d":
            total += 1000
        total += ord(ch)
        last = ch
    return total, last


def out_of_range(text):
    caught = 0
    for i in range(len(text) + 3):
        try:
            ch = text[i]
        except IndexError as e:
            caught += 1
            msg = str(e)
    return caught, msg


def tally(items):
    d = {}
    for x in items:
        if x in d:
            d[x] = d[x] + 1
        else:
            d[x] = 1
    return d


def lookups(d, keys):
    found = 0
    missing = []
    for k in keys:
        try:
            found += d[k]
        except KeyError as e:
            missing.append(repr(e))
    return found, missing


def nones(values):
    n = 0
    s = 0
    for v in values:
        if v is None:
            n += 1
        elif v is not None:
            s += 1
    return n, s


def truthy(values):
    t = 0
    for v in values:
        if v:
            t += 1
    return t


words = ["pear", "apple", "apple", "fig", "Fig", "fig", "zebra", "", "a", "ab", "é", "e"] * 40
print(compare_strings(words))
made = ["".join(["ap", "ple"]) for _ in range(60)]
print(compare_strings(made + ["apple"]))
print(index_chars("hello, world " * 20 + "café 中文"))
print(out_of_range("abcdefgh" * 8))
print(sorted(tally("the quick brown fox jumps over the lazy dog".split() * 30).items()))
print(sorted(tally(list(range(20)) * 12 + [True, 1.0, 2.5]).items()))
keys = ["a", "b", "c"] * 30 + ["zz", 3, (1, 2), 2.0]
d = {"a": 1, "b": 2, "c": 3, 2: 40, (1, 2): 500}
print(lookups(d, keys))
print(nones([None, 1, None, "x", 2.5, None, [], (), 0] * 30))
print(truthy([0, 1, -1, 2, 0, 3] * 30 + [None, "", "x", [], [0], 0.0, True, False] * 5))


class Sized:
    def __len__(self):
        return 7


def lengths(things):
    t = 0
    for x in things:
        t += len(x)
    return t


def stack_ops(n):
    st = []
    popped = 0
    errors = 0
    msg = ""
    for i in range(n):
        if i % 3 == 2:
            try:
                popped += st.pop()
                popped += st.pop()
                popped += st.pop()
            except IndexError as e:
                errors += 1
                msg = str(e)
        else:
            st.append(i)
    return popped, errors, len(st), msg


def counts(words):
    c = {}
    for w in words:
        c[w] = c.get(w, 0) + 1
    hits = 0
    for w in words:
        if c.get(w) is not None:
            hits += 1
        if c.get(len(str(w))) is None:
            hits += 1
    return sorted((repr(k), v) for k, v in c.items()), hits


print(lengths([[1, 2, 3]] * 40 + ["abcd", (1, 2), {1: 2}, {5}, b"xy", range(9)] * 10 + [Sized()]))
print(stack_ops(200))
print(counts("a b a c b a d e a".split() * 20 + [3, 3, "x"]))


def char_codes(texts):
    total = 0
    for t in texts:
        for ch in t:
            total = (total * 31 + ord(ch)) % 1000003
    return total


def weighted(seqs):
    total = 0
    for s in seqs:
        for i, x in enumerate(s):
            total += i * x
    return total


print(char_codes(["hello world", "", "é中文😀", "x" * 300, ["a", "b"], ("c",), "end"] * 20))
print(weighted([[1, 2, 3], (4, 5), [], range(4), [7] * 60, {1: 2, 3: 4}] * 20))
