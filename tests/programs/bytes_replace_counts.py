for b in [b'', b'a', b'abcabc', b'aaaa', bytearray(b'xaxbx')]:
    for old, new, cnt in [(b'a', b'XY', -1), (b'', b'-', -1), (b'', b'-', 2), (b'aa', b'b', -1), (b'x', b'', 1), (b'zz', b'q', -1), (b'abc', b'', 5)]:
        print(b, old, new, cnt, b.replace(old, new, cnt))
