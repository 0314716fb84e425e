# UnicodeDecodeError and UnicodeEncodeError: their five arguments, fields and str().
for data in (b"\xff\xfe", b"ab\xc3", b"a\xe2\x28\xa1", b"\x80abc"):
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        print(repr(e.encoding), e.object, e.start, e.end, repr(e.reason), "|", e, "|", e.args)
try:
    b"caf\xe9".decode("ascii")
except UnicodeDecodeError as e:
    print(e.encoding, e.start, e.end, e.reason, "|", e)
try:
    str(b"\xff", "utf-8")
except UnicodeError as e:
    print(type(e).__name__, e.start, e)
for s in ("café", "naïve ☃ x", "a\U0001F600b"):
    try:
        s.encode("ascii")
    except UnicodeEncodeError as e:
        print(e.encoding, repr(e.object), e.start, e.end, e.reason, "|", e)
try:
    "☃☃x".encode("latin-1")
except UnicodeEncodeError as e:
    print(e.start, e.end, e)
e = UnicodeDecodeError("utf-8", b"\x00\xff", 1, 2, "bad byte")
print(e, e.start, e.object, repr(e))
e = UnicodeEncodeError("ascii", "x\u20acy", 1, 2, "no euro")
print(e, e.end)
print(b"\xff".decode("utf-8", "replace"), b"\xffa".decode("ascii", "ignore"))
b"ok\xfe".decode()
