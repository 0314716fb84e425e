# printf-style % on bytes; hex() and fromhex().
print(b"\xde\xad".hex(), b"Hello".hex(), bytearray(b"\x00\x01").hex(), b"".hex())
print(bytes.fromhex("de ad be ef"), bytes.fromhex(""), bytearray.fromhex("4142"), bytes.fromhex("0a0B"))
print(b"%s=%d" % (b"x", 5), b"%5s|%-4s|%x|%c|%c" % (b"ab", b"c", 255, 65, b"z"), b"%b" % b"bb", b"%%|%05.1f" % 2.25)
print(bytearray(b"%s!") % b"hi", b"%(k)s" % {b"k": b"v"}, b"%r" % b"q", b"%a" % "é")
