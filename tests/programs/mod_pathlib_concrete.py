import os
from pathlib import Path, PosixPath, PurePosixPath

def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, '->', type(e).__name__, str(e).replace(B, '<B>'))
    else:
        print(label, '->', repr(r).replace(B, '<B>'))

base = Path('/tmp') / ('tp_pathlib_%d' % os.getpid())
B = str(base)
def rel(p):
    return str(p).replace(B, '<B>')
def rels(ps):
    return sorted(rel(p) for p in ps)

base.mkdir()
print(base.exists(), base.is_dir(), base.is_file(), base.is_symlink(), base.is_mount(), Path('/').is_mount())
show('mkdir again', lambda: base.mkdir())
base.mkdir(exist_ok=True)
show('mkdir nested', lambda: (base / 'x' / 'y').mkdir())
(base / 'x' / 'y').mkdir(parents=True)
(base / 'x' / 'y').mkdir(parents=True, exist_ok=True)
show('mkdir file exists', lambda: (base / 'x' / 'y').mkdir(parents=True))
f = base / 'f.txt'
print(f.write_text('hello\nworld\n'), f.read_text(), f.read_bytes(), f.stat().st_size, f.is_file(), f.exists())
print(f.write_bytes(b'\x00\x01\xff'), f.read_bytes(), f.write_bytes(bytearray(b'ab')), f.read_text())
show('write_text bytes', lambda: f.write_text(b'x'))
show('write_bytes str', lambda: f.write_bytes('x'))
print(f.write_text('caf\u00e9', encoding='latin-1'), f.read_bytes(), f.read_text(encoding='latin-1'))
show('read_text bad', lambda: f.read_text(encoding='ascii'))
print(f.read_text(encoding='ascii', errors='replace'))
print(f.write_text('a\nb\n', newline='\r\n'), f.read_bytes())
with f.open('w') as fh:
    fh.write('line1\nline2\n')
with f.open() as fh:
    print(fh.readlines())
with f.open('rb') as fh:
    print(fh.read(3))
with f.open('a') as fh:
    fh.write('more\n')
print(f.read_text().splitlines())
show('open missing', lambda: (base / 'nope').open())
show('read missing', lambda: (base / 'nope').read_text())
show('open dir', lambda: base.open())
t = base / 'touched'
t.touch()
print(t.exists(), t.read_bytes())
t.touch()
show('touch excl', lambda: t.touch(exist_ok=False))
(base / 'new').touch(exist_ok=False)
print(sorted(p.name for p in base.iterdir()))
print(rels(base.iterdir()))
show('iterdir missing', lambda: list((base / 'nope').iterdir()))
show('iterdir file', lambda: list(f.iterdir()))
# rename / replace / unlink / rmdir
r = t.rename(base / 'renamed')
print(type(r).__name__, rel(r), t.exists(), r.exists())
r2 = r.replace(str(base / 'replaced'))
print(type(r2).__name__, rel(r2))
show('rename missing', lambda: (base / 'nope').rename(base / 'nope2'))
(base / 'new').unlink()
show('unlink missing', lambda: (base / 'new').unlink())
(base / 'new').unlink(missing_ok=True)
show('rmdir nonempty', lambda: (base / 'x').rmdir())
(base / 'x' / 'y').rmdir()
show('rmdir missing', lambda: (base / 'x' / 'y').rmdir())
print(sorted(p.name for p in base.iterdir()))
# stat-ish
st = f.stat()
print(type(st).__name__, st.st_size, st == os.stat(f), f.lstat().st_size, f.samefile(str(f)), f.samefile(base / 'f.txt'), f.samefile(r2))
show('samefile missing', lambda: f.samefile(base / 'zz'))
show('stat missing', lambda: (base / 'zz').stat())
print((base / 'zz').exists(), (base / 'zz').is_dir(), (base / 'zz').is_file(), (base / 'zz').is_symlink(), (f / 'sub').exists(), (f / 'sub').is_dir())
print(f.is_fifo(), f.is_socket(), f.is_block_device(), f.is_char_device(), Path('/dev/null').is_char_device())
# cwd, absolute, resolve, home, expanduser
old = os.getcwd()
os.chdir(B)
print(rel(Path.cwd()), type(Path.cwd()).__name__, rel(Path('a/../b').absolute()), rel(Path('.').absolute()), rel(Path('x/../f.txt').resolve()))
print(rel(Path('nope/../q').resolve()), rel(Path('/a/./b/../c').resolve()), Path('/abs').absolute())
show('resolve strict', lambda: rel(Path('nope').resolve(strict=True)))
print(rel(Path('f.txt').resolve(strict=True)), Path('f.txt').exists(), Path().exists(), Path('').is_dir())
print(sorted(map(str, Path().iterdir())))
os.chdir(old)
print(Path.home() == Path(os.environ['HOME']), Path('~/x').expanduser() == Path(os.environ['HOME']) / 'x', Path('/~/x').expanduser(), Path('x/~').expanduser())
os.environ['HOME'] = '/home/fake'
print(Path('~').expanduser(), Path('~/a/b').expanduser(), Path.home())
show('owner', lambda: f.owner() if False else 'skip')
print(Path('a', 'b'), PosixPath('/x'), Path(Path('q'), 'r'), Path(PurePosixPath('p')))
print(repr(Path('a')), repr(PosixPath('/')), repr(Path()), type(Path('x') / 'y').__name__, type(Path('x').parent).__name__)
show('readlink', lambda: f.readlink())
# cleanup
for p in sorted(base.glob('**/*'), key=lambda p: len(p.parts), reverse=True):
    if p.is_dir():
        p.rmdir()
    else:
        p.unlink()
base.rmdir()
print(base.exists())
