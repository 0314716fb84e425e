# Random parsers and command lines built to be mostly valid (fixed seed).
import argparse, random

rng = random.Random(777)
NAMES = 'apple banana cherry date elder fig grape honey kiwi lemon mango nut olive pear quince'.split()

def value_for(t):
    if t is int:
        return str(rng.randint(-20, 99))
    if t is float:
        return rng.choice(['1.5', '-0.25', '3', '1e3', '.5'])
    return rng.choice(NAMES + ['-', 'x y', ''])

def build():
    p = argparse.ArgumentParser(prog='rv', allow_abbrev=rng.random() < 0.7)
    specs = []
    letters = list('abcdefgijklmnopqrstuvwxyz')
    rng.shuffle(letters)
    for i in range(rng.randint(1, 8)):
        names = []
        if rng.random() < 0.6:
            names.append('-' + letters.pop())
        if rng.random() < 0.7 or not names:
            names.append('--' + NAMES[i] + rng.choice(['', '-opt']))
        action = rng.choice(['store', 'store', 'append', 'extend', 'store_true', 'count', 'const', 'bool'])
        kw = {}
        t = rng.choice([None, int, float])
        nargs = None
        if action in ('store', 'append', 'extend'):
            nargs = rng.choice([None, '?', '*', '+', 1, 2, 3]) if action != 'extend' else rng.choice(['*', '+', 2])
            kw = dict(action=action, nargs=nargs)
            if t:
                kw['type'] = t
            if nargs == '?':
                kw['const'] = 'K'
        elif action == 'const':
            kw = dict(action='store_const', const=[i])
        elif action == 'bool':
            kw = dict(action=argparse.BooleanOptionalAction)
            names = ['--' + NAMES[i] + '-flag']
        else:
            kw = dict(action=action)
        if rng.random() < 0.2:
            kw['dest'] = 'dest_%d' % i
        a = p.add_argument(*names, **kw)
        specs.append(a)
    pos = []
    for i in range(rng.randint(0, 3)):
        nargs = rng.choice([None, '?', '*', '+', 2])
        kw = {'nargs': nargs}
        if rng.random() < 0.4:
            kw['type'] = int
        pos.append(p.add_argument('p%d' % i, **kw))
    return p, specs, pos

def option_args(a):
    s = rng.choice(a.option_strings)
    if a.nargs == 0:
        if len(s) == 2 and rng.random() < 0.3:
            return [s]
        if s.startswith('--') and rng.random() < 0.4 and len(s) > 5:
            return [s[:-1]]   # an abbreviation
        return [s]
    t = a.type
    if a.nargs is None:
        v = value_for(t)
        r = rng.random()
        if r < 0.2 and s.startswith('--'):
            return [s + '=' + v]
        if r < 0.4 and len(s) == 2:
            return [s + v]
        return [s, v]
    if a.nargs == '?':
        return [s] if rng.random() < 0.5 else [s, value_for(t)]
    if a.nargs == '*':
        return [s] + [value_for(t) for _ in range(rng.randint(0, 3))]
    if a.nargs == '+':
        return [s] + [value_for(t) for _ in range(rng.randint(1, 3))]
    return [s] + [value_for(t) for _ in range(a.nargs)]

def pos_args(a):
    t = a.type
    n = {None: 1, '?': rng.randint(0, 1), '*': rng.randint(0, 3), '+': rng.randint(1, 3), 2: 2}[a.nargs]
    return [value_for(t) for _ in range(n)]

for k in range(15):
    p, specs, pos = build()
    print('###', k, p.format_usage(), end='')
    for trial in range(12):
        pieces = []
        for a in specs:
            if rng.random() < 0.5:
                pieces.append(option_args(a))
        rng.shuffle(pieces)
        positional = []
        for a in pos:
            positional.extend(pos_args(a))
        args = []
        # insert the positionals in one place or spread them
        where = rng.randint(0, len(pieces))
        for i, piece in enumerate(pieces):
            if i == where:
                if rng.random() < 0.2:
                    args.append('--')
                    args.extend(positional)
                    positional = []
                else:
                    args.extend(positional)
                    positional = []
            args.extend(piece)
        args.extend(positional)
        try:
            print(args, '->', p.parse_args(args))
        except SystemExit as e:
            print(args, '-> exit', e.code)
