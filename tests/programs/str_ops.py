# String concatenation, repetition, len, in, indexing (incl. negative), iteration.
s = "hello"
t = "world"
print(s + " " + t, s * 2, 3 * "ab", "x" * 0, "x" * -2, len(s * 3))
print(len(""), len("a"), len(s + t), "" + "")
print(s[0], s[4], s[-1], s[-5], s[1] + s[-2])
print("ell" in s, "elo" in s, "" in s, "h" in s, "H" in s, s in s, "hello!" in s)
print("z" not in s, "l" not in s)
for ch in "abc":
    print(ch, end=".")
print()
rev = ""
for ch in s:
    rev = ch + rev
print(rev)
i = -1
out = ""
while i >= -len(t):
    out += t[i]
    i -= 1
print(out)
count = 0
for ch in "mississippi":
    if ch == "s":
        count += 1
print(count)
print("abc" == "ab" + "c", "a" * 3 == "aaa", ("ab" * 2)[3])
print(s == "hello", s != "hello", s < t, max(s, t), min("b", "a", "c"))
