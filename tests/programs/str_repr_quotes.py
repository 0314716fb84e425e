# repr of strings inside lists/tuples chooses quotes like CPython.
print(["plain"], ["it's"], ['say "hi"'], ["it's \"both\""], [""])
print(("a",), ("'",), ('"',), ("'\"",), ("\\",))
items = ["x", "x'", "x\"", "x'\"", "tab\there", "nl\nhere", "back\\slash"]
for s in items:
    print(s, [s], (s,), len(s))
print([["nested", "'q'"], ("t", '"d"')])
print(str("plain"), str(["plain"]), str(("one",)))
