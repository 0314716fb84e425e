# Randomized comparison of the pure functions (str and bytes paths).
import os as _os_for_cwd
_os_for_cwd.chdir("/")  # results must not depend on where the tests run
import random
import os
import posixpath as pp

rng = random.Random(12345)
COMPS = ['', '.', '..', '...', 'a', 'b', 'b.c', '.d', 'e.', 'f..g', '.h.txt',
         '..i', 'j.tar.gz', '~', '~u', 'x y', '\u00e9t\u00e9', 'k.', '..',
         '.', 'a', 'abc', 'ab', 'z\u4e2d.py', '$V', '${V}', '...x']


def rpath():
    n = rng.randrange(0, 6)
    parts = [rng.choice(COMPS) for _ in range(n)]
    out = '/' * rng.choice([0, 0, 0, 1, 1, 2, 3, 4])
    for i, c in enumerate(parts):
        if i:
            out += '/' * rng.choice([1, 1, 1, 2, 3])
        out += c
    if rng.random() < 0.2:
        out += '/' * rng.randrange(1, 3)
    return out


def conv(p):
    return p.encode('utf-8') if isB else p


def show(label, f, *args):
    try:
        r = f(*args)
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(label, repr(args), '->', repr(r))


for isB in (False, True):
    for n in range(50):
        p = conv(rpath())
        show('split', pp.split, p)
        show('splitext', pp.splitext, p)
        show('basename', pp.basename, p)
        show('dirname', pp.dirname, p)
        show('normpath', pp.normpath, p)
        show('isabs', pp.isabs, p)
        show('splitdrive', pp.splitdrive, p)
        show('normcase', pp.normcase, p)
        args = [conv(rpath()) for _ in range(rng.randrange(1, 5))]
        show('join', pp.join, *args)
        # commonprefix / commonpath
        ps = [conv(rpath()) for _ in range(rng.randrange(1, 4))]
        show('commonprefix', pp.commonprefix, ps)
        show('commonpath', pp.commonpath, ps)
        absl = [conv('/' + rpath()) for _ in range(rng.randrange(1, 4))]
        show('commonpath', pp.commonpath, absl)
        rel = [conv(rpath().lstrip('/')) for _ in range(rng.randrange(1, 4))]
        show('commonpath', pp.commonpath, rel)
        # relpath with absolute path and start
        a = conv('/' + rpath())
        b = conv('/' + rpath())
        show('relpath', pp.relpath, a, b)
        show('abspath', pp.abspath, a)
        r1 = conv(rpath())
        r2 = conv(rpath())
        show('relpath-rel', pp.relpath, r1, r2)
        show('relpath-cwd', pp.relpath, r1)
        show('relpath-mixed', pp.relpath, a, r2)
        show('abspath-rel', pp.abspath, r1)
        show('normpath-join', lambda x, y: pp.normpath(pp.join(x, y)), a, p)
