try:
    import warnings
    warnings.simplefilter("ignore")
except ImportError:
    pass
import configparser

def show(label, fn):
    try:
        r = fn()
        print(label, 'OK', repr(r))
    except Exception as e:
        print(label, type(e).__name__, '|', str(e), '|', e.args)
        print('    ctx', type(e.__context__).__name__, e.__suppress_context__)

text = r"""
[Paths]
home_dir: /Users
my_dir: %(home_dir)s/lumberjack
my_pictures: %(my_dir)s/Pictures
percent: 100%%
bad1: %(nope)s
bad2: 50%
bad3: %(unterminated
bad4: %(x)d
bad5: %z
loop1: %(loop2)s
loop2: %(loop1)s
self: %(self)s
mixed: a %% b %(home_dir)s c %%(literal)s
Upper: %(HOME_DIR)s
empty: %()s
nested: %(my_pictures)s!
deflt: %(dflt)s
[DEFAULT]
dflt = D-%(home_dir)s
"""
cp = configparser.ConfigParser()
cp.read_string(text)
for opt in cp.options('Paths'):
    show(opt, lambda: cp.get('Paths', opt))
    show(opt + ' raw', lambda: cp.get('Paths', opt, raw=True))
show('vars', lambda: cp.get('Paths', 'my_dir', vars={'home_dir': '/V', 'extra': 1}))
show('vars2', lambda: cp.get('Paths', 'extra', vars={'Extra': 1}))
show('vars None', lambda: cp.get('Paths', 'extra', vars={'Extra': None}))
show('items', lambda: cp.items('Paths', vars={'bad1': 'x'}))
show('items raw', lambda: cp.items('Paths', raw=True))
show('default get', lambda: cp.get('DEFAULT', 'dflt'))
show('default items', lambda: cp.items('DEFAULT'))
show('proxy', lambda: cp['Paths']['my_pictures'])
show('proxy raw', lambda: cp['Paths'].get('my_pictures', raw=True))
show('proxy vars', lambda: cp['Paths'].get('my_pictures', vars={'my_dir': 'VV'}))

# Extended
text2 = r"""
[Common]
home_dir: /Users
library_dir: /Library
system_dir: /System
macports_dir: /opt/local
dollar: $$5
bad: $x
bad2: ${unterminated
bad3: ${a:b:c}
missing: ${nope}
missing2: ${Nosec:x}
missing3: ${Common:nope}
loop: ${loop}
[Frameworks]
Python: 3.2
path: ${Common:system_dir}/Library/Frameworks/
[Arthur]
nickname: Two Sheds
last_name: Jackson
my_dir: ${Common:home_dir}/twosheds
my_pictures: ${my_dir}/Pictures
python_dir: ${Frameworks:path}/Python/Versions/${Frameworks:Python}
deep: ${Arthur:python_dir}
lower: ${COMMON:home_dir}
"""
cp = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
cp.read_string(text2)
for sec in cp.sections():
    for opt in cp.options(sec):
        show(sec + ':' + opt, lambda: cp.get(sec, opt))
show('ext set bad', lambda: cp.set('Common', 'x', 'a $ b'))
show('ext set bad2', lambda: cp.set('Common', 'x', 'a ${b} $$ ${c'))
show('ext set ok', lambda: cp.set('Common', 'x', 'a ${b} $$ ${c}'))

# Raw and None interpolation
for interp in (None, configparser.Interpolation()):
    cp = configparser.ConfigParser(interpolation=interp)
    cp.read_string(text)
    show('noint', lambda: cp.get('Paths', 'my_pictures'))
    show('noint bad', lambda: cp.get('Paths', 'bad2'))
    cp.set('Paths', 'x', '100%')
    show('noint set', lambda: cp.get('Paths', 'x'))
rcp = configparser.RawConfigParser()
rcp.read_string(text)
show('raw', lambda: rcp.get('Paths', 'my_pictures'))
rcp.set('Paths', 'num', 5)
show('raw num', lambda: rcp.get('Paths', 'num'))
show('raw items', lambda: rcp.items('Paths')[:3])
show('bad interp type', lambda: configparser.ConfigParser(interpolation=5))
show('bad interp type2', lambda: configparser.ConfigParser(interpolation=configparser.BasicInterpolation))

# depth exactly
cp = configparser.ConfigParser()
cp.read_dict({'s': {'v%d' % i: '%%(v%d)s' % (i + 1) for i in range(15)}})
cp.set('s', 'v15', 'end')
for i in range(0, 16, 1):
    show('depth %d' % i, lambda: cp.get('s', 'v%d' % i))
cp = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
cp.read_dict({'s': {'v%d' % i: '${v%d}' % (i + 1) for i in range(15)}})
cp.set('s', 'v15', 'end')
for i in range(0, 16, 1):
    show('xdepth %d' % i, lambda: cp.get('s', 'v%d' % i))

# Legacy
cp = configparser.ConfigParser(interpolation=configparser.LegacyInterpolation())
cp.read_string("[a]\nx = 1\ny = %(X)s-%(x)s\nz = %(y)s %%\nw = %(nope)s\nq = %(q)s\nplain = 100%\nbad = %(x)d\n")
for opt in cp.options('a'):
    show('legacy ' + opt, lambda: cp.get('a', opt))
