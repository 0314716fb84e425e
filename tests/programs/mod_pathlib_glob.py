import os
from pathlib import Path
base = Path('/tmp') / ('tp_plglob_%d' % os.getpid())
B = str(base)
for p in ['a/', 'a/b/', 'a/b/c.txt', 'a/b/d.py', 'a/x.py', 'a/.hid/', 'a/.hid/h.py', '.top', 'top.py',
          'e/', 'e/[x]/', 'e/[x]/in.txt', 'e/star*.txt', 'zz/y/z/deep.py', 'a/.dot.py', 'a/b/e/', 'a/b/e/f.py']:
    q = base / p
    if p.endswith('/'):
        q.mkdir(parents=True, exist_ok=True)
    else:
        q.parent.mkdir(parents=True, exist_ok=True)
        q.write_text(p)
def show(label, f):
    try:
        r = sorted(str(x).replace(B, '<B>') for x in f())
    except Exception as e:
        print(label, '->', type(e).__name__, e)
    else:
        print(label, '->', r)
pats = ['*', '*.py', '**', '**/*.py', 'a/*', 'a/**', 'a/**/', '**/', 'a/*/*.py', '*/*/*', 'a', 'a/', 'nope', 'nope/',
        'a/b/c.txt', 'a/b/c.txt/', '.*', 'a/.*', 'a/.h*/*', '?', '??', 'a/?.py', '[az]*', '[!a]*', 'e/*', 'e/[[]x]/*',
        '', '/', '/a', 'a//b', '**/z', '**/z/**', 'zz/**/deep.py', 'nonexist/**', '**/.hid', '*/**/*.py', 'zz/**',
        '**/**/*.py', 'a/**/b', 'a/**b', '**x', '.', './a', '..', 'a/../a/x.py', '*/', 'a/*/', '**/*/', 'a/b/**/*.py',
        '**/e', '**/e/']
for p in pats:
    show('glob %r' % p, lambda: base.glob(p))
    show('rglob %r' % p, lambda: base.rglob(p))
os.chdir(B)
show('rel glob', lambda: Path('.').glob('a/*'))
show('rel glob2', lambda: Path().glob('**/*.py'))
show('rel glob3', lambda: Path('a').rglob('*.py'))
show('rel glob4', lambda: Path('').glob('*'))
show('file glob', lambda: Path('top.py').glob('*'))
show('missing glob', lambda: Path('nope').glob('*'))
show('missing rglob', lambda: Path('nope').rglob('*'))
g = Path().glob('*')
print(type(g).__name__)
g = Path().glob('')
print(type(g).__name__)
show('lazy', lambda: g)
print(Path('a').rglob('*.py').__class__.__name__)
os.chdir('/')
for top, dirs, files in os.walk(B, topdown=False):
    for f in files:
        os.unlink(os.path.join(top, f))
    os.rmdir(top)
print(base.exists())
