# String comparisons are lexicographic by code point.
print("abc" == "abc", "abc" != "abd", "abc" < "abd", "abd" < "abc")
print("ab" < "abc", "abc" < "ab", "" < "a", "" == "", "a" < "")
print("B" < "a", "a" < "B", "Z" < "a", "0" < "9", "9" < "10", "10" < "9")
print("apple" <= "apple", "apple" >= "apples", "b" > "abc")
print("x" * 3 == "xxx", "a" + "b" == "ab", "hello" > "hell" > "he")
print(min("pear", "apple", "fig"), max("pear", "apple", "fig"))
print(min(["b", "a", "c"]), max(("b", "a", "c")))
print("a" == 1, "1" == 1, "" == 0, "None" == None)
words = ["delta", "alpha", "charlie", "bravo", "echo"]
best = words[0]
for w in words:
    if w < best:
        best = w
print(best)
