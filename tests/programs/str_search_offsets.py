# find/index/count/startswith/endswith with start and end, on ASCII and
# non-ASCII text: offsets are code points either way.
texts = ['hello world, hello', 'héllo wörld, héllo', 'ab' * 20, '€uro €uro', '']
for t in texts:
    for sub in ['hello', 'héllo', 'l', 'o', 'ab', '€', '']:
        row = []
        for start, end in [(None, None), (0, None), (3, None), (-5, None), (2, 9), (-100, 100), (50, None), (5, 2)]:
            args = () if start is None else ((start,) if end is None else (start, end))
            row.append((t.find(sub, *args), t.rfind(sub, *args), t.count(sub, *args),
                        t.startswith(sub, *args), t.endswith(sub, *args)))
            try:
                row.append(t.index(sub, *args))
            except ValueError as e:
                row.append(str(e))
        print(repr(t), repr(sub), row)
print('abcabc'.startswith(('x', 'bc'), 1), 'abcabc'.endswith(('x', 'ab'), 0, 5))
b = bytearray(b'abc')
for i in range(1000):
    b.append(i % 256)
b.extend(b'xyz')
print(len(b), b.count(7), b.find(b'xyz'), b[-5:], b.startswith(b'abc'), b.index(255, 100))
print(b'hello'.find(b'', 3, 1), b'hello'.count(b'', 3, 1), b'hello'.startswith(b'', 3, 1), b'hello'.find(b'', 5))
