print('abc'.translate({97: 'x', 98: None}))
print(str.maketrans('ab', 'xy'))
print('abcab'.translate(str.maketrans('ab', 'xy', 'c')))
print(str.maketrans({'a': 1, 5: 'q'}))
print('hello'.translate({ord('l'): 'LL', ord('o'): 0x263a}))
print('héllo wörld'.translate(str.maketrans('éö', 'eo')))
print('abc'.maketrans('a', 'b'))
class T:
    def __getitem__(self, k):
        if k == 98:
            raise KeyError(k)
        if k == 99:
            raise IndexError(k)
        return chr(k).upper()
print('abcd'.translate(T()))
print('abc'.translate([None, 'z'] * 50))
for bad in [lambda: str.maketrans('ab', 'x'), lambda: str.maketrans(1, 'x'), lambda: str.maketrans('a', 2),
            lambda: str.maketrans([1]), lambda: str.maketrans({'ab': 1}), lambda: str.maketrans({1.5: 1}),
            lambda: 'a'.translate({97: 1.5}), lambda: 'a'.translate({97: -1}), lambda: 'a'.translate({97: 0x110000}),
            lambda: bytes.maketrans(b'ab', b'c'), lambda: str.maketrans('a', 'b', 3)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
t = bytes.maketrans(b'abc', b'xyz')
print(len(t), t[97:100], b'aabbcc'.translate(t), b'abc'.translate(t, b'b'))
print(bytearray.maketrans(b'a', b'b')[97])
