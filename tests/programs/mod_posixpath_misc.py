# Constants, PathLike arguments, str subclasses and hand-picked corner cases.
import os as _os_for_cwd
_os_for_cwd.chdir("/")  # results must not depend on where the tests run
import posixpath as pp


class P:
    def __init__(self, v):
        self.v = v

    def __fspath__(self):
        return self.v

    def __repr__(self):
        return 'P(%r)' % (self.v,)


class S(str):
    pass


def show(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(label, repr(args), '->', repr(r), type(r).__name__)


for name in ['curdir', 'pardir', 'extsep', 'sep', 'pathsep', 'defpath',
             'altsep', 'devnull', 'supports_unicode_filenames']:
    print(name, repr(getattr(pp, name)))
print(sorted(pp.__all__))
for name in pp.__all__:
    print(name, hasattr(pp, name))

for v in [P('/a/b/c.txt'), P(b'/a/b/c.txt'), P('rel/x.'), S('/a/b.c'), S(''),
          S('a'), P(''), P(b'')]:
    for fn in ['split', 'splitext', 'basename', 'dirname', 'normpath',
               'normcase', 'isabs', 'splitdrive', 'expanduser', 'expandvars']:
        show(fn, getattr(pp, fn), v)
    show('join', pp.join, v, 'x')
    show('join2', pp.join, '/r', v)
    show('commonprefix', pp.commonprefix, [v, v])
    show('commonpath', pp.commonpath, [v, v])
    show('relpath', pp.relpath, v, '/a')

cases = {
    'join': [('/a', 'b'), ('/a/', 'b'), ('a', '/b'), ('a', ''), ('', 'a'),
             ('', ''), ('a', '', ''), ('a', 'b/', 'c'), ('/', '/'),
             ('//', 'a'), ('a', '//b', 'c'), (b'a', b'b'), (b'', b'/'),
             ('a',), ('',), (b'',)],
    'split': ['', '/', '//', '///', 'a', '/a', 'a/', 'a//b//', '//a', '///a/b',
              b'/x//y', b''],
    'splitext': ['', '.', '..', '...', '.a', '..a', 'a.', 'a..', 'a.b.c',
                 '/x.y/z', '/x/.y', '/x/..y.z', 'a/b.c/', '.a.b', '..a.b',
                 'x/...', b'a.b', b'.a', b'a.b.c'],
    'normpath': ['', '.', '..', '/', '//', '///', '////', '/..', '//..',
                 '///..', 'a/..', 'a/../..', '../a/..', './.', '/./a', '//a//b',
                 '///a//b', 'a/./b/../../c', '../../a/b/../../..',
                 '/a/b/../../../c', 'a\0b/../c', b'//a/..', b'', b'../..',
                 '\u00e9/../\u4e2d'],
    'isabs': ['', '/', 'a', '//', b'/', b'a'],
    'basename': ['', '/', 'a/', '/a', 'a//b', b'/x/y'],
    'dirname': ['', '/', '//', '///', 'a', '/a', 'a/', 'a//b', '//a',
                '///a', 'a//b//c', b'/x/y', b'//'],
}
for fn, items in cases.items():
    for it in items:
        if isinstance(it, tuple):
            show(fn, getattr(pp, fn), *it)
        else:
            show(fn, getattr(pp, fn), it)

for a, b in [('/a/b', '/a/b'), ('/a/b', '/a'), ('/a', '/a/b'), ('/a/b', '/c/d'),
             ('/', '/'), ('/a', '/'), ('/', '/a/b'), ('/a/./b/../c', '/a//x'),
             ('//a', '/a'), (b'/x/y', b'/x/z'), ('/a', '/a/'), ('/ab', '/a'),
             ('/a/b/c', '/a/bc')]:
    show('relpath', pp.relpath, a, b)
    show('relpath kw', pp.relpath, a, start=b)
for lst in [['/usr/lib', '/usr/local/lib'], ['/usr/lib', '/usr/lib/'],
            ['/a', '/a/b', '/a/b/c'], ['a/b', 'a/b/c', 'a/./b'], ['/', '/'],
            ['', ''], ['', 'a'], ['.', './a'], [b'/x/y', b'/x/yy'], ['//a', '/a'],
            ['a', '/a'], ('/x/y', '/x/z'), ['/\u00e9/a', '/\u00e9/b']]:
    show('commonpath', pp.commonpath, lst)
    show('commonprefix', pp.commonprefix, lst)
