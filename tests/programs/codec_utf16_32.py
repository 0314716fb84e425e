"""UTF-16 and UTF-32 codecs: byte-order marks written and read, both byte
orders, characters outside the Basic Multilingual Plane as surrogate
pairs, and every decoding error with CPython's message, positions and
error handlers."""

text = "hé€😀 z"
for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be",
            "utf16", "U16", "utf_16_le", "UTF-16BE", "utf32", "u32", "utf_32le", "UTF_32_BE"]:
    data = text.encode(enc)
    back = data.decode(enc)
    print(f"{enc:10} {len(data):3} {data[:12]!r} {back == text}")
print("".encode("utf-16"), "".encode("utf-32"), "".encode("utf-16-le"))
print(b"\xff\xfeh\x00".decode("utf-16"), b"\xfe\xff\x00h".decode("utf-16"), b"h\x00".decode("utf-16"))
print(repr(b"\xff\xfeh\x00".decode("utf-16-le")), repr(b"".decode("utf-32")), repr(b"\xff\xfe".decode("utf-16")))
print(repr("\ufeffx".encode("utf-16").decode("utf-16")))
print(bytearray("ab".encode("utf-16-be")).decode("utf-16-be"))

bad = [
    ("utf-16-le", b"h\x00i"), ("utf-16-le", b"\x00\xd8"), ("utf-16-le", b"\x00\xd8a\x00"),
    ("utf-16-le", b"\x00\xdca\x00"), ("utf-16-be", b"\xd8\x00\x00a"), ("utf-16", b"\xff\xfeh\x00i"),
    ("utf-16", b"\xfe\xff\x00h\x00"), ("utf-16", b"h\x00i"), ("utf-16-le", b"\x00\xd8\x00"),
    ("utf-16-le", b"a\x00\x00\xd8\x00"), ("utf-16-le", b"\x00\xd8\x00\xd8a\x00"),
    ("utf-32-le", b"h\x00\x00\x00i"), ("utf-32-le", b"\x00\x00\x11\x00"), ("utf-32-le", b"\x00\xd8\x00\x00"),
    ("utf-32-be", b"\x00\x00\x00"), ("utf-32", b"\x00\x00\xfe\xff\x00\x00\x00h\x00"),
    ("utf-32-le", b"\x00\x00\x00\x00\xff\xff\xff\xff"),
]
for enc, data in bad:
    for errors in ["strict", "replace", "ignore", "backslashreplace"]:
        try:
            r = data.decode(enc, errors)
        except UnicodeDecodeError as e:
            print(f"{enc} {data!r} {errors}: {e} | {e.encoding} {e.start} {e.end} {e.reason}")
        else:
            print(f"{enc} {data!r} {errors}: {r!r}")
try:
    b"x\x00".decode("utf16le")
except LookupError as e:
    print("LookupError:", e)
print(len(("😀" * 1000).encode("utf-16-le")), len(("😀" * 1000).encode("utf-32")))
