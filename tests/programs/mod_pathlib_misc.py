import os
from pathlib import PurePath, PurePosixPath, Path, PosixPath
def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, '->', type(e).__name__, e)
    else:
        print(label, '->', repr(r))
class PL:
    def __init__(self, v): self.v = v
    def __fspath__(self): return self.v
print(PurePosixPath(PL('a/b'), PL('c')), Path(PL('/x')) / PL('y'), PL('pre') / PurePosixPath('z') if False else PurePosixPath('z'))
show('bytes pathlike', lambda: PurePosixPath(PL(b'a')))
show('int pathlike', lambda: PurePosixPath(PL(3)))
show('div pathlike bytes', lambda: PurePosixPath('a') / PL(b'x'))
show('rdiv pathlike', lambda: PL('q') / PurePosixPath('z'))
show('joinpath bytes', lambda: PurePosixPath('a').joinpath(b'x'))
show('None', lambda: PurePosixPath(None))
show('float', lambda: Path(1.5))
show('list', lambda: PurePath(['a']))
p = PurePosixPath('/a/b/c.d')
ps = p.parents
print(list(ps), list(reversed(ps)), PurePosixPath('/a') in ps, 'x' in ps, ps.index(PurePosixPath('/')), ps.count(PurePosixPath('/a')), len(ps))
show('index missing', lambda: ps.index(PurePosixPath('/zz')))
print(ps[0:10], ps[-1:], ps[5:], ps[::2], ps[-3])
print(bool(PurePosixPath('')), bool(Path('x')))
print(sorted([Path('b'), Path('a/c'), Path('a'), Path('/z'), Path('a.b')]))
print(PurePosixPath('a').__hash__ is not None, {PurePosixPath('a'): 1}.get(Path('a')))
print(PurePosixPath('a/b').match('A/B'), PurePosixPath('A/b').match('a/*'))
show('relative_to msg', lambda: PurePosixPath('/usr/lib').relative_to('/etc'))
show('relative_to msg2', lambda: PurePosixPath('a/b').relative_to('/a'))
show('relative_to multi', lambda: PurePosixPath('/a/b/c').relative_to('/a', 'b'))
show('with_name on root', lambda: PurePosixPath('/').with_name('x'))
show('with_suffix sep', lambda: PurePosixPath('a').with_suffix('/'))
show('with_stem empty', lambda: PurePosixPath('a.txt').with_stem(''))
show('with_stem', lambda: PurePosixPath('a.tar.gz').with_stem('b'))
show('glob abs', lambda: list(Path('.').glob('/etc')))
show('glob empty', lambda: list(Path('.').glob('')))
show('glob Path', lambda: list(Path('.').glob(Path('x'))))
show('rglob abs', lambda: list(Path('.').rglob('/x')))
show('WindowsPath', lambda: Path.__new__(PosixPath, 'x'))
import pathlib
show('PosixPath', lambda: pathlib.PosixPath('x'))
show('cwd type', lambda: type(pathlib.PosixPath.cwd()).__name__)
show('home type', lambda: type(pathlib.PurePath.__new__(pathlib.PurePath, 'x')).__name__)
class MyP(PosixPath):
    def hello(self): return 'hello ' + self.name
m = MyP('/a/b')
print(m.hello(), type(m.parent).__name__, type(m / 'x').__name__, m.parent.hello())
print(type(MyP.cwd()).__name__)
