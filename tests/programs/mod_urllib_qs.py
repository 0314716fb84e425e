from urllib import parse
from _show import show


QS = ['', 'a=1', 'a=1&b=2', 'a=1&a=2&a=3', 'a', 'a=', '=b', '=', '&', '&&',
      'a=1&&b=2', 'a=1;b=2', 'a=b=c', 'a+b=c+d', 'a%20b=c%2Bd', 'k=%C3%A9',
      'k=%E9', '%zz=%4', 'x=1&y', 'x&y=&z=3', ' a = 1 ', 'a=1&b=2&', '&a=1',
      'name=J%C3%BCrgen+M%C3%BCller&city=K%C3%B6ln', 'q=%26%3D%23', 'é=ü',
      'a=1;b=2&c=3', 'a=%', 'a=%2', '+=+', 'a=1\nb=2']
for qs in QS:
    print('==', repr(qs))
    show('qsl', parse.parse_qsl, qs)
    show('qsl blank', parse.parse_qsl, qs, True)
    show('qsl strict', parse.parse_qsl, qs, strict_parsing=True)
    show('qsl blank strict', parse.parse_qsl, qs, True, True)
    show('qsl sep ;', parse.parse_qsl, qs, separator=';')
    show('qsl sep b;', parse.parse_qsl, qs, separator=b';')
    show('qsl sep ==', parse.parse_qsl, qs, True, separator='=')
    show('qsl latin', parse.parse_qsl, qs, encoding='latin-1')
    show('qsl strict-err', parse.parse_qsl, qs, errors='strict')
    show('qs', parse.parse_qs, qs)
    show('qs blank', parse.parse_qs, qs, keep_blank_values=True)
    for n in (0, 1, 2, 3):
        show('max %d' % n, parse.parse_qsl, qs, max_num_fields=n)
        show('qs max %d' % n, parse.parse_qs, qs, max_num_fields=n)
    try:
        b = qs.encode('ascii')
    except UnicodeEncodeError:
        continue
    show('bqsl', parse.parse_qsl, b, True)
    show('bqs', parse.parse_qs, b)
    show('bqs sep', parse.parse_qs, b, separator=b';')

for sep in [None, '', b'', 5, 0, ['&'], '&&', 'ab']:
    show('sep %r' % (sep,), parse.parse_qsl, 'a=1&&b=2ab=3', separator=sep)
for qs in [None, 5, 0, b'', bytearray(b'a=1'), ['a=1']]:
    show('qs %r' % (qs,), parse.parse_qsl, qs)
show('max None', parse.parse_qs, 'a=1', max_num_fields=None)
show('max str', parse.parse_qs, 'a=1', max_num_fields='1')

Q = [{'a': 1, 'b': 'two words', 'c': b'\xff\x00', 'd': None, 'e': 1.5},
     [('a', 1), ('a', 2), ('b', [1, 2]), ('c', (3, 'x y')), ('d', 'str'),
      ('e', b'by tes'), ('f', {'k': 1}), ('g', []), ('h', range(3)),
      (b'bk', 'v'), (5, 6), ('é', 'ü/€'), ('s', 'a/b:c'), ('t', True)],
     [], (), {}, '', [('only', 'one')], (('t', 'u'),)]
for q in Q:
    show('enc', parse.urlencode, q)
    show('enc doseq', parse.urlencode, q, True)
    show('enc safe', parse.urlencode, q, safe='/:')
    show('enc doseq safe', parse.urlencode, q, doseq=True, safe=b'/')
    show('enc quote', parse.urlencode, q, quote_via=parse.quote)
    show('enc quote doseq', parse.urlencode, q, True, '/', quote_via=parse.quote)
    show('enc latin', parse.urlencode, q, encoding='latin-1', errors='replace')
    show('enc ascii', parse.urlencode, q, True, encoding='ascii')
    show('enc custom', parse.urlencode, q, quote_via=lambda s, *a: '<%s|%d>' % (s, len(a)))

for bad in ['abc', [1], 5, None, [[1, 2]], ['ab'], 'a', [(1,)], [(1, 2, 3)],
            (x for x in [('a', 1)])]:
    show('bad %r' % (bad,) if type(bad).__name__ != 'generator' else 'bad gen',
         parse.urlencode, bad)


class M:
    def __init__(self, d):
        self.d = d

    def items(self):
        return list(self.d.items())


show('mapping-like', parse.urlencode, M({'x': 'y z', 'w': [1, 2]}), True)

import random
rnd = random.Random(1234)
alphabet = 'ab=&;+% %2%41é/?#xyz'
for i in range(400):
    qs = ''.join(rnd.choice(alphabet) for _ in range(rnd.randrange(12)))
    print(repr(qs), parse.parse_qsl(qs, rnd.random() < 0.5),
          parse.parse_qs(qs, True, separator=rnd.choice('&;')))
    pairs = [(''.join(rnd.choice(alphabet) for _ in range(3)),
              ''.join(rnd.choice(alphabet) for _ in range(4))) for _ in range(3)]
    enc = parse.urlencode(pairs)
    back = parse.parse_qsl(enc, True)
    print(enc, back == pairs)
