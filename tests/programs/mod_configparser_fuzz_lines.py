# Random documents built line by line (headers, options, comments,
# continuations, blank lines) with random fragments, random parser
# options; the state, values, items(), getters and write() are printed.
import configparser
import random
import io

rng = random.Random(2024)
NAMES = ['a', 'b', 'Key', 'KEY', 'x y', 'sec', 'DEFAULT', 'Other', 'é', 'a]b', '[x]', 'k=v', 'n:m', '']
VALUES = ['1', '0', 'yes', 'off', '3.5', '-2', 'text', 'two words', '%(a)s', '%(b)s/x', '100%%', '50%',
          '${a}', '${sec:b}', '$$', '$', '', 'a ; b', 'a # b', 'a;b', '  spaced  ', '%(nope)s', '${Other:a}',
          '%(A)s', '\x0c', 'v\r', '= =', ': x']
SPACES = ['', ' ', '  ', '\t', ' \t ', '\u3000']

def line():
    r = rng.random()
    ind = rng.choice(SPACES) if rng.random() < 0.3 else ''
    if r < 0.15:
        return ind + '[' + rng.choice(NAMES) + ']' + rng.choice(['', ' ', ' ; c', ']', ' # c'])
    if r < 0.6:
        d = rng.choice(['=', ':', ' = ', ': ', ' =', '==', '=>', ' is '])
        return ind + rng.choice(NAMES) + d + rng.choice(VALUES)
    if r < 0.7:
        return ind + rng.choice(NAMES)
    if r < 0.8:
        return rng.choice(['  ', '\t', '    ']) + rng.choice(VALUES + NAMES)
    if r < 0.9:
        return ind + rng.choice(['#', ';', '//', '##']) + ' comment ' + rng.choice(VALUES)
    return rng.choice(['', ' ', '\t'])

def make_kwargs():
    kw = {}
    if rng.random() < 0.5:
        kw['allow_no_value'] = True
    if rng.random() < 0.3:
        kw['inline_comment_prefixes'] = rng.choice([('#',), (';', '#'), ('//',), ('#', '##')])
    if rng.random() < 0.2:
        kw['comment_prefixes'] = rng.choice([(), ('#',), ('//', ';'), None])
    if rng.random() < 0.5:
        kw['strict'] = False
    if rng.random() < 0.3:
        kw['empty_lines_in_values'] = False
    if rng.random() < 0.3:
        kw['delimiters'] = rng.choice([('=',), (':',), ('==', '='), ('=>', '->'), ('is',), ['=', ':'], (' is ',), ('= ',)])
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

for case in range(50):
    lines = ['[' + rng.choice(NAMES) + ']'] if rng.random() < 0.9 else []
    for _ in range(rng.randint(0, 25)):
        lines.append(line())
    doc = '\n'.join(lines) + rng.choice(['', '\n'])
    kw = make_kwargs()
    cls = rng.choice([configparser.ConfigParser, configparser.RawConfigParser])
    cp = cls(**kw)
    print('#%d %s %r %r' % (case, cls.__name__, sorted((k, repr(v) if k != 'interpolation' else type(v).__name__) for k, v in kw.items()), doc))
    try:
        cp.read_string(doc, source='doc%d' % case)
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
            for getter in ('get', 'getint', 'getfloat', 'getboolean'):
                try:
                    print('   %s %r %r = %r' % (getter, s, o, getattr(cp, getter)(s, o)))
                except Exception as e:
                    print('   %s %r %r: %s' % (getter, s, o, describe(e)))
        if s != cp.default_section:
            try:
                print('   items', cp.items(s, vars={'a': 'VA'} if rng.random() < 0.3 else None))
            except Exception as e:
                print('   items:', describe(e))
    out = io.StringIO()
    try:
        cp.write(out, space_around_delimiters=rng.random() < 0.5)
        print('  write', repr(out.getvalue()))
    except Exception as e:
        print('  write:', describe(e))
        continue
    # read back what was written
    cp2 = cls(**kw)
    try:
        cp2.read_string(out.getvalue())
        print('  reread same:', {s: dict(cp2._sections[s]) for s in cp2._sections} == {s: dict(cp._sections[s]) for s in cp._sections})
    except Exception as e:
        print('  reread:', describe(e))
