from urllib import parse

BASES = ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q#f', 'http://a', 'http://a/',
         'http://a/b/', 'http:', 'http:?q', 'file:///tmp/x', 'mailto:x@y',
         'http://a/b/c/../../..', '/rel/base', 'rel/base', '', 'g',
         'svn+ssh://h/p/q', 'https://h/a/./b/../c/', 'ftp://u@h:21/d/e;type=a',
         'http://a//b//c', 'HTTP://A/B']
REFS = ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s',
        'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g',
        '../..', '../../', '../../g', '../../../g', '../../../../g', '/./g',
        '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h',
        'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x',
        'g#s/./x', 'g#s/../x', 'http:g', 'http:', 'https:g', 'http://x/y',
        '//x', 'a//b', './/g', 'g//', '/', '//', '///', '?', '#', 'mailto:z',
        'http:/g', 'http:?z', 'http:#z', 'HTTP:g']

for b in BASES:
    for r in REFS:
        print(repr(b), repr(r), repr(parse.urljoin(b, r)),
              repr(parse.urljoin(b, r, allow_fragments=False)))
    print(repr(parse.urljoin(b.encode(), b'../x')))
print(repr(parse.urljoin('', b'x')), repr(parse.urljoin(b'x', '')),
      repr(parse.urljoin(None, 5)))
for args in [(b'http://a/b', 'x'), ('http://a/b', b'x'), (5, 'x')]:
    try:
        print(parse.urljoin(*args))
    except Exception as e:
        print(type(e).__name__, e)

for u in ['http://a/b#c', 'http://a/b', 'http://a/b;p?q#', 'http://a/b;p?q#f#g',
          '#x', 'x#', '', 'mailto:a#b', 'http://a/b?#']:
    d = parse.urldefrag(u)
    print(repr(d), d.url, d.fragment, d.geturl(), d.encode(), d[0], d[1],
          tuple(d), d == (d.url, d.fragment))
    db = parse.urldefrag(u.encode())
    print(repr(db), db.geturl(), db.decode())

for parts in [('http', 'h', '/p', 'q', 'f'), ('http', '', 'p', '', ''),
              ('http', '', '//p', '', ''), ('', '', '//p', '', ''),
              ('', 'h', 'p', '', ''), ('mailto', '', 'a@b', '', ''),
              ('file', '', '/x', '', ''), ('file', '', '', '', ''),
              ('http', None, 'x', None, None), ('', '', '', '', ''),
              ('x', '', '', 'q', ''), ('git', '', 'repo', '', ''),
              (b'http', b'h', b'/p', b'', b'f'), (b'http', '', b'x', '', b''),
              ('http', b'h', '', '', ''), ['a', 'b', 'c', 'd', 'e']]:
    try:
        print(repr(parse.urlunsplit(parts)))
    except Exception as e:
        print(type(e).__name__, e)
    try:
        print(repr(parse.urlunparse(tuple(parts[:3]) + ('pp',) + tuple(parts[3:]))))
    except Exception as e:
        print(type(e).__name__, e)
for bad in [('a', 'b', 'c', 'd'), ('a',) * 6, (), 'abcde', 'abcdef']:
    for f in (parse.urlunsplit, parse.urlunparse):
        try:
            print(repr(f(bad)))
        except Exception as e:
            print(type(e).__name__, e)
print(parse.unwrap('<URL:http://a>'), parse.unwrap(' <http://x> '),
      parse.unwrap('URL:x'), parse.unwrap('plain'), parse.unwrap('<URL: y >'))
