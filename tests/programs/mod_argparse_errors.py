import argparse

def run(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print('SystemExit', e.code)
    except argparse.ArgumentError as e:
        print('ArgumentError', str(e), '|', e.argument_name, '|', e.message)

def positive(s):
    v = int(s)
    if v <= 0:
        raise argparse.ArgumentTypeError('%r is not positive' % s)
    return v

class Color:
    def __init__(self, s):
        if s not in ('r', 'g'):
            raise ValueError(s)
        self.s = s
    def __repr__(self):
        return 'Color(%r)' % self.s

def failing(s):
    raise TypeError('nope')

p = argparse.ArgumentParser(prog='err')
p.add_argument('--pos', type=positive)
p.add_argument('--color', type=Color)
p.add_argument('--fail', type=failing)
p.add_argument('--lam', type=lambda s: int(s, 16))
p.add_argument('--choice', choices=['a', 'b'], default='a')
p.add_argument('--ichoice', type=int, choices=[1, 2, 3])
p.add_argument('--req', required=True)
p.add_argument('--two', nargs=2)
p.add_argument('--one-plus', nargs='+', type=float)
p.add_argument('--three', nargs=3, type=int)
p.add_argument('--onen', nargs=1)
g = p.add_mutually_exclusive_group()
g.add_argument('--xx', action='store_true')
g.add_argument('--yy', action='store_true')
g.add_argument('--zz', nargs='?', const='c')
for args in [[], ['--req', 'r'], ['--req'], ['--req', 'r', '--pos', '5'], ['--req', 'r', '--pos', '-5'],
             ['--req', 'r', '--pos', 'x'], ['--req', 'r', '--color', 'g'], ['--req', 'r', '--color', 'b'],
             ['--req', 'r', '--fail', '1'], ['--req', 'r', '--lam', 'ff'], ['--req', 'r', '--lam', 'zz'],
             ['--req', 'r', '--choice', 'c'], ['--req', 'r', '--ichoice', '2'], ['--req', 'r', '--ichoice', '5'],
             ['--req', 'r', '--two', 'a'], ['--req', 'r', '--two', 'a', 'b'], ['--req', 'r', '--one-plus'],
             ['--req', 'r', '--one-plus', '1', '2.5'], ['--req', 'r', '--three', '1', '2'], ['--req', 'r', '--onen'],
             ['--req', 'r', '--onen', 'v'],
             ['--req', 'r', '--xx', '--yy'], ['--req', 'r', '--yy', '--zz'], ['--req', 'r', '--zz', 'q', '--xx'],
             ['--req', 'r', '--xx', '--xx'], ['--re', 'abbrev'], ['--req=eq'], ['--req', 'r', '--two=a'],
             ['--req', 'r', '--three=1'], ['--req', 'r', '--one-plus=4'], ['--req', '-1'], ['--req', '--', 'x'],
             ['--req', 'r', 'stray'], ['--req', 'r', '--', 'stray']]:
    run(p, args)

a = argparse.ArgumentParser(prog='amb')
a.add_argument('--foobar')
a.add_argument('--foobaz')
a.add_argument('-f', action='store_true')
a.add_argument('-foo', action='store_true')
for args in [['--foo', '1'], ['--foob=1'], ['--foobar', '1'], ['-fo'], ['-f'], ['-foo'], ['-fx'], ['--fooba', 'x']]:
    run(a, args)

# exit_on_error=False: ArgumentError propagates, but required checks still exit
e = argparse.ArgumentParser(prog='noexit', exit_on_error=False)
e.add_argument('--n', type=int)
e.add_argument('--c', choices='xyz')
e.add_argument('pos')
for args in [['--n', 'x', 'p'], ['--c', 'w', 'p'], [], ['p', 'q'], ['--n'], ['p', '--n', '1']]:
    run(e, args)

# required mutually exclusive group
r = argparse.ArgumentParser(prog='rq')
rg = r.add_mutually_exclusive_group(required=True)
rg.add_argument('--a', action='store_true')
rg.add_argument('--b', type=int)
rg.add_argument('--c', help=argparse.SUPPRESS)
for args in [[], ['--a'], ['--b', '2'], ['--a', '--b', '1'], ['--c', 'x']]:
    run(r, args)
# store_const with default equal to const does not count as seen
s = argparse.ArgumentParser(prog='same')
sg = s.add_mutually_exclusive_group(required=True)
sg.add_argument('--a', action='store_const', const=None)
sg.add_argument('--b', nargs='?', default='d', const='d')
for args in [['--a'], ['--b'], ['--a', '--b'], ['--b', 'x', '--a']]:
    run(s, args)

# error() and exit() directly
x = argparse.ArgumentParser(prog='direct')
try:
    x.error('custom failure')
except SystemExit as ex:
    print('code', ex.code)
try:
    x.exit(3, 'bye\n')
except SystemExit as ex:
    print('code', ex.code)
try:
    x.exit()
except SystemExit as ex:
    print('code', ex.code)
err = argparse.ArgumentError(None, 'plain message')
print(str(err), err.argument_name)
print(isinstance(argparse.ArgumentTypeError('x'), Exception), str(argparse.ArgumentTypeError('boom')))
