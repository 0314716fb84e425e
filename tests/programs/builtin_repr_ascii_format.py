# repr, ascii, str, format() with specs.
vals = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\tnew\nline\\", "é ü ñ", "日本", "\x00\x7f\x1b", "\u200b", "😀", 2**70, -1.5, [1, "a"], (1,), {"k": "v"}, None, True]
for v in vals:
    print(repr(v), ascii(v), str(v))
print(format(42), format(42, "d"), format(42, "5d"), format(42, "<5") + "|", format(42, "^7"), format(42, "+"), format(-42, " "), format(42, "x"), format(255, "#X"), format(42, "08b"))
print(format(3.14159, ".2f"), format(3.14159, "e"), format(1234567.891, ",.2f"), format(0.5, "%"), format(1e20, "g"), format(1.5, "10.3f") + "|", format(-0.0, ".1f"))
print(format("hi", "<5") + "|", format("hi", ">5"), format("hi", "*^6"), format("hello", ".3"), format(True), format(True, "d"), format(None), format(2**64, ","))
print(format(3.0), format(1e16), format(1.0e-5), format(123.0, "g"), format(0.0001234, ".2g"), format(65, "c"))
print(f"{3.5!r} {'x'!r} {'é'!a} {42:>{6}} {'ab':{'*'}^{8}}")
print(repr(""), repr("'"), repr('"'), repr("'\""), ascii("ÿ"), ascii("\u0100"), ascii("\U0001f600"), repr("\r\x0b\x0c"))
print(repr(1e16), repr(1.0), repr(0.1 + 0.2), repr(-0.0), repr(float("inf")), repr(2.5e-7), repr(123456789.0), repr(1e22))
print(repr([1.0, "x", (None,)]), repr({1: [2]}), repr(set()), repr(frozenset()), repr(()), repr((1, 2)), repr(range(1, 5, 2)), repr(b"a'b"))
print(repr(chr(0xE000)), repr(chr(0x378)), repr(chr(0x10FFFD)), ascii(chr(0xE000)), repr("a\ue000b"))
print(type(reversed({1: 2})), type(str.upper), type(list.append), type("".upper))
