# startswith/endswith with tuples and ranges.
s = "hello world"
print(s.startswith("hell"), s.startswith("world"), s.startswith(""), s.startswith("hello world!"))
print(s.endswith("world"), s.endswith("hello"), s.endswith(""), s.endswith("d"))
print(s.startswith("world", 6), s.startswith("wor", 6, 8), s.startswith("wor", 6, 9), s.startswith("o", -5))
print(s.endswith("hello", 0, 5), s.endswith("hell", 0, 4), s.endswith("lo", None, 5), s.endswith("o", -8, -6))
print(s.startswith(("x", "he")), s.startswith(("x", "y")), s.endswith(("ld", "zz")), s.startswith(()))
print(s.startswith(("wo", "he"), 6), s.endswith(("lo", "ld"), 0, 5))
print("".startswith(""), "".endswith(""), "".startswith("", 1), "abc".startswith("", 3), "abc".startswith("", 4))
print("abc".endswith("", 3), "abc".endswith("", 4), "abc".endswith("c", 5), "abc".endswith("abc", -10))
print("café".endswith("é"), "ñandú".startswith("ña"), "日本語".startswith("本", 1))
words = ["apple", "banana", "avocado", "cherry", "apricot", "blueberry"]
for w in words:
    print(w, w.startswith("a"), w.endswith(("y", "o")), w.startswith("an", 1))
