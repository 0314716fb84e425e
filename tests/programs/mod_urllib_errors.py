from urllib import parse
from urllib.parse import urlparse, urlsplit, quote
from _show import show


VALUES = ['http://a/b', b'http://a/b', '', b'', None, 0, 5, bytearray(b'x:y'),
          ['http://a'], 'é', b'\xff']
for v in VALUES:
    for w in ['', b'', 'https', b'https', None, 0]:
        show('split %r %r' % (v, w), urlsplit, v, w)
        show('parse %r %r' % (v, w), urlparse, v, w)
        show('join %r %r' % (v, w), parse.urljoin, v, w)
    show('defrag %r' % (v,), parse.urldefrag, v)
    show('qsl %r' % (v,), parse.parse_qsl, v)
    show('qs %r' % (v,), parse.parse_qs, v, True)
    show('unquote %r' % (v,), parse.unquote, v)
    show('unquote_plus %r' % (v,), parse.unquote_plus, v)
    show('quote %r' % (v,), quote, v)

for parts in [('http', 'a', '/p', 'q', 'f'), (b'http', b'a', b'/p', b'q', b'f'),
              ('http', b'a', '/p', '', ''), (b'http', 'a', b'', b'', b''),
              ('', b'', '', b'', ''), (None, 'a', 'p', 'q', 'f'), (5, 'a', 'p', 'q', 'f'),
              ('http', 5, 'p', 'q', 'f'), ('http', 'a', None, '', ''),
              ('http', '', None, '', ''), ('http', 'a', 5, '', ''),
              (b'', b'', b'', b'', b''), iter(['a', 'b', 'c', 'd', 'e']),
              [b'a', b'b', b'c', b'd', b'e'], ('a', 'b', 'c', 'd', 'e', 'f'), ('a', 'b')]:
    show('unsplit %r' % (parts,) if not hasattr(parts, '__next__') else 'unsplit iter',
         parse.urlunsplit, parts)
for parts in [('http', 'a', '/p', 'x', 'q', 'f'), (b'http', b'a', b'/p', b'x', b'q', b'f'),
              ('http', 'a', None, 'x', '', ''), ('http', 'a', '/p', 5, '', ''),
              ('http', 'a', '/p', b'x', '', ''), ('http', 'a', 5, 'x', '', ''),
              (b'http', b'a', b'/p', b'', b'', b'')]:
    show('unparse %r' % (parts,), parse.urlunparse, parts)

show('allow_fragments obj', urlsplit, 'http://a/b#c', '', [])
show('allow_fragments obj2', urlsplit, 'http://a/b#c', '', [0])
show('allow_fragments None', urlparse, 'http://a/b#c', allow_fragments=None)
show('join nofrag', parse.urljoin, 'http://a/b#c', 'd#e', 0)
show('kw', urlsplit, url='http://x', scheme='s', allow_fragments=False)
show('kw bad', urlsplit, 'http://x', bogus=1)
show('noargs', urlsplit)
show('too many', urlsplit, 'a', 'b', True, 1)
show('qs kw bad', parse.parse_qs, 'a=1', bogus=1)
show('quote many', quote, 'a', '/', None, None, 1)
show('urlencode kw', parse.urlencode, query={'a': 'b'}, doseq=1, safe='/', encoding='utf-8', errors='strict', quote_via=quote)
print(parse.urlsplit('http://a/b?c#d').geturl(), urlparse(b'http://a/b;c?d#e').geturl())

import random
rnd = random.Random(5)
for i in range(300):
    n = rnd.randrange(8)
    host = ''.join(rnd.choice('0123456789abcdefABCDEF:.%v[]xz') for _ in range(n))
    url = 'http://[' + host + ']:80/p'
    r = show('ip %r' % host, urlsplit, url)
    if r is not None:
        show(' host', lambda: r.hostname)
        show(' port', lambda: r.port)
for host in ['::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8',
             '1:2:3:4:5:6:7:8:9', '1::2::3', ':1::2', '1::2:', '1:2:3:4:5:6:1.2.3.4',
             '::1.2.3.4', '::01.2.3.4', '::1.2.3', '::256.1.1.1', '1:2:3:4:5:6:7:1.2.3.4',
             '12345::', 'g::', '::%', '::%a', '::%a%b', '1.2.3.4%x', 'v1.a', 'V1.a',
             'v.a', 'v1a', 'v1.', 'vg.a', 'v12AF.x:y', '0.0.0.0', '00.0.0.0',
             '1:2:3:4:5:6:7', ':', ':::', '1:2:3:4:5:6::7:8', '::ffff:1.2.3.4%eth0',
             '\u0661::1', 'fe80::1%\u00e9']:
    show('host %r' % host, urlsplit, 'http://[' + host + ']/')
show('parse frag list', urlparse, 'http://a/b#c', '', [])
show('parse frag list b', urlparse, b'http://a/b#c', 'x', [])
show('join frag list', parse.urljoin, 'http://a/b#c', 'x', [])
show('join frag list2', parse.urljoin, 'http://a/b#c', b'x', [])
show('join frag list3', parse.urljoin, '', b'x', [])
show('split frag dict', urlsplit, 'http://a/b#c', allow_fragments={})
show('split scheme list', urlsplit, 'http://a/b#c', ['x'])
show('split scheme list2', urlsplit, b'http://a/b#c', ['x'])
show('split scheme empty list', urlsplit, 'http://a/b#c', [])
show('parse scheme empty list', urlparse, 'http://a/b#c', [])
show('parse scheme empty list2', urlparse, 'http://a/b#c', [], [])
show('parse scheme None', urlparse, 'http://a/b#c', None)
show('parse scheme 0', urlparse, 'http://a/b#c', 0)
show('split scheme 0', urlsplit, 'http://a/b#c', 0)
show('split scheme None', urlsplit, 'http://a/b#c', None)
