import os, sys, io
import shutil
from pathlib import Path
base = '/tmp/tp_shutil_%d' % os.getpid()
B = base
def clean(s):
    return str(s).replace(B, '<B>')
def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, '->', type(e).__name__, clean(e))
    else:
        print(label, '->', clean(repr(r)))
def tree(top):
    out = []
    for d, dirs, files in os.walk(top):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(d, f)
            with open(p, 'rb') as fh:
                data = fh.read()
                out.append((clean(p), data if len(data) < 64 else len(data)))
        out.append((clean(d), None))
    return sorted(out, key=lambda x: x[0])
os.mkdir(base)
os.chdir(base)
def w(p, data):
    os.makedirs(os.path.dirname(p) or '.', exist_ok=True)
    with open(p, 'w') as f:
        f.write(data)
w('src/a.txt', 'A' * 100000)
w('src/b.py', 'print(1)\n')
w('src/sub/c.txt', 'ccc')
w('src/sub/deep/d.pyc', 'ddd')
w('src/.hidden', 'h')
os.mkdir('src/empty')
# copyfileobj
s = io.BytesIO(b'x' * 70000); d = io.BytesIO()
shutil.copyfileobj(s, d); print(len(d.getvalue()))
s = io.StringIO('hello world'); d = io.StringIO()
shutil.copyfileobj(s, d, 3); print(d.getvalue())
# copyfile
show('copyfile', lambda: shutil.copyfile('src/a.txt', 'a_copy.txt'))
print(open('a_copy.txt').read() == 'A' * 100000)
show('copyfile Path', lambda: shutil.copyfile(Path('src/b.py'), Path('b_copy.py')))
show('copyfile same', lambda: shutil.copyfile('src/a.txt', 'src/a.txt'))
show('copyfile same2', lambda: shutil.copyfile('src/a.txt', './src/../src/a.txt'))
show('copyfile same Path', lambda: shutil.copyfile(Path('src/a.txt'), 'src/a.txt'))
show('copyfile missing', lambda: shutil.copyfile('nope', 'x'))
show('copyfile to dir', lambda: shutil.copyfile('src/a.txt', 'src'))
show('copyfile dir src', lambda: shutil.copyfile('src', 'zz'))
show('copyfile dst dir missing', lambda: shutil.copyfile('src/a.txt', 'nodir/x'))
show('copyfile dst trailing', lambda: shutil.copyfile('src/a.txt', 'newdir/'))
show('SameFileError mro', lambda: [c.__name__ for c in shutil.SameFileError.__mro__])
# copy / copy2
show('copy', lambda: shutil.copy('src/b.py', 'cp.py'))
show('copy to dir', lambda: shutil.copy('src/b.py', 'src/sub'))
show('copy2 to dir', lambda: shutil.copy2('src/sub/c.txt', '.'))
show('copy2 same', lambda: shutil.copy2('src/sub/c.txt', 'src/sub'))
show('copy missing', lambda: shutil.copy('nope', 'x'))
show('copy Path to dir', lambda: shutil.copy(Path('src/a.txt'), Path('src/sub')))
print(sorted(os.listdir('src/sub')))
show('copymode', lambda: shutil.copymode('src/b.py', 'cp.py'))
show('copymode missing', lambda: shutil.copymode('nope', 'cp.py'))
show('copymode missing dst', lambda: shutil.copymode('cp.py', 'nope'))
show('copystat', lambda: shutil.copystat('src/b.py', 'cp.py'))
show('copystat missing', lambda: shutil.copystat('nope', 'cp.py'))
# copytree
show('copytree', lambda: shutil.copytree('src', 'dst'))
print(tree('dst') == [('dst' + x[3:], y) for x, y in tree('src')], len(tree('dst')))
show('copytree exists', lambda: shutil.copytree('src', 'dst'))
show('copytree exist_ok', lambda: shutil.copytree('src', 'dst', dirs_exist_ok=True))
show('copytree ignore', lambda: shutil.copytree('src', 'dst2', ignore=shutil.ignore_patterns('*.pyc', 'sub2', '.*', 'a*')))
print(tree('dst2'))
seen = []
def ign(path, names):
    seen.append((clean(path), sorted(names)))
    return {'deep'}
show('copytree ign', lambda: shutil.copytree(Path('src'), Path('dst3'), ignore=ign))
print(sorted(seen))
print(tree('dst3'))
copied = []
def cf(s, d):
    copied.append((type(s).__name__, clean(s), clean(d)))
    return shutil.copyfile(s, d)
show('copytree cf', lambda: shutil.copytree('src', 'dst4', copy_function=cf))
print(sorted(copied))
copied2 = []
def cf2(s, d):
    copied2.append((type(s).__name__, clean(os.fspath(s))))
    return shutil.copy2(s, d)
