from pathlib import PurePath, PurePosixPath, Path, PosixPath
import pathlib, os

def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, '->', type(e).__name__, e)
    else:
        print(label, '->', repr(r))

paths = ['', '.', '/', '//', '///', 'a', 'a/b', '/a/b', '//a/b', '///a/b', 'a/./b', 'a/../b', './a', 'a/', 'a//b',
         '/a/b.c.d', 'a.tar.gz', '.bashrc', 'a.', '..', '../x', '/..', 'x/.hidden.txt', '...', 'a..b', 'dir/.a.b',
         '~', '~/x', '~user/y', 'a b/c\u00e9.txt', ' x ', 'a\\b']
for s in paths:
    p = PurePosixPath(s)
    print(repr(s), repr(p), str(p), p.parts, repr(p.drive), repr(p.root), repr(p.anchor), repr(p.name),
          repr(p.suffix), p.suffixes, repr(p.stem), repr(p.parent), list(p.parents), len(p.parents),
          p.is_absolute(), p.is_reserved(), p.as_posix(), os.fspath(p), p.__bytes__())
    show('as_uri ' + s, p.as_uri)
    show('with_name', lambda: p.with_name('n.x'))
    show('with_stem', lambda: p.with_stem('st'))
    show('with_suffix', lambda: p.with_suffix('.sfx'))
    show('with_suffix empty', lambda: p.with_suffix(''))
print(PurePath('a', 'b', '/c', 'd'), PurePath('a', PurePath('/x'), 'y'), PurePath(), PurePath('a', '', 'b'))
print(type(PurePath('a')).__name__, type(Path('a')).__name__, isinstance(Path('a'), PurePosixPath), isinstance(Path('a'), PurePath))
print(isinstance(PurePath('a'), os.PathLike))
for bad in [(b'a',), (1,), ('a', None), (b'a', 'b')]:
    show('ctor %r' % (bad,), lambda: PurePosixPath(*bad))
p = PurePosixPath('/usr/lib/python3.11/site.py')
print(p.parents[0], p.parents[-1], p.parents[1:3], p.parents[::-1], p.parents[-2:], p.parents)
show('parents[9]', lambda: p.parents[9])
show('parents[-9]', lambda: p.parents[-9])
show('parents[x]', lambda: p.parents['x'])
print(list(reversed(p.parents)), PurePosixPath('/usr') in p.parents, p.parents.index(PurePosixPath('/usr')), p.parents.count(PurePosixPath('/')))
print(p / 'x', p / '/abs', 'pre' / PurePosixPath('a'), '/pre' / PurePosixPath('a'), PurePosixPath('a') / PurePosixPath('b') / 'c/d')
show('div int', lambda: p / 1)
show('rdiv int', lambda: 1 / p)
show('div bytes', lambda: p / b'x')
print(p.joinpath('a', 'b'), p.joinpath(), p.joinpath('/x', 'y'), PurePosixPath('a').joinpath(PurePosixPath('b')))
# relative_to
cases = [('/a/b/c', '/a'), ('/a/b/c', '/a/b/c'), ('/a/b', '/a/b/c'), ('/a', 'a'), ('a', '/a'), ('a/b', 'a'), ('a/b', ''),
         ('/a', ''), ('a', 'b'), ('/a/b', '/'), ('//a/b', '/a'), ('//a/b', '//a'), ('/a/b', '/', 'a'), ('a/b/c', 'a', 'b'),
         ('/ab', '/a'), ('a', 'a'), ('', ''), ('.', '.'), ('/a/b/c', '/a/./b'), ('/a/b', '/a/b/')]
for c in cases:
    show('relative_to %r' % (c,), lambda: PurePosixPath(c[0]).relative_to(*c[1:]))
    show('is_relative_to %r' % (c,), lambda: PurePosixPath(c[0]).is_relative_to(*c[1:]))
show('relative_to none', lambda: PurePosixPath('a').relative_to())
show('relative_to int', lambda: PurePosixPath('a').relative_to(3))
# match
mcases = [('a/b.py', '*.py'), ('/a/b/c.py', 'b/*.py'), ('/a/b/c.py', 'a/*.py'), ('/a/b/c.py', '/*.py'), ('/a.py', '/*.py'),
          ('a/b.py', '/a/b.py'), ('/a/b.py', '/a/b.py'), ('/a', '*/a'), ('/a', '*/*/a'), ('a', ''), ('a', '.'), ('/', '/'),
          ('a/b', '**'), ('a/b', '*/**'), ('a', 'A'), ('a/b/c', '*/*'), ('a/b/c', 'b/*'), ('x.txt', '*.[tc]xt'), ('//a/b', '//a/*'),
          ('//a/b', '/a/*'), ('/a/b', '//a/*'), ('', '*'), ('a/b', 'a/b/'), ('a/b', './b')]
for c in mcases:
    show('match %r' % (c,), lambda: PurePosixPath(c[0]).match(c[1]))
# invalid with_* args
for nm in ['', '.', '..', 'a/b', '/a', 'a/', './a', 'x.y', 'a//', ' ']:
    show('with_name %r' % nm, lambda: PurePosixPath('d/f.txt').with_name(nm))
for sf in ['', '.', 'x', '.x/y', '.a.b', '..', '.x.', ' .x', './']:
    show('with_suffix %r' % sf, lambda: PurePosixPath('d/f.txt').with_suffix(sf))
show('with_suffix None', lambda: PurePosixPath('d/f.txt').with_suffix(None))
# equality, ordering, hashing
A = [PurePosixPath(x) for x in ['a', 'a/b', 'a.b', '/a', '//a', 'b', '', 'A', 'a/b/c', '/', '//']]
print(sorted(A))
print([[x < y for y in A] for x in A] == [[list(x.parts) < list(y.parts) for y in A] for x in A])
print(PurePosixPath('a/b') == PurePosixPath('a//b/.'), PurePosixPath('a') == 'a', PurePosixPath('a') != 'a', PurePosixPath('/a') == PurePosixPath('//a'))
print(PurePosixPath('a') == Path('a'), Path('a') == PurePosixPath('a'), hash(PurePosixPath('a/b')) == hash(PurePosixPath('a//b')))
print(len({PurePosixPath('a'), PurePosixPath('a/'), Path('a'), PurePosixPath('./a'), PurePosixPath('b')}))
show('lt str', lambda: PurePosixPath('a') < 'b')
show('ge int', lambda: PurePosixPath('a') >= 1)
print(PurePosixPath('a') <= PurePosixPath('a'), PurePosixPath('b') > PurePosixPath('a'), Path('a') < PurePosixPath('b'))
print(max(A), min(A), sorted(map(str, A)))
d = {PurePosixPath('x/y'): 1}
print(d[PurePosixPath('x', 'y')], PurePosixPath('x/y') in d, Path('x/y') in d)
print(PurePosixPath('a').__reduce__(), PurePosixPath('/a/b').__reduce__())
print(pathlib.__all__)
print(repr(PurePosixPath('it\'s')), str(PurePosixPath('q"x')))
class MyPath(PurePosixPath):
    pass
m = MyPath('a/b')
print(repr(m), repr(m.parent), repr(m / 'c'), type(m.parents[0]).__name__, m == PurePosixPath('a/b'), m.parents)
