# File system functions against a fake os (an in-memory tree with
# symbolic links), so that they run under Trellis too. The fake replaces
# the module's `os` global (and genericpath's, where that exists).
import sys
import posixpath as pp


class StatResult:
    def __init__(self, mode, ino, dev, size):
        self.st_mode = mode
        self.st_ino = ino
        self.st_dev = dev
        self.st_nlink = 1
        self.st_uid = 0
        self.st_gid = 0
        self.st_size = size
        self.st_atime = 1000.5 + ino
        self.st_mtime = 2000.25 + ino
        self.st_ctime = 3000.0 + ino


class FakeOS:
    sep = '/'

    def __init__(self, tree, cwd='/'):
        # tree: {abs path: ('dir',) | ('file', size) | ('link', target)}
        self.tree = {'/': ('dir',)}
        self.tree.update(tree)
        self.inos = {p: i + 2 for i, p in enumerate(sorted(self.tree))}
        self.cwd = cwd
        self.environ = {}
        self.calls = 0

    def fspath(self, p):
        if isinstance(p, (str, bytes)):
            return p
        if hasattr(type(p), '__fspath__'):
            return type(p).__fspath__(p)
        raise TypeError('expected str, bytes or os.PathLike object, not '
                        + type(p).__name__)

    def fsencode(self, s):
        return s.encode() if isinstance(s, str) else s

    def fsdecode(self, s):
        return s.decode() if isinstance(s, bytes) else s

    def getcwdb(self):
        return self.cwd.encode()

    def getcwd(self):
        return self.cwd

    def _walk(self, path, follow):
        self.calls += 1
        orig = path
        if isinstance(path, bytes):
            path = path.decode()
        elif not isinstance(path, str):
            path = self.fspath(path)    # raises TypeError for bad types
            if isinstance(path, bytes):
                path = path.decode()
        if '\0' in path:
            raise ValueError('embedded null byte')
        if not path:
            raise FileNotFoundError(2, 'No such file or directory', orig)
        if not path.startswith('/'):
            path = self.cwd.rstrip('/') + '/' + path
        todo = path.split('/')
        todo.reverse()
        cur = []
        hops = 0
        while todo:
            name = todo.pop()
            if name in ('', '.'):
                continue
            if name == '..':
                if cur:
                    cur.pop()
                continue
            here = '/' + '/'.join(cur)
            node = self.tree[here]
            if node[0] != 'dir':
                raise NotADirectoryError(20, 'Not a directory', orig)
            full = '/' + '/'.join(cur + [name])
            node = self.tree.get(full)
            if node is None:
                raise FileNotFoundError(2, 'No such file or directory', orig)
            if node[0] == 'link' and (todo or follow):
                hops += 1
                if hops > 40:
                    raise OSError(40, 'Too many levels of symbolic links', orig)
                target = node[1].split('/')
                if node[1].startswith('/'):
                    cur = []
                target.reverse()
                todo.extend(target)
                continue
            cur.append(name)
        if todo == [] and path.endswith('/'):
            node = self.tree['/' + '/'.join(cur)]
            if node[0] == 'file':
                raise NotADirectoryError(20, 'Not a directory', orig)
        return '/' + '/'.join(cur)

    def _result(self, full):
        node = self.tree[full]
        kind = node[0]
        if kind == 'dir':
            mode, size = 0o040755, 4096
        elif kind == 'file':
            mode, size = 0o100644, node[1]
        else:
            mode, size = 0o120777, len(node[1])
        dev = 2 if full.startswith('/mnt/') or full == '/mnt' else 1
        return StatResult(mode, self.inos[full], dev, size)

    def stat(self, path):
        return self._result(self._walk(path, True))

    def lstat(self, path):
        return self._result(self._walk(path, False))

    def readlink(self, path):
        full = self._walk(path, False)
        node = self.tree[full]
        if node[0] != 'link':
            raise OSError(22, 'Invalid argument', path)
        if isinstance(path, bytes):
            return node[1].encode()
        return node[1]


tree = {
    '/home': ('dir',), '/home/u': ('dir',), '/home/u/f.txt': ('file', 5),
    '/home/u/d': ('dir',), '/home/u/d/g': ('file', 1234),
    '/home/u/lf': ('link', 'f.txt'), '/home/u/ld': ('link', 'd'),
    '/home/u/broken': ('link', 'nowhere'),
    '/home/u/loop1': ('link', 'loop2'), '/home/u/loop2': ('link', 'loop1'),
    '/home/u/self': ('link', 'self'), '/home/u/d/up': ('link', '../..'),
    '/home/u/abs': ('link', '/home/u/d'),
    '/home/u/chain': ('link', 'ld/up/u/lf'),
    '/home/u/d/rel': ('link', '../d/../f.txt'),
    '/home/u/weird': ('link', 'x/../..'),
    '/home/u/dotdot': ('link', '..'),
    '/home/u/tolink': ('link', 'lf'),
    '/home/u/rootlink': ('link', '/'),
    '/home/u/mntl': ('link', '/mnt/disk'),
    '/mnt': ('dir',), '/mnt/disk': ('dir',), '/mnt/disk/x': ('file', 1),
}
fake = FakeOS(tree, '/home/u')
pp.os = fake
gp = sys.modules.get('genericpath')
if gp is not None:
    gp.os = fake


def show(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(label, repr(args), kw or '', '->', repr(r))


names = ['', '.', '..', 'f.txt', 'd', 'd/g', 'lf', 'ld', 'ld/g', 'broken',
         'loop1', 'loop1/x', 'self', 'd/up', 'd/up/u/f.txt', 'abs', 'abs/g',
         'chain', 'd/rel', 'weird', 'weird/u', 'dotdot', 'dotdot/u/lf',
         'tolink', 'rootlink', 'rootlink/home/u/ld/g', 'mntl', 'mntl/x',
         'missing', 'missing/x', 'f.txt/x', 'lf/', 'ld/', 'd//g/', '/',
         '//', '/mnt', '/mnt/disk', '/mnt/disk/x', '/home/u/../u/./d',
         'ld/../f.txt', 'a\0b', '../../../..', 'broken/..', 'self/..']
for n in names:
    for p in (n, '/home/u/' + n if n else '/home/u/'):
        for fn in ['exists', 'lexists', 'isfile', 'isdir', 'islink', 'ismount',
                   'getsize', 'getmtime', 'getatime', 'getctime', 'abspath',
                   'realpath']:
            show(fn, getattr(pp, fn), p)
        show('realpath-b', pp.realpath, p.encode())
        show('realpath-strict', pp.realpath, p, strict=True)
        show('realpath-strict-b', pp.realpath, p.encode(), strict=True)
        show('relpath', pp.relpath, p)
        show('relpath-d', pp.relpath, p, 'd')
        show('relpath-b', pp.relpath, p.encode(), b'../x')
        show('samefile', pp.samefile, p, 'f.txt')
        show('samefile', pp.samefile, p, 'd')
print('samestat', pp.samestat(fake.stat('ld'), fake.stat('d')))
print('samestat', pp.samestat(fake.lstat('ld'), fake.stat('d')))
for bad in [1.5, None, [1]]:
    for fn in ['exists', 'lexists', 'isfile', 'isdir', 'islink', 'realpath',
               'abspath', 'relpath']:
        show(fn, getattr(pp, fn), bad)
