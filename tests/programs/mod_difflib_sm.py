import difflib, random
rng = random.Random(7)
def rstr(n, alpha):
    return ''.join(rng.choice(alpha) for _ in range(n))
out = []
def record(sm):
    out.append(repr(sm.get_matching_blocks()))
    out.append(repr(sm.get_opcodes()))
    out.append(repr(sm.ratio()) + ' ' + repr(sm.quick_ratio()) + ' ' + repr(sm.real_quick_ratio()))
    for n in (0, 1, 3):
        out.append(repr(list(sm.get_grouped_opcodes(n))))
    out.append(repr(sm.get_opcodes()))  # after the in-place trimming
for trial in range(60):
    alpha = rng.choice(['ab', 'abc', 'abcdefgh', 'a b\t', 'xyzxyz ', 'abcdefghijklmnopqrstuvwxyz'])
    a = rstr(rng.randrange(0, 40), alpha)
    b = rstr(rng.randrange(0, 40), alpha)
    if trial % 4 == 0:
        # b as an edit of a
        b = list(a)
        for _ in range(rng.randrange(0, 6)):
            op = rng.randrange(3)
            p = rng.randrange(len(b) + 1)
            if op == 0:
                b.insert(p, rng.choice(alpha))
            elif op == 1 and p < len(b):
                del b[p]
            elif p < len(b):
                b[p] = rng.choice(alpha)
        b = ''.join(b)
    junk = [None, lambda c: c == ' ', lambda c: c in 'a\t'][trial % 3]
    sm = difflib.SequenceMatcher(junk, a, b)
    out.append('%r %r' % (a, b))
    record(sm)
    out.append(repr(sm.find_longest_match()))
    if len(a) > 4 and len(b) > 4:
        out.append(repr(sm.find_longest_match(1, len(a) - 2, 2, len(b) - 1)))
    sm2 = difflib.SequenceMatcher(junk, a, b, autojunk=False)
    out.append(repr(sm2.get_opcodes()))
# big sequences: popular-element heuristic
for trial in range(40):
    alpha = rng.choice(['abc', 'abcdefghij', 'ab' * 20 + 'cdefghijklmnop'])
    n1 = rng.randrange(150, 400)
    a = [rng.choice(alpha) for _ in range(n1)]
    b = a[:]
    for _ in range(rng.randrange(0, 30)):
        p = rng.randrange(len(b))
        b[p] = rng.choice(alpha + 'XYZ')
    if trial % 3 == 0:
        b = b[rng.randrange(50):]
    for aj in (True, False):
        sm = difflib.SequenceMatcher(None, a, b, autojunk=aj)
        out.append('big %d %d %s' % (len(a), len(b), aj))
        out.append(repr(sorted(sm.bpopular)) + repr(sorted(sm.bjunk)))
        record(sm)
    sm = difflib.SequenceMatcher(lambda x: x == 'a', a, b)
    out.append(repr(sorted(sm.bpopular)) + repr(sorted(sm.bjunk)))
    record(sm)
# integer lists
for trial in range(20):
    a = [rng.randrange(6) for _ in range(rng.randrange(30))]
    b = [rng.randrange(6) for _ in range(rng.randrange(30))]
    sm = difflib.SequenceMatcher(None, a, b)
    record(sm)
    out.append(repr(sorted(sm.b2j.items())))
# set_seq1 / set_seq2 reuse
sm = difflib.SequenceMatcher()
out.append(repr((sm.a, sm.b, sm.ratio(), sm.get_opcodes())))
sm.set_seq2('abcdefg')
for w in ['abc', 'gfedcba', 'xbcdefy', '', 'abcdefg']:
    sm.set_seq1(w)
    out.append(repr((sm.ratio(), sm.quick_ratio(), sm.get_matching_blocks())))
sm.set_seqs('kitten', 'sitting')
out.append(repr(sm.get_opcodes()))
out.append(repr(sm.b2j))
out.append(repr(difflib.Match(1, 2, 3)) + repr(difflib.Match._fields))
m = sm.find_longest_match(0, 6, 0, 7)
out.append(repr((m.a, m.b, m.size, m[0], tuple(m))))
for i, l in enumerate(out):
    print(i, l)
