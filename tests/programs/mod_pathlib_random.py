import random
from pathlib import PurePosixPath as P
rng = random.Random(2024)
comps = ['a', 'b', '.', '..', '', 'x.py', '.h', 'a.b.c', '*', 'c?', '[ab]', 'z.']
def rpath():
    n = rng.randint(0, 5)
    s = '/'.join(rng.choice(comps) for _ in range(n))
    r = rng.random()
    if r < 0.25:
        s = '/' + s
    elif r < 0.3:
        s = '//' + s
    elif r < 0.33:
        s = '///' + s
    if rng.random() < 0.2:
        s += '/'
    return s
def attempt(f):
    try:
        return repr(f())
    except (ValueError, TypeError, NotImplementedError, IndexError) as e:
        return type(e).__name__ + ':' + str(e)
for i in range(200):
    a, b = rpath(), rpath()
    pa, pb = P(a), P(b)
    out = [str(pa), pa.parts, pa.name, pa.suffix, pa.suffixes, pa.stem, str(pa.parent), [str(x) for x in pa.parents],
           str(pa / b), str(b / pa) if False else str(P(b) / pa), pa == pb, pa < pb, pa <= pb, pa > pb,
           attempt(lambda: pa.relative_to(b)), pa.is_relative_to(b),
           attempt(lambda: pa.match(b)), attempt(lambda: pa.with_name(rng.choice(comps))),
           attempt(lambda: pa.with_suffix(rng.choice(['', '.q', '.a.b', 'x', '.']))), attempt(pa.as_uri)]
    print(repr(a), repr(b), out)
