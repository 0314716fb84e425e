import binascii, random
rng = random.Random(99)
def t(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s.%s: %s' % (type(e).__module__, type(e).__name__, e)
def rbytes(n, alphabet=None):
    if alphabet is None:
        return bytes(rng.randrange(256) for _ in range(n))
    return bytes(rng.choice(alphabet) for _ in range(n))
lines = []
B64 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
for n in list(range(0, 12)) + [rng.randrange(40, 200) for _ in range(2)]:
    d = rbytes(n)
    e = binascii.b2a_base64(d)
    lines.append(t(lambda: e))
    lines.append(t(lambda: binascii.b2a_base64(d, newline=False)))
    lines.append(t(lambda: binascii.a2b_base64(e) == d))
    lines.append(t(lambda: binascii.a2b_base64(e, strict_mode=True) == d))
    lines.append(t(lambda: binascii.hexlify(d)))
    lines.append(t(lambda: binascii.unhexlify(binascii.hexlify(d)) == d))
    lines.append(t(lambda: binascii.crc32(d)))
    lines.append(t(lambda: binascii.crc32(d, n * 7919)))
    lines.append(t(lambda: binascii.crc_hqx(d, n)))
    for sep in ['-', b':']:
        for per in [1, 2, -3, 0]:
            lines.append(t(lambda: binascii.hexlify(d, sep, per)))
    if n <= 45:
        lines.append(t(lambda: binascii.b2a_uu(d)))
        lines.append(t(lambda: binascii.b2a_uu(d, backtick=True)))
        lines.append(t(lambda: binascii.a2b_uu(binascii.b2a_uu(d)) == d))
        lines.append(t(lambda: binascii.a2b_uu(binascii.b2a_uu(d, backtick=True)) == d))
# malformed base64: random mixes of digits, '=', junk
alph = B64 + b'====\n \x00!-_'
for trial in range(200):
    s = rbytes(rng.randrange(0, 14), alph if trial % 3 else B64[:8] + b'==')
    lines.append(t(lambda: (s, binascii.a2b_base64(s))))
    lines.append(t(lambda: (s, binascii.a2b_base64(s, strict_mode=True))))
    if trial % 5 == 0:
        lines.append(t(lambda: (s, binascii.a2b_base64(s.decode('latin-1')))))
# malformed hex
for trial in range(50):
    s = rbytes(rng.randrange(0, 9), b'0123456789abcdefABCDEFgG \n')
    lines.append(t(lambda: (s, binascii.unhexlify(s))))
    lines.append(t(lambda: binascii.a2b_hex(s.decode())))
# malformed uu
ualph = bytes(range(32, 97)) + b'\n\r~\x00 `'
for trial in range(150):
    s = bytes([rng.randrange(32, 60)]) + rbytes(rng.randrange(0, 12), ualph)
    if trial % 7 == 0:
        s = rbytes(rng.randrange(0, 4), ualph)
    lines.append(t(lambda: (s, binascii.a2b_uu(s))))
# quoted-printable
qalph = b'ab \t\r\n=._\x00\x7f\x80\xff3FfG'
for trial in range(200):
    s = rbytes(rng.randrange(0, 30), qalph)
    if trial % 10 == 0:
        s = rbytes(rng.randrange(60, 200), b'abc   \t\n')
    for args in [(), (True,), (False, False), (False, True, True), (True, False, True)]:
        lines.append(t(lambda: (s, binascii.b2a_qp(s, *args))))
    lines.append(t(lambda: binascii.a2b_qp(s)))
    lines.append(t(lambda: binascii.a2b_qp(s, header=True)))
    lines.append(t(lambda: binascii.a2b_qp(binascii.b2a_qp(s)) == s))
for i, l in enumerate(lines):
    print(i, l)
lines = []
for trial in range(40):
    s = rbytes(rng.randrange(50, 400), b'abcdefgh \t=\x01\xfe.' if trial % 2 else b'abcdefghijk  ')
    if trial % 3 == 0:
        s = s.replace(b'e', b'\r\n')
    if trial % 4 == 0:
        s = s.replace(b'f', b'\n.\n')
    for args in [(), (True,), (False, False), (False, True, True), (True, False, True)]:
        lines.append(t(lambda: (s, binascii.b2a_qp(s, *args))))
    lines.append(t(lambda: binascii.a2b_qp(binascii.b2a_qp(s)) == s))
for i, l in enumerate(lines):
    print(i, l)
