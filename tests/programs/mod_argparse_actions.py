import argparse

def run(p, args, known=False):
    try:
        if known:
            print(p.parse_known_args(args))
        else:
            print(p.parse_args(args))
    except SystemExit as e:
        print('SystemExit', e.code)

class KeyValue(argparse.Action):
    def __init__(self, option_strings, dest, nargs=None, **kwargs):
        super().__init__(option_strings, dest, nargs='+', **kwargs)
    def __call__(self, parser, namespace, values, option_string=None):
        d = dict(getattr(namespace, self.dest) or {})
        for item in values:
            if '=' not in item:
                parser.error('bad pair %r from %s' % (item, option_string))
            k, v = item.split('=', 1)
            d[k] = v
        setattr(namespace, self.dest, d)

class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        print('Upper called:', self.dest, values, option_string)
        setattr(namespace, self.dest, values.upper())

class Noop(argparse.Action):
    pass

p = argparse.ArgumentParser(prog='act')
p.add_argument('--set', action=KeyValue, metavar='K=V', help='set pairs')
p.add_argument('--up', action=Upper)
p.add_argument('name', action=Upper)
p.add_argument('--flag', action=argparse.BooleanOptionalAction)
p.add_argument('-F', '--full', action=argparse.BooleanOptionalAction, default=False, help='full')
p.add_argument('--noop', action=Noop)
print(p.format_help())
for args in [['n'], ['--set', 'a=1', 'b=2', '--', 'n'], ['--set', 'bad', 'n'], ['--up', 'x', 'y'], ['--flag', 'n'],
             ['--no-flag', 'n'], ['-F', 'n'], ['--no-full', 'n'], ['--no-fl', 'n'], ['--flag=1', 'n']]:
    run(p, args)
try:
    p.parse_args(['--noop', 'v', 'n'])
except NotImplementedError as e:
    print('NotImplementedError', e)

# REMAINDER
r = argparse.ArgumentParser(prog='rem')
r.add_argument('--foo')
r.add_argument('cmd')
r.add_argument('args', nargs=argparse.REMAINDER)
for args in [['ls', '-l', '--foo', 'x'], ['--foo', 'b', 'ls'], ['ls'], ['--', 'ls', '--', 'x'], ['--foo', 'x', 'run', '--', 'y']]:
    run(r, args)
print(r.format_usage())

# nargs '?' / '*' / '+' / N positionals interplay
m = argparse.ArgumentParser(prog='mix')
m.add_argument('a', nargs='?')
m.add_argument('b', nargs='*')
m.add_argument('c', nargs=2)
m.add_argument('--o', action='store_true')
for args in [['1', '2'], ['1', '2', '3'], ['1', '2', '3', '4', '5'], ['--o', '1', '2', '3'], ['1', '--o', '2', '3'],
             ['1', '2', '--o', '3'], ['1'], [], ['--', '1', '2', '3'], ['1', '--', '2', '3'], ['-', '1', '2']]:
    run(m, args)
m2 = argparse.ArgumentParser(prog='mix2')
m2.add_argument('first')
m2.add_argument('--opt', nargs='*')
m2.add_argument('last', nargs='+')
for args in [['a', 'b'], ['a', '--opt', 'b', 'c'], ['a', 'b', '--opt', 'c', 'd'], ['--opt', 'x', '--', 'a', 'b'],
             ['a', '--opt', '--', 'b'], ['--opt']]:
    run(m2, args)

# intermixed
im = argparse.ArgumentParser(prog='im')
im.add_argument('--foo')
im.add_argument('cmd')
im.add_argument('rest', nargs='*', type=int)
for args in [['doit', '1', '--foo', 'bar', '2', '3'], ['--foo', 'x'], ['a', '--bad']]:
    try:
        print(im.parse_intermixed_args(args))
    except SystemExit as e:
        print('SystemExit', e.code)
    try:
        print(im.parse_known_intermixed_args(args))
    except SystemExit as e:
        print('SystemExit', e.code)
    run(im, args, known=True)

# dest with dashes and odd names
o = argparse.ArgumentParser(prog='odd')
o.add_argument('--with-dash')
o.add_argument('-s')
o.add_argument('--x', dest='a b')
o.add_argument('pos-with-dash')
ns = o.parse_args(['--with-dash', '1', '-s', '2', '--x', '3', 'q'])
print(ns, getattr(ns, 'a b'), vars(ns))
print(o.format_help())

# const with nargs ? on append, store with const
q = argparse.ArgumentParser(prog='q')
q.add_argument('--ap', action='append', nargs='?', const='C', default=['d'])
q.add_argument('--ext', action='extend', nargs='*', default=['z'])
q.add_argument('--cnt', action='count')
q.add_argument('--sc', action='store_const', const=[1])
for args in [[], ['--ap', '--ap', 'v'], ['--ext', 'a', '--ext'], ['--cnt', '--cnt'], ['--sc']]:
    run(q, args)
res = q.parse_args(['--ap', 'x'])
print(q.get_default('ap'), res.ap)
