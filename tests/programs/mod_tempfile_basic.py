import os, sys, stat
import tempfile
from pathlib import Path
base = '/tmp/tp_tempfile_%d' % os.getpid()
os.mkdir(base)
B = base
import re
def clean(s):
    return re.sub('(tmp|P|p_)[a-z0-9_]{8}', '\\1<R>', str(s).replace(B, '<B>'))
def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, '->', type(e).__name__, clean(e))
    else:
        print(label, '->', clean(repr(r)))
def namefacts(path, prefix, suffix):
    d, n = os.path.split(path)
    core = n[len(prefix):len(n) - len(suffix)] if suffix else n[len(prefix):]
    ok = all(c in 'abcdefghijklmnopqrstuvwxyz0123456789_' for c in core)
    return (clean(d), n.startswith(prefix), n.endswith(suffix), len(core), ok)
print(tempfile.gettempprefix(), tempfile.gettempprefixb(), tempfile.template, tempfile.TMP_MAX)
tempfile.tempdir = None
os.environ['TMPDIR'] = base
print(clean(tempfile.gettempdir()), clean(tempfile.gettempdirb()), clean(tempfile.tempdir))
os.environ['TMPDIR'] = '/nonexistent_dir_xyz'
print(clean(tempfile.gettempdir()))
tempfile.tempdir = None
print(tempfile.gettempdir() in ('/tmp', os.path.abspath(os.environ.get('TEMP', '/tmp')), os.path.abspath(os.environ.get('TMP', '/tmp'))))
tempfile.tempdir = base
# mkstemp
fd, p = tempfile.mkstemp()
print(type(fd).__name__, namefacts(p, 'tmp', ''), oct(stat.S_IMODE(os.stat(p).st_mode)), os.path.isabs(p))
os.write(fd, b'hello'); os.close(fd)
print(open(p, 'rb').read())
fd2, p2 = tempfile.mkstemp(suffix='.txt', prefix='pre_', dir=base, text=True)
os.close(fd2)
print(namefacts(p2, 'pre_', '.txt'), p != p2)
fd3, p3 = tempfile.mkstemp(prefix=b'bb', suffix=b'.x')
os.close(fd3)
print(type(p3).__name__, namefacts(os.fsdecode(p3), 'bb', '.x'))
fd4, p4 = tempfile.mkstemp(dir=Path(base))
os.close(fd4); print(type(p4).__name__, namefacts(p4, 'tmp', ''))
show('mix', lambda: tempfile.mkstemp(prefix=b'x', suffix='y'))
show('mix2', lambda: tempfile.mkdtemp(prefix='x', dir=b'/tmp'))
show('missing dir', lambda: tempfile.mkstemp(dir=base + '/nope'))
os.chdir(base)
fd5, p5 = tempfile.mkstemp(dir='.')
os.close(fd5); print(namefacts(p5, 'tmp', ''), os.path.isabs(p5))
# mkdtemp
d = tempfile.mkdtemp()
print(namefacts(d, 'tmp', ''), os.path.isdir(d), oct(stat.S_IMODE(os.stat(d).st_mode)))
d2 = tempfile.mkdtemp(suffix='_s', prefix='p_', dir='.')
print(namefacts(d2, 'p_', '_s'), os.path.isabs(d2), os.path.isdir(d2))
d3 = tempfile.mkdtemp(prefix=b'by')
print(type(d3).__name__)
show('mkdtemp missing', lambda: tempfile.mkdtemp(dir=base + '/nope/deeper'))
# many unique names
names = set()
for i in range(300):
    fd, p = tempfile.mkstemp(dir=d)
    os.close(fd)
    names.add(p)
print(len(names), len(os.listdir(d)))
m = tempfile.mktemp(dir=d)
print(namefacts(m, 'tmp', ''), os.path.exists(m))
# NamedTemporaryFile
with tempfile.NamedTemporaryFile() as f:
    print(namefacts(f.name, 'tmp', ''), os.path.exists(f.name), f.mode, f.delete, type(f.file).__name__)
    f.write(b'abc'); f.seek(0); print(f.read(), f.tell(), f.closed, f.name == f.file.name)
    name = f.name
print(os.path.exists(name), f.closed)
f = tempfile.NamedTemporaryFile('w+', suffix='.txt', prefix='ntf', delete=False, encoding='utf-8')
print(namefacts(f.name, 'ntf', '.txt'), f.mode, f.encoding)
f.write('line1\nline2\n'); f.flush()
print(open(f.name).read().splitlines())
f.seek(0)
print([l for l in f])
f.close(); f.close()
print(os.path.exists(f.name), f.closed)
os.unlink(f.name)
f = tempfile.NamedTemporaryFile(mode='w')
n = f.name
f.write('x')
f.close()
print(os.path.exists(n))
with tempfile.NamedTemporaryFile(dir=d.encode(), prefix=b'bn') as f:
    print(type(f.name).__name__)
show('ntf bad mode', lambda: tempfile.NamedTemporaryFile(mode='q'))
print(len(os.listdir(base)))
show('ntf missing dir', lambda: tempfile.NamedTemporaryFile(dir=base + '/nope'))
# TemporaryFile
with tempfile.TemporaryFile() as t:
    print(type(t.name).__name__, t.name == t.fileno(), t.mode)
    t.write(b'data'); t.seek(0); print(t.read())
before = sorted(os.listdir(base))
with tempfile.TemporaryFile('w+', dir=base) as t:
    t.write('text\n'); t.seek(0); print(repr(t.read()), sorted(os.listdir(base)) == before, t.encoding)
# SpooledTemporaryFile
s = tempfile.SpooledTemporaryFile(max_size=10)
print(s._rolled, s.write(b'12345'), s._rolled, s.tell())
print(s.write(b'678901'), s._rolled, s.tell())
s.seek(0); print(s.read(), s.closed, type(s.name).__name__)
s.close(); print(s.closed)
s = tempfile.SpooledTemporaryFile(mode='w+')
s.write('abc\ndef\n'); s.seek(0)
print(s.readline(), s.readlines(), s._rolled, s.mode, s.name)
fno = s.fileno(); print(s._rolled, type(fno).__name__)
s.seek(0); print(repr(s.read()))
s.close()
with tempfile.SpooledTemporaryFile(5) as s:
    s.write(b'abc'); s.seek(0); print(list(s))
show('spooled closed enter', lambda: s.__enter__())
# TemporaryDirectory
with tempfile.TemporaryDirectory() as td:
    print(type(td).__name__, namefacts(td, 'tmp', ''), os.path.isdir(td))
    os.makedirs(os.path.join(td, 'a', 'b'))
    open(os.path.join(td, 'a', 'b', 'f'), 'w').close()
print(os.path.exists(td))
t = tempfile.TemporaryDirectory(suffix='S', prefix='P', dir=base)
print(clean(repr(t)).startswith("<TemporaryDirectory '<B>/P"), namefacts(t.name, 'P', 'S'))
t.cleanup(); print(os.path.exists(t.name))
t.cleanup()
os.mkdir(t.name); t.cleanup(); print(os.path.exists(t.name))
t = tempfile.TemporaryDirectory(dir=base)
import shutil
shutil.rmtree(t.name)
t.cleanup(); print('cleanup of removed ok')
with tempfile.TemporaryDirectory(dir=Path(base)) as td:
    print(type(td).__name__)
with tempfile.TemporaryDirectory(prefix=b'x') as td:
    print(type(td).__name__)
print(tempfile.__all__)
os.chdir('/')
shutil.rmtree(base)
print(os.path.exists(base))
