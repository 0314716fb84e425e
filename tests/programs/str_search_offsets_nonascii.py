# find/rfind/index/rindex/count/startswith/endswith with start and end on
# text that is not ASCII (the string keeps where its last index was, so a
# loop of searches with growing starts walks the text once).

s = "héllo wörld héllo"
cases = [("l",), ("l", 3), ("l", -5), ("l", 3, 5), ("l", 20), ("o", -100, -2),
         ("", 3), ("", 17), ("", 18), ("ö", 0, 100), ("h", 1), ("llo", 12, 17),
         ("é", -6), ("d", 10, 11)]
for args in cases:
    print(args, s.find(*args), s.rfind(*args), s.count(*args),
          s.startswith(args[0], *args[1:]), s.endswith(args[0], *args[1:]))
    try:
        print(" ", s.index(*args), s.rindex(*args))
    except ValueError as e:
        print(" ", e)

t = "abcé" * 2000
print(sum(t.find("c", i) for i in range(0, len(t), 7)))
print(sum(t.rfind("é", 0, i) for i in range(0, len(t), 13)))
print(sum(t.count("é", i, i + 40) for i in range(0, len(t), 11)))
print(sum(t.startswith("cé", i) for i in range(len(t))))
# Searches going backwards and jumping around reuse nothing but stay right.
print([t.find("a", i) for i in range(len(t) - 1, 0, -997)])
print([t.index("é", i, i + 4) for i in (5, 4001, 17, 7999, 2)])
print(t[5:9], t[-3:], len(t), t[7996:])
