import base64, binascii, random
rng = random.Random(2024)
def t(f):
    try:
        return repr(f())
    except Exception as e:
        return '%s.%s: %s' % (type(e).__module__, type(e).__name__, e)
def rbytes(n, alphabet=None):
    if alphabet is None:
        return bytes(rng.randrange(256) for _ in range(n))
    return bytes(rng.choice(alphabet) for _ in range(n))
out = []
for n in list(range(0, 30)) + [rng.randrange(30, 400) for _ in range(40)]:
    d = rbytes(n) if n % 4 else rbytes(n, b'\0\0\0 ab')
    for enc, dec in [(base64.b64encode, base64.b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                     (base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode),
                     (base64.b16encode, base64.b16decode), (base64.b85encode, base64.b85decode),
                     (base64.a85encode, base64.a85decode), (base64.encodebytes, base64.decodebytes)]:
        e = enc(d)
        out.append(t(lambda: e))
        out.append(t(lambda: dec(e) == d))
    for kw in [dict(pad=True), dict(foldspaces=True), dict(wrapcol=7), dict(adobe=True, wrapcol=5), dict(adobe=True, pad=True, foldspaces=True, wrapcol=3)]:
        e = base64.a85encode(d, **kw)
        out.append(t(lambda: e))
        out.append(t(lambda: base64.a85decode(e, foldspaces=kw.get('foldspaces', False), adobe=kw.get('adobe', False))))
    out.append(t(lambda: base64.b85encode(d, pad=True)))
    out.append(t(lambda: base64.b64encode(d, altchars=b'*!')))
B32 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
for trial in range(200):
    s = rbytes(rng.choice([0, 8, 8, 8, 16, 16, 7, 9, 24]), B32[:6] + b'====01lI0ab' if trial % 2 else B32 + b'=')
    out.append(t(lambda: base64.b32decode(s)))
    out.append(t(lambda: base64.b32decode(s, casefold=True, map01=b'L')))
    out.append(t(lambda: base64.b32hexdecode(s, casefold=True)))
for trial in range(150):
    s = rbytes(rng.randrange(0, 16), bytes(range(33, 118)) + b'zy \n~<>{' if trial % 2 else b'!!!uuus8W-"z ')
    out.append(t(lambda: base64.a85decode(s)))
    out.append(t(lambda: base64.a85decode(s, foldspaces=True, adobe=True)))
    out.append(t(lambda: base64.a85decode(b'<~' + s + b'~>', adobe=True)))
    s2 = rbytes(rng.randrange(0, 16), bytes(range(33, 127)) if trial % 2 else b'|NsC0~{}')
    out.append(t(lambda: base64.b85decode(s2)))
for trial in range(150):
    s = rbytes(rng.randrange(0, 14), b'YWJjZA=+/-_\n ')
    out.append(t(lambda: base64.b64decode(s)))
    out.append(t(lambda: base64.b64decode(s, validate=True)))
    out.append(t(lambda: base64.urlsafe_b64decode(s)))
    out.append(t(lambda: base64.b64decode(s, altchars=b'-_', validate=True)))
    s16 = rbytes(rng.randrange(0, 7), b'0123456789ABCDEFabcdefg ')
    out.append(t(lambda: base64.b16decode(s16)))
    out.append(t(lambda: base64.b16decode(s16, casefold=True)))
for i, l in enumerate(out):
    print(i, l)
