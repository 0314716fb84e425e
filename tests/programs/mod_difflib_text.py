import difflib, random, sys
rng = random.Random(11)
def W(lines):
    sys.stdout.write(''.join(lines))
WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa']
def rline():
    k = rng.randrange(4)
    if k == 0:
        return ''.join(rng.choice('ab \t#') for _ in range(rng.randrange(6))) + '\n'
    words = [rng.choice(WORDS) for _ in range(rng.randrange(1, 6))]
    return ' '.join(words) + rng.choice(['\n', '\n', ' \n', '\t\n'])
def mutate(lines):
    b = lines[:]
    for _ in range(rng.randrange(0, 8)):
        op = rng.randrange(4)
        p = rng.randrange(len(b) + 1)
        if op == 0:
            b.insert(p, rline())
        elif op == 1 and p < len(b):
            del b[p]
        elif op == 2 and p < len(b):
            s = list(b[p])
            for _ in range(rng.randrange(1, 4)):
                q = rng.randrange(len(s))
                s[q] = rng.choice('abcxyz \t')
            b[p] = ''.join(s)
        elif p < len(b):
            b[p] = rline()
    return b
for trial in range(30):
    a = [rline() for _ in range(rng.randrange(0, 25))]
    b = mutate(a) if trial % 5 else [rline() for _ in range(rng.randrange(0, 25))]
    print('=== trial', trial)
    d = list(difflib.ndiff(a, b))
    W(d)
    assert list(difflib.restore(d, 1)) == a
    assert list(difflib.restore(d, 2)) == b
    W(difflib.ndiff(a, b, linejunk=difflib.IS_LINE_JUNK, charjunk=None))
    W(difflib.Differ().compare(a, b))
    for n in (3, 0, 1):
        W(difflib.unified_diff(a, b, 'a.txt', 'b.txt', '2020-01-01', '', n=n))
        W(difflib.context_diff(a, b, 'a.txt', 'b.txt', '', 'date2', n=n))
    for l in difflib.unified_diff([x.rstrip('\n') for x in a], [x.rstrip('\n') for x in b], lineterm=''):
        print(l)
    for l in difflib.context_diff([x.rstrip('\n') for x in a], [x.rstrip('\n') for x in b], lineterm=''):
        print(l)
# character-level differ on single strings
for trial in range(20):
    s1 = ''.join(rng.choice('abcd \t') for _ in range(rng.randrange(1, 30)))
    s2 = list(s1)
    for _ in range(rng.randrange(1, 5)):
        q = rng.randrange(len(s2))
        s2[q] = rng.choice('abcdxy\t ')
    s2 = ''.join(s2)
    W(difflib.ndiff([s1 + '\n', 'same\n'], [s2 + '\n', 'same\n']))
# long files (autojunk applies to lines)
a = [rline() for _ in range(400)]
b = mutate(mutate(a))
W(difflib.unified_diff(a, b))
W(difflib.ndiff(a, b))
# get_close_matches
words = ['apple', 'ape', 'peach', 'puppy', 'apply', 'appeal', 'maple', 'applet', 'pale', 'leap']
for w in ['appel', 'aple', 'pech', 'xyz', 'apple', 'pup', '']:
    print(w, difflib.get_close_matches(w, words), difflib.get_close_matches(w, words, n=5, cutoff=0.3))
print(difflib.get_close_matches('wheel', ['while', 'with', 'when', 'where', 'wheel', 'whale', 'shell'], 10, 0.0))
for bad in [(0, 0.5), (-1, 0.5), (3, 1.5), (3, -0.1)]:
    try:
        difflib.get_close_matches('x', ['x'], *bad)
    except ValueError as e:
        print('ValueError', e)
print(difflib.IS_LINE_JUNK('\n'), difflib.IS_LINE_JUNK('  #   \n'), difflib.IS_LINE_JUNK('hello\n'),
      difflib.IS_LINE_JUNK('# #'), difflib.IS_LINE_JUNK(''), difflib.IS_LINE_JUNK('##'), difflib.IS_LINE_JUNK(' \t#\t\n'))
print(difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('\t'), difflib.IS_CHARACTER_JUNK('\n'),
      difflib.IS_CHARACTER_JUNK('x'), difflib.IS_CHARACTER_JUNK('x', 'xyz'))
try:
    list(difflib.restore(['- a'], 3))
except ValueError as e:
    print('ValueError', e)
print(list(difflib.restore(['- a\n', '+ b\n', '  c\n', '? ^\n'], '2')))
for args in [([b'a'], ['b']), (['a'], [1]), (['a'], ['b'], 'x', b'y')]:
    try:
        list(difflib.unified_diff(*args))
    except TypeError as e:
        print('TypeError', e)
    try:
        list(difflib.context_diff(*args))
    except TypeError as e:
        print('TypeError', e)
print(list(difflib.diff_bytes(difflib.unified_diff, [b'a\n', b'b\n'], [b'a\n', b'c\n'], b'f1', b'f2', b'd1', b'd2')))
print(list(difflib.diff_bytes(difflib.context_diff, [b'\xff\n', b'b\n'], [b'\xfe\n', b'b\n'])))
try:
    list(difflib.diff_bytes(difflib.unified_diff, ['a'], [b'b']))
except TypeError as e:
    print('TypeError', e)
print(list(difflib.unified_diff([], [])), list(difflib.unified_diff(['a'], ['a'])))
print(list(difflib.context_diff(['a\n'], [])), list(difflib.unified_diff([], ['a\n'])))
print(list(difflib.ndiff('abc', 'abd')))
print(list(difflib.ndiff([], [])))
print(sorted(n for n in difflib.__all__ if n != 'HtmlDiff'))
print(difflib.SequenceMatcher[str])
