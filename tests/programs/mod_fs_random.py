import os, random, glob, fnmatch, shutil, tempfile
from pathlib import Path
rng = random.Random(777)
base = tempfile.mkdtemp(prefix='tp_fsrand_')
B = base
names = ['a', 'b', 'c.py', 'd.txt', '.h', '.g.py', 'x1', 'x2.py', 'y[1]', 'z*z', 'q?', 'e.tar.gz']
def build(d, depth):
    for i in range(rng.randint(1, 6)):
        n = rng.choice(names)
        p = os.path.join(d, n)
        if os.path.exists(p):
            continue
        if depth < 3 and rng.random() < 0.5:
            os.mkdir(p)
            build(p, depth + 1)
        else:
            with open(p, 'w') as f:
                f.write(n * rng.randint(0, 3))
for i in range(4):
    build(base, 0)
def rel(ps):
    return sorted(os.path.relpath(str(p), base) if os.path.isabs(str(p)) else str(p) for p in ps)
pats = ['*', '*.py', '**', '**/*.py', '*/*', '*/**/*', '.*', '**/.*', '*/', '**/', 'x?', 'x[0-9]*', '*/*.py', '**/a', '**/a/*',
        'a/**', '[ab]/*', '[!a]*', '*.*', '**/*.*', '**/e.tar.gz', 'y[[]1]', 'z[*]z', '*/q[?]']
os.chdir(base)
for p in pats:
    for rec in (False, True):
        for hid in (False, True):
            r1 = sorted(glob.glob(p, recursive=rec, include_hidden=hid))
            r2 = sorted(glob.glob(p, root_dir=base, recursive=rec, include_hidden=hid))
            r3 = sorted(os.path.relpath(x, base) + ('/' if x.endswith('/') else '') for x in glob.glob(os.path.join(base, p), recursive=rec, include_hidden=hid))
            print(p, rec, hid, r1, r1 == r2, r1 == r3)
    try:
        print('P', p, rel(Path('.').glob(p)), rel(Path(base).glob(p)) == rel(Path('.').glob(p)))
        print('R', p, rel(Path('.').rglob(p)))
    except ValueError as e:
        print('P', p, 'ValueError', e)
# walk-based check of fnmatch filter
allfiles = []
for d, dirs, files in os.walk('.'):
    dirs.sort()
    for f in sorted(files):
        allfiles.append(os.path.join(d, f)[2:])
print(len(allfiles))
for p in ['*.py', '*/*.py', '*x*', '*.[pt]*']:
    print(p, fnmatch.filter(allfiles, p))
# copytree / compare / move / rmtree
def snapshot(top):
    out = []
    for d, dirs, files in os.walk(top):
        dirs.sort()
        out.append((os.path.relpath(d, top), sorted(dirs), sorted(files)))
        for f in files:
            out.append((os.path.relpath(os.path.join(d, f), top), open(os.path.join(d, f)).read()))
    return sorted(out, key=repr)
os.chdir('/')
copy = base + '_copy'
shutil.copytree(base, copy)
print(snapshot(base) == snapshot(copy), len(snapshot(copy)))
shutil.copytree(base, copy, dirs_exist_ok=True, ignore=shutil.ignore_patterns('*.py'))
print(snapshot(base) == snapshot(copy))
copy2 = base + '_copy2'
shutil.copytree(base, copy2, ignore=shutil.ignore_patterns('*.py', '.*'))
print([x for x in snapshot(copy2) if len(x) == 3])
moved = shutil.move(copy2, base + '_moved')
print(moved == base + '_moved', os.path.exists(copy2), snapshot(moved) == snapshot(base + '_moved'))
for p in [copy, moved, base]:
    shutil.rmtree(p)
    print(os.path.exists(p))
