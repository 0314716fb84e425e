import argparse

def run(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print('SystemExit', e.code)

def cmd_init(ns): return 'init:' + ns.name

p = argparse.ArgumentParser(prog='git')
p.add_argument('--verbose', '-v', action='count', default=0)
p.add_argument('--dir', default='.')
sub = p.add_subparsers(dest='command', help='sub-command help')
a = sub.add_parser('init', help='create a repository', description='Create an empty repository.')
a.add_argument('name')
a.add_argument('--bare', action='store_true', help='bare repo')
a.set_defaults(func='cmd_init')
b = sub.add_parser('commit', aliases=['ci', 'cm'], help='record changes')
b.add_argument('-m', '--message', required=True)
b.add_argument('--amend', action='store_true')
b.add_argument('files', nargs='*')
c = sub.add_parser('status')
c.add_argument('--short', '-s', action='store_true')
c.add_argument('--dir', default='sub-default')
for args in [[], ['init', 'repo'], ['-vv', 'init', '--bare', 'r'], ['init'], ['commit', '-m', 'msg', 'a', 'b'],
             ['ci', '-m', 'x'], ['cm', '--amend', '-m', 'y'], ['commit'], ['status', '-s'], ['status', '--dir', 'q'],
             ['--dir', 'top', 'status'], ['bogus'], ['init', 'x', 'extra'], ['init', 'x', '--unknown'],
             ['init', '-h'], ['commit', '--help'], ['-h'], ['status', '-v']]:
    run(p, args)
ns = p.parse_args(['init', 'zz'])
print(cmd_init(ns), ns.func)
print(p.parse_known_args(['init', 'x', '--unknown', 'y']))
print(a.prog, b.prog, c.prog)
print(p.format_help())

q = argparse.ArgumentParser(prog='tool')
q.add_argument('config')
q.add_argument('-x', type=int)
subs = q.add_subparsers(title='commands', description='available commands', metavar='CMD', required=True, dest='cmd')
r = subs.add_parser('run', help='run it')
r.add_argument('target', nargs='+')
t = subs.add_parser('test', help='test it', aliases=['t'])
t.add_argument('--fast', action=argparse.BooleanOptionalAction, default=True, help='go fast')
subs.add_parser('quiet')
print(q.format_help())
print(r.format_help())
print(t.format_help())
for args in [['cfg'], ['cfg', 'run'], ['cfg', 'run', 'a', 'b'], ['cfg', 't', '--no-fast'], ['cfg', 'test', '--fast'],
             ['cfg', 'nope'], ['-x', '3', 'cfg', 'quiet'], ['cfg', 'test', '--fa']]:
    run(q, args)

# subparsers without dest, not required: nothing recorded
s = argparse.ArgumentParser(prog='s')
sp = s.add_subparsers()
sp.add_parser('a').add_argument('--aa')
sp.add_parser('b')
run(s, [])
run(s, ['a', '--aa', '1'])
run(s, ['c'])
sp.required = True
run(s, [])
try:
    s.add_subparsers()
except SystemExit as e:
    print('SystemExit', e.code)
try:
    sp.add_parser('a')
except argparse.ArgumentError as e:
    print('ArgumentError:', e)
try:
    sp.add_parser('z', aliases=['b'])
except argparse.ArgumentError as e:
    print('ArgumentError:', e)

# nested subparsers
n = argparse.ArgumentParser(prog='n')
ns1 = n.add_subparsers(dest='l1')
l1 = ns1.add_parser('outer')
ns2 = l1.add_subparsers(dest='l2')
l2 = ns2.add_parser('inner')
l2.add_argument('--deep', type=float)
run(n, ['outer', 'inner', '--deep', '2.5'])
run(n, ['outer', 'inner', '--deep', 'x'])
print(l2.prog)
print(n.format_usage(), l1.format_usage(), l2.format_usage())

# custom prog and parser_class
class MyParser(argparse.ArgumentParser):
    def error(self, message):
        print('MyParser error:', message)
        raise SystemExit(7)
m = MyParser(prog='my')
ms = m.add_subparsers(prog='custom-prog', dest='c')
mp = ms.add_parser('go')
mp.add_argument('n', type=int)
print(type(mp).__name__, mp.prog)
run(m, ['go', 'x'])
run(m, ['stop'])
