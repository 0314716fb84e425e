# format specs for strings, format() builtin defaults, misc types.
words = ["", "a", "abc", "hello world", "ñandú", "日本語", "😀x"]
specs = ["", "s", "5", "<5", ">5", "^5", "^6", "*<7", "-^8", "0>4", ".2", ".0", "8.3", ">8.3s", "=^9.4", "é>6"]
for w in words:
    for sp in specs:
        print(repr(sp), repr(w), "[" + format(w, sp) + "]")
print(format("x"), format(None), format([1, "a"]), format((1,)), format({1: 2}), format(3 + 0), format(2.0))
print(format(None, ""), format([1, 2], ""), "[" + format(None, "") + "]", str(None).ljust(6) + "|")
print("%s|%s" % (format("ab", "_^6"), format("ab", "6")))
print(f"{'left':<10}|{'right':>10}|{'mid':^10}|{'trunc':.3}|{'pad'!r:>8}|{'x'!a:*^7}|")
tbl = [["id", "name", "score"], ["1", "Ana", "9.5"], ["22", "Bartholomew", "10"], ["333", "Ćwierć", "7.25"]]
for r in tbl:
    print(format(r[0], ">4") + " " + format(r[1], "<10.10") + " " + format(r[2], "^7") + "|")
