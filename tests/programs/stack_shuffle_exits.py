# Copies and swaps of stack entries (chained assignments, chained
# comparisons, augmented subscripts) in hot loops whose guards fail midway,
# so exits must write back every copy and swapped value in its place;
# bound methods kept in locals, changed under a running trace; recursive
# calls met while recording; and one-character strings, which indexing and
# iteration share.


class Acc:
    def __init__(self):
        self.n = 0

    def add(self, x):
        self.n += x
        return self.n

    def sub(self, x):
        self.n -= x
        return self.n


def shuffles(n):
    t = 0
    xs = [0, 0, 0]
    big = 1
    for i in range(n):
        a = b = i * 3
        c = d = e = (a, b)
        if 0 <= a < 90 <= b + 90 < 100000:
            t += a + len(c) + len(d) + len(e)
        xs[i % 3] += i
        xs[i % 3] -= 1
        # grows past 64 bits midway: the multiplication leaves the trace
        # with the copies of `big` still to write back
        big = big2 = big * 3 + i
        if big2 != big:
            print("copy lost")
        lo, hi = i, -i
        lo, hi = hi, lo
        t += lo - hi
    return t, xs, big % 1000003


print(shuffles(200))


def calls(n):
    acc = Acc()
    f = acc.add
    out = []
    for i in range(n):
        if i == n // 2:
            f = acc.sub
        if i == 3 * n // 4:
            f = len
            out.append(f([i]))
            f = Acc().add
        out.append(f(i))
    return out[-5:], acc.n


print(calls(400))


def depth(node):
    if not node:
        return 0
    return 1 + max(depth(node[0]), depth(node[1]))


def build(k):
    return (build(k - 1), build(k - 1)) if k else ()


def trees(n):
    t = 0
    for i in range(n):
        t += depth(build(i % 6))
    return t


print(trees(300))


def chars(s):
    seen = []
    for ch in s:
        if ch in "aeiou" and ch == s[s.index(ch)]:
            seen.append(ch)
    first, other = seen[0], s[s.index(seen[0])]
    return "".join(seen), first is other, s[0] is s[-1]


print(chars("the quick brown fox jumps over the lazy dog" * 20)[1:])
print(len(chars("aeiou" * 50)[0]))
word, accented, letter = "é", "café", "A"
print(word[0] is accented[3], "\u0101"[0] == "\u0101", chr(65) is letter[0])
