# split/rsplit with separators, maxsplit and whitespace; join.
s = "a,b,,c,"
print(s.split(","), s.split(",", 1), s.split(",", 0), s.split(",", -1))
print(s.rsplit(","), s.rsplit(",", 1), s.rsplit(",", 2), s.rsplit(",", 0))
w = "  the quick\tbrown\n\nfox  jumps \x0b over\x0c "
print(w.split())
print(w.split(None, 2))
print(w.rsplit(None, 2))
print(w.split(maxsplit=1))
print(w.rsplit(maxsplit=1))
print("".split(), "".split(","), "   ".split(), "   ".split(" "))
print("abcabc".split("bc"), "aaaa".split("aa"), "aaa".rsplit("aa"))
print("1<>2<>3".split("<>"), "1<>2<>3".rsplit("<>", 1))
print("x".split("x"), "xx".split("x"), "no sep".split("|"))
print("a b  c".split(" "), "a b  c".rsplit(" ", 1))
print("\u3000wide\u3000space\u2003".split())
print("-".join(["a", "b", "c"]), "".join([]), ", ".join(("x",)), "|".join("abc"))
print("::".join(["", "", ""]), "+".join(["ß", "é", "x"]))
parts = []
i = 0
while i < 60:
    parts.append(str(i * 7 % 11))
    i += 1
joined = ",".join(parts)
print(joined)
back = joined.split(",")
total = 0
for p in back:
    total += int(p)
print(len(back), total)
print(joined.rsplit(",", 3)[0][-10:], joined.split(",", 58)[-1])
d = {"k1": 1, "k2": 2}
print("/".join(d), "".join(["ab", "", "cd"]))
