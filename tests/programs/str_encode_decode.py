# encode/decode: codecs and error handlers.
s = "naïve café — 日本語 😀!"
b = s.encode()
print(b, len(b), b.decode() == s)
print("abc".encode("ascii"), "é".encode("latin-1"), b"\xe9".decode("latin-1"), "ü".encode("utf-8"))
print("héllo".encode("ascii", "ignore"), "héllo".encode("ascii", "replace"), b"h\xffi".decode("utf-8", "replace"), b"h\xffi".decode("utf-8", "ignore"))
print("€".encode("utf-8"), "€".encode("ascii", "ignore"), "a€b".encode("ascii", "replace"), "a€b".encode("ascii", "xmlcharrefreplace"), "a€b".encode("ascii", "backslashreplace"))
print(b"\xe2\x82".decode("utf-8", "replace"), b"ok\x80".decode("ascii", "ignore"), "ÿ".encode("latin1"), b"\xff\xfe".decode("iso-8859-1"), "x".encode("UTF8"), b"y".decode("utf_8"))
