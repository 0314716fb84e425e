from urllib import parse
from _show import show


URLS = [
    'http://www.python.org/doc/?x=1#frag',
    'https://user:pass@example.com:8080/path/to/page.html;params?q=1&r=2#top',
    'HTTP://Example.COM/',
    'ftp://ftp.example.org/pub/file.txt',
    'file:///etc/passwd',
    'file:/etc/passwd',
    'mailto:someone@example.com',
    'news:comp.lang.python',
    'tel:+1-816-555-1212',
    'urn:isbn:0451450523',
    '//example.com/path',
    '/just/a/path?and=query',
    'relative/path;p?q#f',
    'path;p1;p2/x;y',
    ';p',
    '',
    '#only-fragment',
    '?only=query',
    'http://[::1]:80/',
    'http://[2001:db8::7]/c=GB?objectClass?one',
    'http://[fe80::1%25eth0]:8080/',
    'http://[::ffff:192.0.2.128]/',
    'http://[v7.future]/',
    'http://[abc]/',
    'http://[1.2.3.4]/',
    'http://[::1/',
    'http://::1]/',
    'http://]x[/',
    'http://[]/',
    'http://[vz.x]/',
    'http://[v1.]/',
    'http://a]b/',
    'http://user@host',
    'http://user@',
    'http://@host',
    'http://:@host:',
    'http://a:b:c@host:1:2',
    'http://a@b@c/',
    'http://host:080/',
    'http://host:65535/',
    'http://host:65536/',
    'http://host:-1/',
    'http://host:+80/',
    'http://host:8x/',
    'http://host: 80/',
    'http://HOST.Example.Com.:443',
    '  http://spaces.example/  ',
    '\x00\x01 \thttp://ctl.example/',
    'ht\ttp://ta\rb.exa\nmple/pa\tth',
    'http://\u00e9xample.com/caf\u00e9',
    'http://a\uff0fb/',
    'http://a\uff1ab/',
    'http://\u2100/',
    'http://\u00fc\u00df/',
    'svn+ssh://svn.example/repo',
    'git+ssh://git@github.com/x/y.git',
    '1http://x/',
    'h1+-.:x',
    'h_t:x',
    ':x',
    'c:\\windows\\path',
    'http:',
    'http:/',
    'http://',
    'http:///',
    'http:?q',
    'http:#f',
    'javascript:alert(1)',
    'data:text/plain;base64,SGVsbG8=',
    'sip:alice@atlanta.com;transport=tcp',
    'rtsps://media.example/stream;x',
    'a://b/c;d?e#f#g?h',
    'http://x/y?z#w?v#u',
    'scheme://net/loc?q=a/b;c',
    '\u00e9http://x/',
    'http://host/%7Euser/a%20b',
    'HTTPS://[::1]:443/x',
    'http://[::1]x/',
    'http://[::1]:x/',
    'http://[::1]:/',
]

for u in URLS:
    print('==', repr(u))
    s = show('split', parse.urlsplit, u)
    p = show('parse', parse.urlparse, u)
    show('nofrag', parse.urlsplit, u, allow_fragments=False)
    show('parse-nofrag', parse.urlparse, u, '', False)
    show('default', parse.urlparse, u, 'https')
    for r in (s, p):
        if r is None:
            continue
        show(' username', lambda: r.username)
        show(' password', lambda: r.password)
        show(' hostname', lambda: r.hostname)
        show(' port', lambda: r.port)
        show(' geturl', r.geturl)
    try:
        b = u.encode('ascii')
    except UnicodeEncodeError:
        continue
    sb = show('bsplit', parse.urlsplit, b)
    pb = show('bparse', parse.urlparse, b, b'gopher')
    for r in (sb, pb):
        if r is None:
            continue
        show(' busername', lambda: r.username)
        show(' bpassword', lambda: r.password)
        show(' bhostname', lambda: r.hostname)
        show(' bport', lambda: r.port)
        show(' bgeturl', r.geturl)
        show(' decode', r.decode)
