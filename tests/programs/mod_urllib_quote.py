from urllib import parse
from _show import show


S = ['', 'abc', 'a b', 'a+b', 'a/b', 'a b/c+d', '~user', '_.-~', 'é', 'caf\u00e9 ü',
     '\u20ac', '\U0001f600', '%', '%41', 'a%2Fb', '?&=#;:@$,!*\'()[]',
     ''.join(chr(i) for i in range(128)), '\x00\x7f\x80\xff', 'x' * 50]
SAFE = ['/', '', ' ', '/:@', 'é/', '%', 'abc', b'/', b'\xff/', b'', '~+']
for s in S:
    show('quote', parse.quote, s)
    show('quote_plus', parse.quote_plus, s)
    for safe in SAFE:
        show('quote safe=%r' % (safe,), parse.quote, s, safe)
        show('quote_plus safe=%r' % (safe,), parse.quote_plus, s, safe)
    show('latin1', parse.quote, s, encoding='latin-1')
    show('latin1 replace', parse.quote, s, '', 'latin-1', 'replace')
    show('ascii ignore', parse.quote_plus, s, encoding='ascii', errors='ignore')
    show('ascii xml', parse.quote, s, encoding='ascii', errors='xmlcharrefreplace')
    b = s.encode('utf-8')
    show('bytes', parse.quote, b)
    show('bytes plus', parse.quote_plus, b, b'/')
    show('from_bytes', parse.quote_from_bytes, b)
    show('from_bytes ba', parse.quote_from_bytes, bytearray(b), '')
    show('plus ba', parse.quote_plus, bytearray(b))
    q = parse.quote(s)
    show('roundtrip', parse.unquote, q)
    show('roundtrip+', parse.unquote_plus, parse.quote_plus(s))

U = ['', 'abc', '%', '%%', '%4', '%41', '%41%42', '%4g', '%g4', '%+1', '% 1',
     'a%20b', 'a+b', '%2B', '%C3%A9', '%c3%a9', '%C3', '%C3A', '%E2%82%AC',
     '%F0%9F%98%80', '%FF', '%ff%fe', 'é%41é', 'é%C3%A9x%41', 'ü%', '%e9',
     '%80%80', 'x%zzy', '%0a%0D', '%00']
for u in U:
    show('unquote', parse.unquote, u)
    show('unquote latin', parse.unquote, u, 'latin-1')
    show('unquote strict', parse.unquote, u, errors='strict')
    show('unquote ignore', parse.unquote, u, 'utf-8', 'ignore')
    show('unquote None', parse.unquote, u, None, None)
    show('unquote_plus', parse.unquote_plus, u + '+x+')
    show('to_bytes', parse.unquote_to_bytes, u)
    show('to_bytes b', parse.unquote_to_bytes, u.encode())
    show('unquote b', parse.unquote, u.encode())
    show('to_bytes ba', parse.unquote_to_bytes, bytearray(u.encode()))

for bad in [None, 5, 1.5, ['a'], ['%'], (), b'', bytearray(b'a b'), bytearray()]:
    show('quote(%r)' % (bad,), parse.quote, bad)
    show('quote_plus(%r)' % (bad,), parse.quote_plus, bad)
    show('from_bytes(%r)' % (bad,), parse.quote_from_bytes, bad)
    show('unquote(%r)' % (bad,), parse.unquote, bad)
    show('unquote_to_bytes(%r)' % (bad,), parse.unquote_to_bytes, bad)
    show('unquote_plus(%r)' % (bad,), parse.unquote_plus, bad)
show('enc bytes', parse.quote, b'a', encoding='utf-8')
show('err bytes', parse.quote, b'a', errors='strict')
show('enc bytes plus', parse.quote_plus, b'a b', encoding='utf-8')
show('bad enc', parse.quote, 'a', encoding='nope')
show('bad enc2', parse.unquote, '%41', encoding='nope')
show('ascii strict', parse.quote, 'é', encoding='ascii')
show('safe int', parse.quote, 'a b', safe=5)
show('safe list', parse.quote, 'a b', safe=[32])
show('safe mixed', parse.quote_plus, 'a b', safe=b'/')
show('unquote_plus bytes', parse.unquote_plus, b'a+b')
