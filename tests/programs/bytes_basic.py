# bytes literals, indexing, slicing, constructors, comparisons.
b = b"hello\x00\xff\n\t'\"\\"
print(b, len(b), b[0], b[-1], b[5], b[6], b[:5], b[-4:])
print(b"", b"'", b'"', b"'\"", rb"raw\n", br"\x00", b"\x7f\x80", b"abc" b"def")
print(bytes(0), bytes(5), bytes([65, 66, 67]), bytes([0, 127, 128, 255]), bytes(range(10)), bytes(b"copy"), bytes((1, 2)))
print(bytes("ñ", "utf-8"), bytes(bytearray(b"ba")), list(b"abc"), tuple(b"\x01\x02"), bytes([]))
print(b"abc" == b"abc", b"abc" != b"abd", b"abc" < b"abd", b"ab" < b"abc", b"" == bytearray(b""), bytearray(b"x") == b"x")
print(b"abc" + b"def", b"ab" * 3, 2 * b"xy", b"a" * 0, b"b" in b"abc", b"bc" in b"abc", 98 in b"abc", 120 in b"abc")
print(bytearray(), bytearray(3), bytearray(b"abc"), bytearray([1, 2, 255]), bytearray("é", "utf-8"), bytearray(range(65, 70)))
print(repr(b"\r\x0b\x0c\x1b"), str(b"a'b"), repr(bytearray(b"'\"")), b"\x00" * 3, len(bytes(1000)))
total = 0
for x in b"\x01\x02\x03\xff":
    total += x
print(total, max(b"hello"), min(b"hello"), sorted(b"hello"), sum(bytearray(b"\x10\x20")))
print(b[::2], b[::-1], b[3:1:-1], b[100:])
print(hash(b"abc") == hash(b"abc"), b"abc".hex(), bytearray(b"\x00\x01").hex(), b"\xde\xad".hex())
acc = bytearray()
i = 0
while i < 40:
    acc.append((i * 37) % 256)
    i += 1
print(bytes(acc), len(acc), acc[10], acc[-5:])
print(b"abc"[1], b"abc"[1:2], bytearray(b"abc")[1], bytearray(b"abc")[1:2])
print(bytearray(b"q'"), [bytearray(b"it's")], repr(b"it's"))
