# Dynamic programming over strings: Levenshtein edit distance and longest
# common subsequence (with the subsequence recovered) between pairs of
# pseudo-random strings over a small alphabet.

LENGTH = 900
PAIRS = 6
ALPHABET = "acgt"


def make_strings(seed, n, count):
    state = seed
    out = []
    for _ in range(count):
        chars = []
        for _ in range(n):
            state = (state * 1664525 + 1013904223) % 4294967296
            chars.append(ALPHABET[(state >> 16) % len(ALPHABET)])
        out.append("".join(chars))
    return out


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        ca = a[i - 1]
        for j in range(1, len(b) + 1):
            cost = 0 if ca == b[j - 1] else 1
            best = prev[j - 1] + cost
            if prev[j] + 1 < best:
                best = prev[j] + 1
            if cur[j - 1] + 1 < best:
                best = cur[j - 1] + 1
            cur[j] = best
        prev = cur
    return prev[len(b)]


def lcs(a, b):
    n, m = len(a), len(b)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n):
        row = table[i]
        nxt = table[i + 1]
        for j in range(m):
            if a[i] == b[j]:
                nxt[j + 1] = row[j] + 1
            elif row[j + 1] >= nxt[j]:
                nxt[j + 1] = row[j + 1]
            else:
                nxt[j + 1] = nxt[j]
    # walk back to recover one subsequence
    i, j = n, m
    out = []
    while i > 0 and j > 0:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif table[i - 1][j] >= table[i][j - 1]:
            i -= 1
        else:
            j -= 1
    out.reverse()
    return table[n][m], "".join(out)


def main():
    strs = make_strings(7, LENGTH, PAIRS + 1)
    total = 0
    for k in range(PAIRS):
        a, b = strs[k], strs[k + 1]
        d = edit_distance(a, b)
        n, sub = lcs(a, b)
        assert len(sub) == n
        print(f"pair {k}: distance={d} lcs={n} head={sub[:12]}")
        total = total * 1000 + d * 7 + n
    print("checksum", total % 1000000007)


main()
