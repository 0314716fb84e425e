# find/rfind/index/rindex/count with start and end.
s = "abracadabra"
print(s.find("a"), s.find("bra"), s.find("z"), s.find(""), s.find("", 11), s.find("", 12))
print(s.find("a", 1), s.find("a", 1, 3), s.find("a", -4), s.find("a", -4, -1), s.find("ra", 3, 4))
print(s.rfind("a"), s.rfind("bra"), s.rfind("z"), s.rfind(""), s.rfind("a", 0, 10), s.rfind("a", -100, 2))
print(s.index("c"), s.index("a", 4), s.rindex("b"), s.rindex("a", 0, -1), s.index("abra", 1))
print(s.count("a"), s.count("ab"), s.count(""), s.count("a", 2), s.count("a", 2, 6), s.count("a", -3))
print(s.count("", 3, 5), s.count("", 20), "aaaa".count("aa"), "".count(""), "".count("a"))
print(s.find("a", 100), s.rfind("", 100), s.find("a", 5, 2), s.count("a", 10, 0))
print(s.find("a", None), s.find("a", None, 5), s.rfind("a", 2, None))
u = "żółw żółty"
print(u.find("ół"), u.rfind("ół"), u.count("ż"), u.index("t"), len(u))
pos = []
i = s.find("a")
while i != -1:
    pos.append(i)
    i = s.find("a", i + 1)
print(pos)
pos = []
i = s.rfind("a")
while i != -1:
    pos.append(i)
    i = s.rfind("a", 0, i)
print(pos)
print("a" in s, "cad" in s, "dac" not in s)
