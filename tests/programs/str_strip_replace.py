# strip/lstrip/rstrip with and without chars; replace with count.
s = "  \t hello world \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixyx".strip("xy")), repr("xxhixyx".lstrip("xy")), repr("xxhixyx".rstrip("xy")))
print(repr("abc".strip("")), repr("abc".strip("abc")), repr("".strip()), repr("aaa".lstrip("a")))
print(repr("www.example.com".strip("cmowz.")), repr("  x  ".strip(None)))
print(repr("\u00a0nbsp\u2028".strip()), repr("ééaéé".strip("é")))
print("aaaa".replace("a", "b"), "aaaa".replace("a", "b", 2), "aaaa".replace("a", "b", 0))
print("aaaa".replace("a", "b", -1), "aaaa".replace("aa", "c"), "aaa".replace("aa", "c"))
print(repr("abc".replace("", "-")), repr("abc".replace("", "-", 2)), repr("".replace("", "x")))
print("hello".replace("l", ""), "hello".replace("xyz", "q"), "hello".replace("hello", ""))
print("one two one two one".replace("one", "1", 2))
print("ßßß".replace("ß", "ss"), "mañana".replace("ñ", "n"))
t = "ab" * 20
n = 0
while n < 25:
    t = t.replace("ab", "ba", 1)
    n += 1
print(t)
print(t.count("ba"), t.replace("ba", "", 10).count("a"))
