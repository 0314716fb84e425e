# Sizes past what CPython's C types hold: OverflowError where CPython checks
# a length or converts to a C int, MemoryError where it only finds memory
# missing.
cases = [
    ('[1, 2] * 2**62', lambda: [1, 2] * 2**62),
    ('(1, 2) * 2**62', lambda: (1, 2) * 2**62),
    ('bytearray(b"ab") * 2**62', lambda: bytearray(b"ab") * 2**62),
    ('b"ab" * 2**62', lambda: b"ab" * 2**62),
    ('b"ab" * 2**61', lambda: b"ab" * 2**61),
    ('"ab" * 2**62', lambda: "ab" * 2**62),
    ('2**62 * b"ab"', lambda: 2**62 * b"ab"),
    ('b"a\\tb".expandtabs(2**62)', lambda: b"a\tb".expandtabs(2**62)),
    ('"a\\tb".expandtabs(-2**40)', lambda: "a\tb".expandtabs(-2**40)),
    ('"a\\tb".expandtabs(2**31)', lambda: "a\tb".expandtabs(2**31)),
    ('len("a\\tb".expandtabs(2**20))', lambda: len("a\tb".expandtabs(2**20))),
    ('"a\\tb".expandtabs(-2**31)', lambda: "a\tb".expandtabs(-2**31)),
]
for text, f in cases:
    try:
        print(text, repr(f()))
    except Exception as e:
        print(text, type(e).__name__, e)
