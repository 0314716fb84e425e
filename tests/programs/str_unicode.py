# Non-ASCII text: len, indexing, slicing by code point, case, encode, repr.
s = "naïve café — 日本語 😀!"
print(s, len(s), s[2], s[-2], s[6:10], s[::-1], s[::3])
print(len("😀"), len("é"), len("e\u0301"), ord("€"), chr(8364), chr(128512), ord(s[-2]))
b = s.encode()
print(b, len(b))
print(b.decode() == s, b.decode("utf-8"), s.encode("utf-8") == b)
print("ß".upper(), "ß".lower(), "ẞ".lower(), "ﬀ".upper())
for ch in "aé€😀":
    print(ch, ord(ch), len(ch.encode()), repr(ch), ascii(ch))
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("back\\slash"), repr("tab\there\nnew"))
print(repr("\x00\x07\x1f\x7f\x80\x9f\xa0\xad"), repr("\u200b\u2028\ufeff"), repr("é日😀"), repr("\U0001f600\U000e0001"))
print(ascii("é日😀'\""), ascii("plain"), repr("\r\x0b\x0c"), repr(""))
print([s[:5], "é"], ("x'", 'y"'), {"k": "ñ"})
print(str(b"abc"), "\N{GREEK SMALL LETTER ALPHA}")
print(repr("\u0378\u061c\ue000\U000e0020\U000f0000\U0010fffd\U0001d173"), "\u061c".isprintable(), "\U0001d173".isprintable())
