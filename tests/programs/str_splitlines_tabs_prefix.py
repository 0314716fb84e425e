# splitlines(keepends), expandtabs, removeprefix/removesuffix.
text = "line1\nline2\r\nline3\rline4\n\nlast"
print(text.splitlines())
print(text.splitlines(True))
print(text.splitlines(keepends=True))
print("".splitlines(), "\n".splitlines(), "\n".splitlines(True), "a\n".splitlines(), "\n\na".splitlines())
print("a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i".splitlines())
print("a\x0bb\x0cc\u2028".splitlines(True))
print("x\r\n\r\ny".splitlines(True), "x\n\ry".splitlines())
print(repr("a\tb\tc".expandtabs()), repr("a\tb\tc".expandtabs(4)), repr("ab\tc".expandtabs(2)), repr("\t".expandtabs(0)))
print(repr("abc\tdef\nab\tc".expandtabs(4)), repr("12345678\tx".expandtabs()), repr("a\r\tb".expandtabs(3)), repr("\tx".expandtabs(-1)))
print("prefix_body".removeprefix("prefix_"), "prefix_body".removeprefix("body"), "body_suffix".removesuffix("_suffix"))
print("aaa".removeprefix("a"), "aaa".removesuffix("a"), repr("abc".removeprefix("")), repr("abc".removesuffix("abc")))
print("tests/x.py".removesuffix(".py").removeprefix("tests/"), "ñño".removeprefix("ñ"))
