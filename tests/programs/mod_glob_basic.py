import os, glob
base = '/tmp/tp_glob_%d' % os.getpid()
os.mkdir(base)
def mk(p, data=''):
    full = os.path.join(base, p)
    if p.endswith('/'):
        os.makedirs(full, exist_ok=True)
    else:
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write(data)
for p in ['a/', 'a/b/', 'a/b/c.txt', 'a/b/d.py', 'a/x.py', 'a/.hid/', 'a/.hid/h.py', '.top', 'top.py',
          'e/', 'e/[x]/', 'e/[x]/in.txt', 'e/star*.txt', 'e/q?.txt', 'zz/', 'zz/y/', 'zz/y/z/', 'zz/y/z/deep.py', 'a/.dot.py']:
    mk(p)
old = os.getcwd()
os.chdir(base)
def show(*args, **kw):
    try:
        r = glob.glob(*args, **kw)
        print(args, kw, sorted(r))
    except Exception as e:
        print(args, kw, type(e).__name__, e)
pats = ['*', '*.py', '**', '**/*.py', 'a/*', 'a/**', 'a/**/', '**/', 'a/*/*.py', '*/*/*', 'a', 'a/', 'nope', 'nope/',
        'a/b/c.txt', 'a/b/c.txt/', '.*', 'a/.*', 'a/.h*/*', '?', '??', 'a/?.py', '[az]*', '[!a]*', 'e/*', 'e/[[]x]/*',
        'e/star[*].txt', 'e/q[?].txt', '', '/', '//', 'a//b', 'a//*', '**/z', '**/z/**', 'zz/**/deep.py', 'nonexist/**',
        'a/f/**', 'top.py/**', '**/.hid', '*/**/*.py', 'zz/**', '**/**/*.py', 'a/**/b']
for p in pats:
    show(p)
    show(p, recursive=True)
    show(p, recursive=True, include_hidden=True)
    show(p, include_hidden=True)
for p in ['**/*.py', '*', '**', 'b/*', '', '.']:
    show(p, root_dir='a', recursive=True)
    print(p, sorted(glob.glob(p, root_dir=os.path.join(base, 'a'))))
print([x[len(base):] for x in glob.glob(os.path.join(base, 'a', '*.py'))])
print(sorted(x[len(base):] for x in glob.glob(os.path.join(base, '**', '*.py'), recursive=True)))
print(sorted(glob.glob(b'a/*')))
print(sorted(glob.glob(b'**/*.py', recursive=True)))
print(sorted(glob.iglob('a/**', recursive=True)))
it = glob.iglob('*')
print(type(it).__name__ in ('generator', 'chain', 'list_iterator', 'tuple_iterator'))
print(glob.escape('a*b?c[d]e'), glob.escape(b'x[*]'), glob.escape('/plain/path'))
print(glob.has_magic('a*'), glob.has_magic('abc'), glob.has_magic(b'[x'), glob.has_magic(b'x'))
for bad in [1, None]:
    try:
        glob.glob(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    glob.has_magic(1)
except TypeError as e:
    print('TypeError', e)
print(sorted(glob.glob1('a', '*.py')), glob.glob0('a', 'x.py'), glob.glob0('a', 'nope'), glob.glob0('a', ''))
print(glob.__all__)
os.chdir(old)
for top, dirs, files in os.walk(base, topdown=False):
    for f in files:
        os.unlink(os.path.join(top, f))
    os.rmdir(top)
print(os.path.exists(base))
