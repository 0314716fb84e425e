import argparse

def run(p, args):
    try:
        print(p.parse_args(args))
    except SystemExit as e:
        print('SystemExit', e.code)

p = argparse.ArgumentParser(prog='prog', description='A test program.')
p.add_argument('integers', metavar='N', type=int, nargs='+', help='an integer for the accumulator')
p.add_argument('--sum', dest='accumulate', action='store_const', const=sum, default=max, help='sum the integers (default: find the max)')
ns = p.parse_args(['1', '2', '3', '4'])
print(ns.accumulate(ns.integers))
ns = p.parse_args(['1', '2', '3', '4', '--sum'])
print(ns.accumulate(ns.integers))
run(p, ['a', 'b'])
run(p, [])
run(p, ['-h'])
p.print_usage()
print(repr(p.format_usage()))
p.print_help()

q = argparse.ArgumentParser(prog='q')
q.add_argument('-v', '--verbose', action='store_true')
q.add_argument('-q', action='store_false', dest='loud')
q.add_argument('-c', '--count', action='count', default=0)
q.add_argument('-n', type=int, default=3)
q.add_argument('--name', default='x')
q.add_argument('--opt', nargs='?', const='C', default='D')
q.add_argument('--app', action='append')
q.add_argument('--ac', action='append_const', const=7)
q.add_argument('--ext', action='extend', nargs='+', type=int)
q.add_argument('pos', nargs='?', default='P')
for args in [[], ['-v'], ['-vvcc'], ['-ccc', '-c'], ['-n5'], ['-n', '5'], ['-n=5'], ['--name=y'], ['--name', 'y'],
             ['--na', 'z'], ['--opt'], ['--opt', 'v'], ['--opt=w'], ['--app', 'a', '--app', 'b'], ['--ac', '--ac'],
             ['--ext', '1', '2', '--ext', '3'], ['xx'], ['xx', 'yy'], ['-n', 'bad'], ['--name'], ['-q', 'zz', '-v'],
             ['--', '-v'], ['-v', '--', '--name'], ['--bogus'], ['-x'], ['--verbose=1'], ['-n', '-5'], ['--opt', '--', 'x']]:
    run(q, args)
ns = q.parse_args([])
print('verbose' in ns, 'nope' in ns, ns == argparse.Namespace(**vars(ns)), ns != argparse.Namespace())
print(argparse.Namespace(a=1, b='x', **{'not valid': 3, 'c-d': [1]}))
print(argparse.Namespace())
print(q.parse_known_args(['--bogus', 'a', 'b', '-v']))
