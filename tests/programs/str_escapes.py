# String literal escapes, printed raw and via repr inside containers.
print("tab:\tend")
print("newline:\nsecond line")
print("backslash: \\ quote: \" apostrophe: \'")
print('single \'quoted\' "double"')
print("hex: \x41\x42\x43 octal: \101\102 null-free")
print("bell-free carriage\rreturn")
print("a\\nb", len("a\nb"), len("a\\nb"), len("\t"), len("\x41"), len("\\"))
print(["tab\t", "nl\n", "cr\r", "bs\\", "nul\x00", "esc\x1b", "del\x7f", "\x01"])
print(("it's", 'say "hi"', "both ' and \"", "", " "))
print(["\'", "\"", "'\"", "\\'"])
s = "x\ty"
print(s[1] == "\t", s[-1], "\x09" == "\t", "\n" == "\x0a", "\\" + "n" == "\\n")
print(str(["a\nb"]), len(str(["a\nb"])))
