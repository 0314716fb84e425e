import argparse, sys, textwrap

class Formatter(argparse.ArgumentDefaultsHelpFormatter, argparse.RawDescriptionHelpFormatter):
    pass

p = argparse.ArgumentParser(
    prog='mytool',
    formatter_class=Formatter,
    description=textwrap.dedent('''\
        My tool does things.

        Examples:
          mytool --level 3 input.txt
          mytool -q *.log
        '''),
    epilog='See %(prog)s --help for more.')
p.add_argument('inputs', nargs='+', help='input files')
p.add_argument('-l', '--level', type=int, default=1, help='level of detail')
p.add_argument('-q', '--quiet', action='store_true', help='be quiet')
p.add_argument('--mode', choices=['fast', 'slow'], default='fast', help='mode')
p.add_argument('--hidden-default', default=argparse.SUPPRESS, help='no default shown')
p.add_argument('--none-default', help='default None')
p.print_help()
p.print_usage(sys.stderr)
p.print_help(file=sys.stderr)

class Obj:
    pass
o = Obj()
o.level = 99
r = p.parse_args(['a', 'b', '--mode', 'slow'], namespace=o)
print(r is o, o.level, o.inputs, o.mode, o.quiet, hasattr(o, 'hidden_default'))
args = p.parse_args(['x'])
print(vars(args))
print(args.__dict__ == vars(args))
d = dict(vars(args))
print(argparse.Namespace(**d) == args)
print(args == 5, args != 5)

class CompactFormatter(argparse.HelpFormatter):
    def _format_action_invocation(self, action):
        if not action.option_strings or action.nargs == 0:
            return super()._format_action_invocation(action)
        default = self._get_default_metavar_for_optional(action)
        args_string = self._format_args(action, default)
        return ', '.join(action.option_strings) + ' ' + args_string

c = argparse.ArgumentParser(prog='compact', formatter_class=CompactFormatter)
c.add_argument('-o', '--output', metavar='FILE', help='output file')
c.add_argument('-n', '--num', type=int, help='count')
c.add_argument('-v', '--verbose', action='store_true', help='verbose')
c.print_help()

class SortedFormatter(argparse.HelpFormatter):
    def add_arguments(self, actions):
        actions = sorted(actions, key=lambda a: a.option_strings or [a.dest])
        super().add_arguments(actions)
s = argparse.ArgumentParser(prog='sorted', formatter_class=SortedFormatter)
s.add_argument('--zeta', help='z')
s.add_argument('--alpha', help='a')
s.add_argument('--mid', help='m')
s.print_help()

# error() overridden to raise
class RaisingParser(argparse.ArgumentParser):
    def error(self, message):
        raise ValueError(message)
rp = RaisingParser(prog='raising')
rp.add_argument('--n', type=int, required=True)
for args in [[], ['--n', 'x'], ['--n', '1', 'extra']]:
    try:
        rp.parse_args(args)
    except ValueError as e:
        print('ValueError:', e)

# exit() overridden
class NoExit(argparse.ArgumentParser):
    def exit(self, status=0, message=None):
        print('exit called', status, repr(message))
        raise RuntimeError('stop')
ne = NoExit(prog='noexit')
ne.add_argument('--v', action='version', version='1.0')
for args in [['--v'], ['-h'], ['--bad']]:
    try:
        ne.parse_args(args)
    except RuntimeError as e:
        print('RuntimeError', e)

# the parser attributes programs read
print(p.prog, p.description.splitlines()[0], p.epilog, p.add_help, p.prefix_chars, p.allow_abbrev, p.exit_on_error)
print([a.dest for a in p._actions])
print([g.title for g in p._action_groups])
print(sorted(p._option_string_actions))
print(p._positionals.title, p._optionals.title)
print(p.get_default('level'), p.get_default('mode'))
for a in p._actions:
    print(type(a).__name__, a.option_strings, a.dest, a.nargs, a.const, a.default, getattr(a.type, '__name__', a.type), a.choices, a.required, a.help, a.metavar)
