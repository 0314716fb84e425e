# csv round trips across dialect settings (seeded random fields).
import csv as csv
import random
class W:
    def __init__(s): s.out = []
    def write(s, x):
        s.out.append(x)
        return len(x)
def split_universal(text):
    res = []; cur = []; i = 0; n = len(text)
    while i < n:
        c = text[i]; cur.append(c)
        if c == '\n' or (c == '\r' and not (i + 1 < n and text[i+1] == '\n')):
            res.append(''.join(cur)); cur = []
        i += 1
    if cur: res.append(''.join(cur))
    return res
PIECES = ['a', 'bc', 'DEF', ',', ';', '|', '\t', '"', "'", ' ', '\n', '\r\n', '\r', '1', '-2.5', 'é', '漢', '\\', '#']
rng = random.Random(2024)
ok = bad = 0
for case in range(3000):
    delim = rng.choice([',', ';', '|', '\t', ':'])
    qc = rng.choice(['"', "'", '#'])
    mode = rng.choice(['dq', 'esc', 'none'])
    quoting = rng.choice([csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE]) if mode != 'dq' else rng.choice([0, 1, 2])
    kw = dict(delimiter=delim, quotechar=qc, lineterminator=rng.choice(['\r\n', '\r\n']), quoting=quoting, strict=True)
    if mode == 'dq':
        kw['doublequote'] = True
    else:
        kw['doublequote'] = False
        kw['escapechar'] = '\\'
    if mode == 'none':
        kw['quoting'] = csv.QUOTE_NONE
    numeric = kw['quoting'] == csv.QUOTE_NONNUMERIC
    rows = []
    for _ in range(rng.randint(1, 6)):
        row = []
        for _ in range(rng.randint(1, 6)):
            if numeric and rng.random() < 0.4:
                row.append(rng.choice([rng.randint(-99, 99), rng.random() * 100, 0.0, 1e20]))
            elif rng.random() < 0.1:
                row.append('')
            else:
                row.append(''.join(rng.choice(PIECES) for _ in range(rng.randint(1, 4))))
        if row == [''] and kw['quoting'] == csv.QUOTE_NONE:
            row = ['x']
        rows.append(row)
    w = W()
    wr = csv.writer(w, **kw)
    wr.writerows(rows)
    text = ''.join(w.out)
    got = list(csv.reader(split_universal(text), **kw))
    want = [[float(f) if numeric and not isinstance(f, str) else f for f in r] for r in rows]
    if got == want:
        ok += 1
    else:
        bad += 1
        if bad < 15:
            print('mismatch', kw, repr(rows), repr(text), repr(got))
    if case % 300 == 0:
        print(case, repr(text[:80]))
print('ok', ok, 'bad', bad)
