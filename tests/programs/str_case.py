# upper/lower/capitalize/title/swapcase/casefold.
for s in ["hello World", "HELLO", "mIxEd CaSe 123", "", "they're bill's friends", "a1b2 c3", "ß", "Straße", "ǅungla", "ﬁne", "İstanbul", "ΣΊΣΥΦΟΣ", "éclair ÉCLAIR", "ǉubljana", "ﬃx ﬅ", "ǈA"]:
    print(repr(s), s.upper(), s.lower(), s.capitalize(), s.title(), s.swapcase(), s.casefold())
print("ß".upper(), len("ß".upper()), "ﬃ".upper(), "ŉ".upper())
print("hello-world_foo bar.baz".title(), "123abc".capitalize(), "  lead".capitalize())
print("ABC".lower() == "abc", "Straße".casefold() == "STRASSE".casefold(), "Straße".lower() == "strasse")
print("σς".upper(), "ΑΣ".lower(), "ΑΣ Β".lower())
