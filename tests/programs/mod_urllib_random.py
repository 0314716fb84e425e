import random
from urllib import parse

rnd = random.Random(20240611)
SCHEMES = ['http', 'HTTPS', 'ftp', 'file', 'mailto', 'svn+ssh', 'x-y.z', '',
           'sip', 'tel', 'git', 'ws', 'news', '1bad', 'a_b']
HOSTS = ['example.com', 'EXAMPLE.org', '127.0.0.1', '[::1]', '[2001:DB8::1]',
         '[fe80::1%eth0]', 'h', '', 'xn--bcher-kva.example', 'caf\u00e9.fr',
         '[::ffff:1.2.3.4]', '[1:2:3:4:5:6:7:8]', '[v1.fe]']
USERS = ['', 'user@', 'user:pw@', ':@', 'u%40x:p%3A@', 'a@b@', 'USER:@']
PORTS = ['', ':80', ':', ':0', ':65535', ':65536', ':8a', ':00080']
SEGS = ['a', 'b', '.', '..', '', 'c;p', 'd;p=1', 'e%20f', 'g h', '\u00fc', '~x',
        'i:j', 'k@l']
QUERIES = ['', '?', '?a=1', '?a=1&b=2', '?x=/y?z', '?q=a%20b+c', '?;']
FRAGS = ['', '#', '#f', '#f?g', '#a/b', '#x#y']
CHUNKS = ['/', '//', '?', '#', ';', ':', '@', '[', ']', '%', 'a', 'B', '1', '.',
          ' ', '\t', '\n', '\x00', '+', '-', '\u00e9', '\uff0f', '=']


def rand_url():
    if rnd.random() < 0.2:
        return ''.join(rnd.choice(CHUNKS) for _ in range(rnd.randrange(15)))
    s = rnd.choice(SCHEMES)
    u = s + ':' if s else ''
    if rnd.random() < 0.8:
        u += '//' + rnd.choice(USERS) + rnd.choice(HOSTS) + rnd.choice(PORTS)
    path = '/'.join(rnd.choice(SEGS) for _ in range(rnd.randrange(5)))
    if path and rnd.random() < 0.7:
        path = '/' + path
    return u + path + rnd.choice(QUERIES) + rnd.choice(FRAGS)


def attempt(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


def props(r):
    out = []
    for name in ('username', 'password', 'hostname', 'port'):
        try:
            out.append(repr(getattr(r, name)))
        except ValueError as e:
            out.append('ValueError: %s' % e)
    return ' '.join(out)


for i in range(1500):
    u = rand_url()
    print(i, repr(u))
    print(' s', attempt(parse.urlsplit, u))
    print(' p', attempt(parse.urlparse, u, 'dflt', rnd.random() < 0.5))
    try:
        s = parse.urlsplit(u)
        p = parse.urlparse(u)
    except ValueError:
        continue
    print(' us', repr(parse.urlunsplit(s)), repr(parse.urlunparse(p)), props(s), props(p))
    print(' rt', attempt(lambda: parse.urlsplit(parse.urlunsplit(s)) == s))
    base = rand_url()
    print(' j', attempt(parse.urljoin, base, u), attempt(parse.urljoin, u, base, False))
    print(' d', attempt(parse.urldefrag, u))
    try:
        b = u.encode('ascii')
    except UnicodeEncodeError:
        continue
    print(' b', attempt(parse.urlsplit, b), attempt(parse.urljoin, b, b'../x?y'))
