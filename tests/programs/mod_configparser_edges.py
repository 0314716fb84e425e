try:
    import warnings
    warnings.simplefilter("ignore")
except ImportError:
    pass
import configparser
import io

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', str(e), '|', e.args)

def parse(text, **kw):
    cp = configparser.RawConfigParser(**kw)
    try:
        cp.read_string(text)
    except Exception as e:
        print('   err', type(e).__name__, str(e))
    return {'DEFAULT': dict(cp._defaults), **{s: dict(cp._sections[s]) for s in cp._sections}}

for text in ["[sec] extra\na=1\n", "[a]b]\nx=1\n", "[]\n", "[s]\n[]\n", "[ spaced ]\nk=v\n", "[s]\n  [t]\nk=v\n",
             "[s]\na = 1\r\nb = 2\r\n  c\r\n", "[s]\nkey   =   v   \n", "[s]\n\u3000k = v\n\u3000\u3000cont\n",
             "[s]\nk = v\n\u00a0cont\n", "[s]\nk=v\n[DEFAULT]\nd=1\n[s]\n", "[s];c\nk=v\n", "[s] # c\nk=v #c\n",
             "[s]\nk = a;b ;c\n", "[s]\nk = #x\n", "[s]\n#k = v\n;k2 = v\n  # indented comment\n", "[s]\nk:v:w\n",
             "[s]\nk=\n  =x\n", "[s]\na\n", "\ufeff[s]\nk=v\n", "[s]\nk = v\n\n\n", "[s]\nk = v\n  \n  \n  x\n",
             "[s]\nk = v\n\t\n# c\n  x\n", "[s]\nk = v\n;c\n  x\n", "[S]\nK = V\n[s]\nk = v\n", "[s]\nk =\n  \n",
             "\n\n[s]\n", "", "   \n", "# only comment\n", "[s]\nk = %(x\n", "[s]\n:v\n", "[s]\n =v\n", "[s]\n  k = v\n  j = w\n",
             "[s]\nk = v\n j = w\n", "[s]\n\tk = v\n j = w\n"]:
    print(repr(text))
    print('  ', parse(text))
    print('  nv', parse(text, allow_no_value=True))
    print('  ic', parse(text, inline_comment_prefixes=(';', '#'), strict=False))

# many errors, line numbers > 99
text = '[s]\n' + ''.join('good%d = 1\n' % i for i in range(120)) + 'bad\n' + 'x = 2\n' + 'worse\n'
cp = configparser.ConfigParser()
try:
    cp.read_string(text, 'big')
except configparser.ParsingError as e:
    print(str(e))
    print(e.errors)

show('read_file list', lambda: configparser.ConfigParser().read_file(['[s]\n', 'bad\n']))
class Named:
    name = 'named-thing'
    def __iter__(self):
        return iter(['[s]\n', 'bad\n'])
show('read_file named', lambda: configparser.ConfigParser().read_file(Named()))
show('readfp', lambda: configparser.ConfigParser().readfp(['[s]\n', 'bad\n'], 'fpname'))
show('readfp noname', lambda: configparser.ConfigParser().readfp(['[s]\n', 'bad\n']))
show('read_string bytes', lambda: configparser.ConfigParser().read_string(b'[s]\n'))
show('read_string None', lambda: configparser.ConfigParser().read_string(None))
show('read_dict bad', lambda: configparser.ConfigParser().read_dict({'s': None}))
show('read_dict list', lambda: configparser.ConfigParser().read_dict([('s', {})]))

cp = configparser.ConfigParser()
cp.read_string("[s]\na = 1\n[DEFAULT]\nd = 4\n")
p = cp['s']
dp = cp['DEFAULT']
show('default proxy', lambda: (len(dp), list(dp), dp['d'], 'd' in dp, 'a' in dp))
show('default get', lambda: cp.get('DEFAULT', 'd'))
show('default items', lambda: cp.items('DEFAULT'))
show('default options', lambda: cp.options('DEFAULT'))
show('set empty section', lambda: (cp.set('', 'e', '5'), cp.defaults()))
show('set None section', lambda: (cp.set(None, 'f', '6'), cp.defaults()))
show('remove default option', lambda: (cp.remove_option('', 'f'), cp.remove_option('DEFAULT', 'e'), cp.defaults()))
show('remove_section DEFAULT', lambda: cp.remove_section('DEFAULT'))
show('del default proxy', lambda: (dp.__delitem__('d'), cp.defaults()))
cp.remove_section('s')
show('stale proxy get', lambda: p['a'])
show('stale proxy len', lambda: len(p))
show('stale proxy in', lambda: 'a' in p)
show('stale proxy get()', lambda: p.get('a'))
show('stale proxy set', lambda: p.__setitem__('a', 'b'))

rcp = configparser.RawConfigParser()
rcp.add_section('s')
rcp.set('s', 'int', 5)
rcp.set('s', 'none', None)
rcp.set('s', 'multi', 'a\nb\n\nc')
rcp.set('s', 'list', [1, 2])
rcp.set('s', 'zero', 0)
out = io.StringIO()
rcp.write(out)
print(repr(out.getvalue()))
show('raw items', lambda: rcp.items('s'))
show('raw getint', lambda: rcp.getint('s', 'int'))
show('raw getboolean int', lambda: rcp.getboolean('s', 'int'))
rcp2 = configparser.RawConfigParser(interpolation=configparser.BasicInterpolation())
rcp2.add_section('s')
show('raw basic set int', lambda: rcp2.set('s', 'int', 5))
show('raw basic set bad', lambda: rcp2.set('s', 'x', '5%'))
rcp2.set('s', 'zero', 0)
show('raw basic get zero', lambda: rcp2.get('s', 'zero'))
cp = configparser.ConfigParser(defaults={'pct': '100%', 'n': 3, 'ref': '%(n)s'})
show('defaults pct', lambda: cp.defaults())
show('defaults get ref', lambda: cp.get('DEFAULT', 'ref'))
show('defaults get pct', lambda: cp.get('DEFAULT', 'pct'))
show('defaults nonstr key', lambda: configparser.ConfigParser(defaults={1: 'a'}).defaults())
show('raw defaults nonstr key', lambda: configparser.RawConfigParser(defaults={'A': 1}).defaults())
show('defaults empty', lambda: configparser.ConfigParser(defaults={}).defaults())
show('vars nonstr', lambda: cp.get('DEFAULT', 'q', vars={'Q': 5}))
show('vars in items', lambda: cp.items('DEFAULT', vars={'N': 7}))
show('items raw vars', lambda: cp.items('DEFAULT', True, {'n': 8}))
out = io.StringIO()
cp.write(out)
print(repr(out.getvalue()))
cp = configparser.ConfigParser(allow_no_value=True, delimiters=(':',))
cp.read_string("[s]\nflag\nk: v\n")
out = io.StringIO()
cp.write(out, False)
print(repr(out.getvalue()))
cp = configparser.ConfigParser(allow_no_value=False)
cp.read_string("[s]\nk =\n")
cp.add_section('t')
configparser.RawConfigParser.set(cp, 't', 'n', None)
out = io.StringIO()
cp.write(out)
print(repr(out.getvalue()))
show('interp keys', lambda: configparser.ConfigParser(interpolation=configparser.BasicInterpolation())._interpolation.__class__.__name__)
show('default interp', lambda: (type(configparser.ConfigParser()._interpolation).__name__, type(configparser.RawConfigParser()._interpolation).__name__))
show('same default interp', lambda: configparser.ConfigParser()._interpolation is configparser.ConfigParser()._interpolation)
