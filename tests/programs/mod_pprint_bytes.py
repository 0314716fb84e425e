try:
    import pprint
except ImportError:
    import pprint

b = bytes(range(256))
for w in (1, 5, 10, 20, 33, 50, 80):
    print('--', w)
    pprint.pprint(b[:40], width=w)
    pprint.pprint([b[:30], b'ab'], width=w)
    pprint.pprint({'k': b[100:140]}, width=w)
    pprint.pprint(bytearray(b[60:100]), width=w)
    pprint.pprint([bytearray(b'hello world how are you')], width=w)
pprint.pprint(b'abcd', width=1)
pprint.pprint(b'abcde', width=1)
pprint.pprint(bytearray(), width=1)
pprint.pprint(bytearray(b'abcde'), width=1)
pprint.pprint(b"it's", width=3)
pprint.pprint(b"quote's \"and\" more bytes here", width=10)
