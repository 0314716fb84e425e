# bytes split/rsplit/splitlines by ranges, whitespace splits with maxsplit
# keeping the unsplit rest as it stands, and case mappings.
for d in [b'', b'a', b'a\nb', b'a\r\nb\r', b'\n\n', b'x\ry\r\n\nz', b'  a  b  c  ', b'a,b,,c,', b',']:
    for keep in (False, True):
        print(d.splitlines(keep), bytearray(d).splitlines(keepends=keep))
    print(d.split(), d.split(None, 1), d.rsplit(None, 1), d.split(b','), d.rsplit(b',', 1), d.split(b',', 2), bytearray(d).split())
    print(d.upper(), 'ÉSS'.lower(), 'ΑΣ ΣΑ ΑΣ.'.lower(), 'hello wORLD ΣΑΣ'.title(), 'ΑΣ'.swapcase(), 'σΑΣ'.capitalize(), 'ß'.upper(), 'ﬁ'.casefold())
for t in ['  a  b  c  ', 'a b', ' a ', '', '   ', 'a\tb\nc d ']:
    for m in (0, 1, 2, 5):
        print(repr(t), m, t.split(None, m), t.rsplit(None, m), t.encode().split(None, m), t.encode().rsplit(None, m))
print(len(("a" * 300).upper()), ("ab" * 10).title())