shutil.copytree('src', 'dst5', copy_function=cf2)
print(sorted(copied2))
def bad_cf(s, d):
    raise OSError(5, 'boom')
try:
    shutil.copytree('src', 'dst6', copy_function=bad_cf)
except shutil.Error as e:
    print('Error', sorted(e.args[0]))
show('copytree missing', lambda: shutil.copytree('nope', 'dst7'))
show('copytree file', lambda: shutil.copytree('src/a.txt', 'dst7'))
# rmtree
show('rmtree', lambda: shutil.rmtree('dst6'))
print(os.path.exists('dst6'))
show('rmtree missing', lambda: shutil.rmtree('nope'))
show('rmtree missing ignore', lambda: shutil.rmtree('nope', ignore_errors=True))
show('rmtree file', lambda: shutil.rmtree('cp.py'))
calls = []
def onerr(func, path, exc):
    calls.append((func.__name__, clean(path), exc[0].__name__, clean(exc[1])))
shutil.rmtree('nope', onerror=onerr)
shutil.rmtree('cp.py', onerror=onerr)
print(calls)
show('rmtree Path', lambda: shutil.rmtree(Path('dst5')))
show('rmtree bytes', lambda: shutil.rmtree(b'dst4'))
print(shutil.rmtree.avoids_symlink_attacks in (True, False))
# move
show('move file', lambda: shutil.move('cp.py', 'moved.py'))
show('move into dir', lambda: shutil.move('moved.py', 'dst3'))
show('move exists', lambda: shutil.move('b_copy.py', 'dst3') if os.path.exists('dst3/b_copy.py') else shutil.move('a_copy.txt', 'dst'))
show('move exists2', lambda: shutil.move('c.txt', 'dst3/sub'))
show('move dir', lambda: shutil.move('dst3', 'dst_moved'))
show('move dir into dir', lambda: shutil.move('dst_moved', 'dst2'))
show('move into itself', lambda: shutil.move('dst', 'dst/sub/x'))
show('move missing', lambda: shutil.move('nope', 'x'))
show('move Path', lambda: shutil.move(Path('b_copy.py'), Path('dst')))
show('move trailing', lambda: shutil.move('dst2/dst_moved/', 'dst'))
print(tree('.'))
# modes
for m in (0o755, 0o600, 0o644, 0o700):
    fd = os.open('m%o' % m, os.O_CREAT | os.O_WRONLY, m); os.write(fd, b'data'); os.close(fd)
    shutil.copy('m%o' % m, 'm%o_c' % m)
    shutil.copy2('m%o' % m, 'm%o_c2' % m)
    shutil.copyfile('m%o' % m, 'm%o_cf' % m)
    print(oct(os.stat('m%o_c' % m).st_mode), oct(os.stat('m%o_c2' % m).st_mode), oct(os.stat('m%o_cf' % m).st_mode))
# which
os.makedirs('bin1'); os.makedirs('bin2'); os.makedirs('bin2/tool')
w('bin1/tool', 'x'); w('bin2/prog', '#!/bin/sh\n')
fd = os.open('bin2/exe', os.O_CREAT | os.O_WRONLY, 0o755); os.close(fd)
fd = os.open('bin1/exe', os.O_CREAT | os.O_WRONLY, 0o644); os.close(fd)
p = os.pathsep.join([B + '/bin1', B + '/bin2', '', B + '/bin1'])
for cmd in ['exe', 'tool', 'prog', 'nope', 'bin2/exe', B + '/bin2/exe', B + '/bin1/exe', 'bin2/tool']:
    print(cmd.replace(B, '<B>'), clean(shutil.which(cmd, path=p)), clean(shutil.which(cmd, mode=os.F_OK, path=p)), clean(shutil.which(cmd, mode=os.R_OK, path=p)))
print(shutil.which('exe', path=''), clean(shutil.which(b'exe', path=p.encode())))
os.environ['PATH'] = B + '/bin2'
print(clean(shutil.which('exe')))
del os.environ['PATH']
print(shutil.which('exe'))
os.environ['COLUMNS'] = '100'; os.environ['LINES'] = '40'
print(shutil.get_terminal_size())
os.environ['COLUMNS'] = 'x'
print(shutil.get_terminal_size(), shutil.get_terminal_size((10, 5)))
del os.environ['COLUMNS']; del os.environ['LINES']
print(shutil.get_terminal_size((120, 50)), shutil.get_terminal_size())
show('chown', lambda: shutil.chown('x'))
print(shutil.Error.__mro__[1].__name__, issubclass(shutil.SpecialFileError, OSError), shutil.COPY_BUFSIZE)
os.chdir('/')
shutil.rmtree(base)
print(os.path.exists(base))
