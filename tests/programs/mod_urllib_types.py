from urllib import parse
from _show import show


p = parse.urlparse('https://Us%40er:p%3Ass@Host.EXAMPLE:8443/a/b;x=1?q=2#frag')
s = parse.urlsplit('https://Us%40er:p%3Ass@Host.EXAMPLE:8443/a/b;x=1?q=2#frag')
for r in (p, s):
    print(type(r).__name__, r._fields, len(r), r[0], r[-1], r[1:3], list(r))
    print(isinstance(r, tuple), r == tuple(r), hash(r) == hash(tuple(r)))
    print(r.scheme, r.netloc, r.path, r.query, r.fragment)
    print(r.username, r.password, r.hostname, r.port)
    r2 = r._replace(netloc='other:1', fragment='')
    print(type(r2).__name__, repr(r2), r2.geturl(), r2.port, r2.hostname)
    print(r._asdict())
    print(repr(type(r)._make(list(r))))
    e = r.encode()
    print(type(e).__name__, repr(e), e.hostname, e.port, e.username, e.password)
    print(repr(e.decode()), e.decode() == r, repr(e._replace(path=b'/z').geturl()))
    print(repr(r.encode('utf-8', 'strict')), repr(e.decode('latin-1')))
    a, b, c, *rest = r
    print(a, b, c, rest)
    print(sorted([r, r2])[0] is not None, r < r2 or r >= r2)
    print(r.count('https'), r.index('https'))
    try:
        r.scheme = 'x'
    except AttributeError as ex:
        print('AttributeError')
    try:
        r.newattr = 1
    except AttributeError as ex:
        print('AttributeError', ex)
    print(r + ('x',))

print(repr(parse.SplitResult('a', 'b', 'c', 'd', 'e')))
print(repr(parse.ParseResult(scheme='h', netloc='n', path='/p', params='', query='', fragment='')))
print(repr(parse.DefragResult('u', 'f')), parse.DefragResult('u', '').geturl())
print(repr(parse.SplitResultBytes(b'h', b'u:p@n:5', b'/p', b'', b'').port))
print(parse.ParseResult('http', 'h', '/p', 'x', 'q', 'f').geturl())
print(parse.SplitResult('http', '[::1]:9', '/p', 'q', '').hostname)
print(parse.SplitResult('http', 'u@[FE80::A%Zone]:9', '', '', '').hostname)
print(parse.SplitResult('http', 'u@[FE80::A%Zone]:9', '', '', '').encode().hostname)
show('bad port', lambda: parse.SplitResult('http', 'h:x', '', '', '').port)
show('bad port b', lambda: parse.SplitResult('http', 'h:x', '', '', '').encode().port)
show('big port', lambda: parse.SplitResult('http', 'h:70000', '', '', '').port)
show('big port b', lambda: parse.SplitResultBytes(b'http', b'h:70000', b'', b'', b'').port)
show('arabic port', lambda: parse.SplitResult('http', 'h:\u0661', '', '', '').port)
show('none netloc', lambda: parse.SplitResult('http', None, '', '', '').port)
show('few', parse.SplitResult, 'a', 'b')
show('kw', parse.SplitResult, 'a', 'b', 'c', 'd', bogus=1)
show('encode err', lambda: parse.SplitResult('é', '', '', '', '').encode())
show('decode err', lambda: parse.SplitResultBytes(b'\xff', b'', b'', b'', b'').decode())
show('decode latin', lambda: parse.SplitResultBytes(b'\xff', b'', b'', b'', b'').decode('latin-1'))
for c in (parse.DefragResult, parse.SplitResult, parse.ParseResult, parse.ParseResultBytes):
    print([k.__name__ for k in c.__mro__ if k.__name__ != '_tuplebase'])  # Trellis namedtuples add _tuplebase
    print(type(c.__mro__[1].__doc__).__name__)
print(parse.uses_netloc, parse.uses_relative, parse.uses_params)
print(parse.non_hierarchical, parse.uses_query, parse.uses_fragment)
print(parse.scheme_chars, sorted(parse.__all__))
print(parse.clear_cache())
d = {parse.urlsplit('http://a/'): 1}
print(d[parse.urlsplit('http://a/')], parse.urlsplit('http://a/') == parse.urlsplit('http://a/'))
print(parse.urlsplit('http://a/') == ('http', 'a', '/', '', ''))
print(str(parse.urlsplit('http://a/')))
print(parse.urlparse('x')._fields, parse.urldefrag('x')._fields)
print(isinstance(parse.urlparse('x'), parse.ParseResult), isinstance(parse.urlsplit(b'x'), parse.SplitResultBytes))
print(issubclass(parse.ParseResult, tuple), issubclass(parse.DefragResultBytes, tuple))
print([c.__name__ for c in (parse.ParseResult, parse.SplitResult, parse.DefragResult,
                            parse.ParseResultBytes, parse.SplitResultBytes, parse.DefragResultBytes)])
for ga in (parse.ParseResult[str], parse.SplitResultBytes[bytes], parse.DefragResult[str], parse.DefragResultBytes[int]):
    print(ga.__origin__.__name__, ga.__args__, repr(ga).split('.')[-1])
print(type(parse.ParseResult[str]).__name__ in ('GenericAlias', '_GenericAlias'))
