# ljust/rjust/center/zfill and partition/rpartition.
for s in ["", "a", "ab", "abc", "abcd", "ñé"]:
    print("[" + s.ljust(5) + "]", "[" + s.rjust(5, "*") + "]", "[" + s.center(5) + "]", "[" + s.center(6, "-") + "]", "[" + s.center(2) + "]")
print("[" + "abc".center(4) + "]", "[" + "ab".center(5) + "]", "[" + "abc".center(6) + "]", "[" + "a".center(4, "é") + "]")
print("42".zfill(5), "-42".zfill(5), "+42".zfill(5), "abc".zfill(6), "".zfill(3), "12345".zfill(3), "-".zfill(3), "+".zfill(1))
print("3.14".zfill(8), "-0x1f".zfill(8), "x".ljust(-3), "x".rjust(0), "x".center(1))
print("key=value=more".partition("="), "key=value=more".rpartition("="))
print("novalue".partition("="), "novalue".rpartition("="))
print("=start".partition("="), "end=".rpartition("="), "".partition("x"), "abcabc".partition("bc"), "abcabc".rpartition("bc"))
print("naïve→café".partition("→"), "ααβαα".rpartition("α"))
rows = [["name", "qty", "price"], ["apple", "3", "1.25"], ["kiwi", "12", "0.5"], ["watermelon", "1", "4"]]
for r in rows:
    print(r[0].ljust(12, ".") + r[1].rjust(5) + r[2].center(8) + "|")
