# Type errors and value errors, with CPython's messages.
import os as _os_for_cwd
_os_for_cwd.chdir("/")  # results must not depend on where the tests run
import posixpath as pp


class P:
    def __init__(self, v):
        self.v = v

    def __fspath__(self):
        return self.v


class Bad:
    def __fspath__(self):
        raise ValueError('boom')


def show(label, f, *args):
    try:
        r = f(*args)
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(label, '->', repr(r))


funcs = ['split', 'splitext', 'basename', 'dirname', 'normpath', 'normcase',
         'isabs', 'splitdrive', 'expanduser', 'expandvars', 'abspath',
         'realpath', 'join']
bad = [1, 1.5, None, [], ('a',), P(1), P(None), P(b'x'), P('y'), Bad(), b'x', 'x']
for name in funcs:
    for v in bad:
        if name == 'realpath' and not isinstance(v, (int, float, type(None), list, tuple, Bad)) and not (isinstance(v, P) and not isinstance(v.v, (str, bytes))):
            continue    # needs os.lstat
        show('%s(%s)' % (name, type(v).__name__), getattr(pp, name), v)

show('join a 1', pp.join, 'a', 1)
show('join a b', pp.join, 'a', b'b')
show('join b a', pp.join, b'a', 'b')
show('join empty-str bytes', pp.join, '', b'b')
show('join abs bytes', pp.join, '/x', b'/b')
show('join P bytes', pp.join, 'a', P(b'x'))
show('join P P', pp.join, P('a'), P('b'), P('/c'), 'd')
show('join P1', pp.join, 'a', P(1))
show('join P first bad', pp.join, 'a', P('b'), 1)
show('join Bad', pp.join, 'a', Bad())
show('join none', pp.join, 'a', None)
show('join list', pp.join, 'a', ['b'])
show('relpath empty', pp.relpath, '')
show('relpath 0', pp.relpath, 0)
show('relpath b empty', pp.relpath, b'')
show('relpath None', pp.relpath, None)
show('relpath mix', pp.relpath, '/a', b'/b')
show('relpath mix2', pp.relpath, b'/a', '/b')
show('relpath start int', pp.relpath, '/a', 1)
show('relpath int', pp.relpath, 1, '/a')
show('relpath P', pp.relpath, P('/a/b'), P('/a'))
show('relpath Pb', pp.relpath, P(b'/a/b'), b'/c')
show('commonpath []', pp.commonpath, [])
show('commonpath ()', pp.commonpath, ())
show('commonpath mix abs', pp.commonpath, ['/a', 'b'])
show('commonpath mix bytes', pp.commonpath, ['/a', b'/b'])
show('commonpath mix bytes2', pp.commonpath, [b'/a', '/b'])
show('commonpath int', pp.commonpath, [1])
show('commonpath str int', pp.commonpath, ['a', 1])
show('commonpath iter empty', pp.commonpath, iter([]))
show('commonpath iter', pp.commonpath, iter(['/a/b', '/a/c']))
show('commonpath str', pp.commonpath, 'abc')
show('commonpath P', pp.commonpath, [P('/a/b'), '/a/c/d'])
show('commonpath Pb', pp.commonpath, [P(b'/a/b'), b'/a/b/d'])
show('commonpath one', pp.commonpath, ['/a/./b/'])
show('commonpath root', pp.commonpath, ['/', '/a'])
show('commonpath dot', pp.commonpath, ['.', 'a'])
show('commonpath None', pp.commonpath, None)
show('commonpath int arg', pp.commonpath, 5)
show('commonprefix []', pp.commonprefix, [])
show('commonprefix ()', pp.commonprefix, ())
show('commonprefix int', pp.commonprefix, ['a', 1])
show('commonprefix mix', pp.commonprefix, ['a', b'a'])
show('commonprefix lists', pp.commonprefix, [[1, 2, 3], [1, 2, 4]])
show('commonprefix tuples', pp.commonprefix, [(1, 2), (1, 2, 3)])
show('commonprefix P', pp.commonprefix, ['ab', P('ac')])
show('commonprefix one', pp.commonprefix, ['/usr/lib'])
show('commonprefix words', pp.commonprefix, ['/usr/lib', '/usr/local/lib'])
show('splitext P', pp.splitext, P('/a/b.c'))
show('join no args', pp.join)
show('split no args', pp.split)
show('relpath no args', pp.relpath)
