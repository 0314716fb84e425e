# Random documents from a small alphabet, parsed with random options; the
# state, the interpolated values, items() and write() are printed.
import configparser
import random
import io

rng = random.Random(12345)
PIECES = ['[', ']', '[sec]', '[DEFAULT]', '[Other]', '=', ':', ' = ', ': ', '#', ';', ' ', '  ', '\t',
          '%', '%%', '%(a)s', '%(b)s', '%(', ')s', '$', '$$', '${a}', '${sec:b}', '${', '}',
          'a', 'b', 'A', 'key', 'val', '\n', '\n', '\n', '\n  ', '\n\t', '\r', '\x0c', '\u00a0', 'é',
          '==', '=>', '->', 'is']

def make_doc():
    n = rng.randint(0, 40)
    parts = []
    if rng.random() < 0.8:
        parts.append('[sec]\n')
    for _ in range(n):
        parts.append(rng.choice(PIECES))
    return ''.join(parts)

def make_kwargs():
    kw = {}
    if rng.random() < 0.5:
        kw['allow_no_value'] = True
    if rng.random() < 0.3:
        kw['inline_comment_prefixes'] = rng.choice([('#',), (';', '#'), ('//',), ('#', '##')])
    if rng.random() < 0.2:
        kw['comment_prefixes'] = rng.choice([(), ('#',), ('//', ';'), None])
    if rng.random() < 0.3:
        kw['strict'] = False
    if rng.random() < 0.3:
        kw['empty_lines_in_values'] = False
    if rng.random() < 0.3:
        kw['delimiters'] = rng.choice([('=',), (':',), ('==', '='), ('=>', '->'), ('is',), ['=', ':'], ('a',)])
    if rng.random() < 0.2:
        kw['default_section'] = rng.choice(['sec', 'Other', 'general'])
    r = rng.random()
    if r < 0.3:
        kw['interpolation'] = configparser.ExtendedInterpolation()
    elif r < 0.4:
        kw['interpolation'] = None
    return kw

def describe(e):
    return '%s: %s %r' % (type(e).__name__, e, e.args)

for case in range(100):
    doc = make_doc()
    kw = make_kwargs()
    cls = rng.choice([configparser.ConfigParser, configparser.RawConfigParser])
    cp = cls(**kw)
    print('#%d %s %r %r' % (case, cls.__name__, sorted((k, repr(v) if k != 'interpolation' else type(v).__name__) for k, v in kw.items()), doc))
    how = rng.random()
    try:
        if how < 0.6:
            cp.read_string(doc)
        elif how < 0.8:
            cp.read_file(doc.splitlines(True), source='lines')
        else:
            # lines with embedded line breaks
            chunks = []
            i = 0
            while i < len(doc):
                j = i + rng.randint(1, 12)
                chunks.append(doc[i:j])
                i = j
            cp.read_file(chunks)
    except (configparser.Error, AttributeError) as e:
        print('  read:', describe(e))
    print('  defaults', cp._defaults)
    for s in cp._sections:
        print('  section %r %r' % (s, cp._sections[s]))
    for s in list(cp):
        try:
            opts = list(cp[s])
        except Exception as e:
            print('  list:', describe(e))
            continue
        for o in opts:
            try:
                print('   get %r %r = %r' % (s, o, cp.get(s, o)))
            except Exception as e:
                print('   get %r %r: %s' % (s, o, describe(e)))
        if s != cp.default_section:
            try:
                print('   items', cp.items(s))
            except Exception as e:
                print('   items:', describe(e))
    out = io.StringIO()
    try:
        cp.write(out, space_around_delimiters=rng.random() < 0.5)
        print('  write', repr(out.getvalue()))
    except Exception as e:
        print('  write:', describe(e))
