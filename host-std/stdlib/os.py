"""The os module (CPython 3.11 API on Linux), written for Trellis over the
native _os module, which asks the host (trellis_core::host::FileSystem).

Implemented: the file and directory functions open, fdopen, read, write, close,
lseek, fstat, isatty, stat, lstat, listdir, scandir (DirEntry with name,
path, is_dir, is_file, is_symlink, stat, inode), walk, mkdir, makedirs,
rmdir, removedirs, remove, unlink, rename, renames, replace, access
(from the mode bits), getcwd, getcwdb, chdir, fspath, PathLike, getpid,
strerror, urandom, cpu_count, get_terminal_size (raises OSError as when
not on a terminal); environ (a dict subclass printed as environ({...})),
getenv, putenv and unsetenv (which change environ only); stat_result;
os.path (posixpath); the constants name, sep, altsep, extsep, pathsep,
linesep, curdir, pardir, defpath, devnull, O_*, SEEK_*, F_OK, R_OK, W_OK,
X_OK; error (OSError).

Differences: no processes (system, fork, exec*, spawn*, kill, popen,
waitpid), no users or permissions calls (chmod, chown, getuid...), no
symlinks made (symlink, link); changes to
environ are not seen by the host; paths are str (bytes paths are decoded
as UTF-8 and listdir answers str); access() reads the mode bits, not the
process's rights; the functions' frames are left out of tracebacks as
those of CPython's posix module (written in C) are.
"""

import abc
import sys
import _os
from _os import (
    read,
    write,
    close,
    lseek,
    isatty,
    getcwd,
    getpid,
    strerror,
    urandom,
)

name = "posix"
sep = "/"
altsep = None
extsep = "."
pathsep = ":"
linesep = "\n"
curdir = "."
pardir = ".."
defpath = "/bin:/usr/bin"
devnull = "/dev/null"

O_RDONLY = 0
O_WRONLY = 1
O_RDWR = 2
O_CREAT = 0o100
O_EXCL = 0o200
O_NOCTTY = 0o400
O_TRUNC = 0o1000
O_APPEND = 0o2000
O_NONBLOCK = 0o4000
O_NDELAY = O_NONBLOCK
O_DSYNC = 0o10000
O_SYNC = 0o4010000
O_DIRECTORY = 0o200000
O_NOFOLLOW = 0o400000
O_CLOEXEC = 0o2000000
O_ACCMODE = 3
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
X_OK = 1
W_OK = 2
R_OK = 4

error = OSError

supports_bytes_environ = True
supports_dir_fd = set()
supports_fd = set()
supports_effective_ids = set()
supports_follow_symlinks = set()


class PathLike(abc.ABC):
    """An object with a file system path (__fspath__): any class with one
    is a virtual subclass."""

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, "__fspath__")
        return NotImplemented

    def __class_getitem__(cls, item):
        return cls


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    method = getattr(type(path), "__fspath__", None)
    if method is None:
        raise TypeError(
            "expected str, bytes or os.PathLike object, not " + type(path).__name__
        )
    result = method(path)
    if isinstance(result, (str, bytes)):
        return result
    raise TypeError(
        "expected %s.__fspath__() to return str or bytes, not %s"
        % (type(path).__name__, type(result).__name__)
    )


def fsencode(filename):
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode("utf-8", "surrogateescape")
    return filename


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode("utf-8", "surrogateescape")
    return filename


def _path(p):
    """A path argument for _os: str or bytes, through __fspath__."""
    if isinstance(p, (str, bytes)):
        return p
    return fspath(p)


class stat_result(tuple):
    """What stat() answers: ten fields as a tuple (times in whole
    seconds) and as attributes (times as floats, and in nanoseconds)."""

    n_sequence_fields = 10
    n_fields = 19
    n_unnamed_fields = 3
    _names = (
        "st_mode",
        "st_ino",
        "st_dev",
        "st_nlink",
        "st_uid",
        "st_gid",
        "st_size",
        "st_atime",
        "st_mtime",
        "st_ctime",
    )

    def __new__(cls, raw):
        seq = tuple(raw)
        if len(seq) == 10 and cls._from_native:
            # From _os: times in nanoseconds.
            ns = seq[7:]
            self = tuple.__new__(cls, seq[:7] + tuple(t // 1000000000 for t in ns))
            self._ns = ns
            return self
        if len(seq) < 10:
            raise TypeError(
                "os.stat_result() takes an at least 10-sequence (%d-sequence given)"
                % len(seq)
            )
        self = tuple.__new__(cls, seq[:10])
        self._ns = tuple(int(t * 1000000000) for t in seq[7:10])
        return self

    _from_native = False

    @property
    def st_mode(self):
        return self[0]

    @property
    def st_ino(self):
        return self[1]

    @property
    def st_dev(self):
        return self[2]

    @property
    def st_nlink(self):
        return self[3]

    @property
    def st_uid(self):
        return self[4]

    @property
    def st_gid(self):
        return self[5]

    @property
    def st_size(self):
        return self[6]

    @property
    def st_atime(self):
        return self._ns[0] / 1e9

    @property
    def st_mtime(self):
        return self._ns[1] / 1e9

    @property
    def st_ctime(self):
        return self._ns[2] / 1e9

    @property
    def st_atime_ns(self):
        return self._ns[0]

    @property
    def st_mtime_ns(self):
        return self._ns[1]

    @property
    def st_ctime_ns(self):
        return self._ns[2]

    @property
    def st_blksize(self):
        return 4096

    @property
    def st_blocks(self):
        return (self[6] + 511) // 512

    def __repr__(self):
        fields = ", ".join("%s=%r" % (n, v) for n, v in zip(self._names, self))
        return "os.stat_result(" + fields + ")"

    def __reduce__(self):
        return (stat_result, (tuple(self),))


stat_result.__module__ = "os"


def _native_stat(raw):
    stat_result._from_native = True
    try:
        return stat_result(raw)
    finally:
        stat_result._from_native = False


def stat(path, *, dir_fd=None, follow_symlinks=True):
    if isinstance(path, int) and not isinstance(path, bool):
        return _native_stat(_os.fstat(path))
    return _native_stat(_os.stat(_path(path), follow_symlinks))


def lstat(path, *, dir_fd=None):
    return _native_stat(_os.stat(_path(path), False))


def fstat(fd):
    return _native_stat(_os.fstat(fd))


def open(path, flags, mode=0o777, *, dir_fd=None):
    return _os.open(_path(path), flags, mode)


def listdir(path=None):
    if path is None:
        path = "."
    p = _path(path)
    names = _os.listdir(p)
    if isinstance(p, bytes):
        return [n.encode("utf-8", "surrogateescape") for n in names]
    return names


def mkdir(path, mode=0o777, *, dir_fd=None):
    _os.mkdir(_path(path), mode)


def rmdir(path, *, dir_fd=None):
    _os.rmdir(_path(path))


def unlink(path, *, dir_fd=None):
    _os.unlink(_path(path))


remove = unlink


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _os.rename(_path(src), _path(dst))


replace = rename


def fdopen(fd, mode="r", buffering=-1, encoding=None, *args, **kwargs):
    if not isinstance(fd, int):
        raise TypeError("invalid fd type (%s, expected integer)" % type(fd))
    import io
    return io.open(fd, mode, buffering, encoding, *args, **kwargs)


def chdir(path):
    _os.chdir(_path(path))


def getcwdb():
    return getcwd().encode("utf-8", "surrogateescape")


def readlink(path, *, dir_fd=None):
    p = _path(path)
    target = _os.readlink(p)
    if isinstance(p, bytes):
        return target.encode("utf-8", "surrogateescape")
    return target


def access(path, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    try:
        st = _os.stat(_path(path), follow_symlinks)
    except OSError:
        return False
    if mode == F_OK:
        return True
    bits = st[0]
    if mode & R_OK and not bits & 0o444:
        return False
    if mode & W_OK and not bits & 0o222:
        return False
    if mode & X_OK and not bits & 0o111:
        return False
    return True


def cpu_count():
    return None


class terminal_size(tuple):
    @property
    def columns(self):
        return self[0]

    @property
    def lines(self):
        return self[1]

    def __repr__(self):
        return "os.terminal_size(columns=%d, lines=%d)" % (self[0], self[1])


def get_terminal_size(fd=1):
    raise OSError(25, strerror(25))


def makedirs(name, mode=0o777, exist_ok=False):
    name = fspath(name)
    parent = path.dirname(path.normpath(name))
    if parent and parent != name and not path.exists(parent):
        try:
            makedirs(parent, exist_ok=True)
        except FileExistsError:
            pass
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


class DirEntry:
    """One entry scandir() finds (name and path are bytes when the
    directory was given as bytes)."""

    def __init__(self, dir_path, name):
        self.name = name
        s = b"/" if isinstance(name, bytes) else sep
        if dir_path.endswith(s):
            self.path = dir_path + name
        else:
            self.path = dir_path + s + name
        self._stat = None
        self._lstat = None

    def __fspath__(self):
        return self.path

    def stat(self, *, follow_symlinks=True):
        if follow_symlinks:
            if self._stat is None:
                self._stat = stat(self.path)
            return self._stat
        if self._lstat is None:
            self._lstat = lstat(self.path)
        return self._lstat

    def _mode(self, follow_symlinks):
        try:
            return self.stat(follow_symlinks=follow_symlinks).st_mode
        except FileNotFoundError:
            return 0

    def is_dir(self, *, follow_symlinks=True):
        return self._mode(follow_symlinks) & _S_IFMT == _S_IFDIR

    def is_file(self, *, follow_symlinks=True):
        return self._mode(follow_symlinks) & _S_IFMT == _S_IFREG

    def is_symlink(self):
        return self._mode(False) & _S_IFMT == _S_IFLNK

    def inode(self):
        return self.stat(follow_symlinks=False).st_ino

    def __repr__(self):
        return "<DirEntry %r>" % (self.name,)


class _ScandirIterator:
    def __init__(self, dir_path):
        self._dir = dir_path
        if isinstance(dir_path, bytes):
            names = _os.listdir(dir_path.decode("utf-8", "surrogateescape"))
            names = [n.encode("utf-8", "surrogateescape") for n in names]
        else:
            names = _os.listdir(dir_path)
        self._names = iter(names)

    def __iter__(self):
        return self

    def __next__(self):
        return DirEntry(self._dir, next(self._names))

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def close(self):
        self._names = iter(())


def scandir(path=None):
    if path is None:
        path = curdir
    return _ScandirIterator(_path(path))


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    try:
        entries = list(scandir(top))
    except OSError as e:
        if onerror is not None:
            onerror(e)
        return
    dirs = []
    files = []
    for entry in entries:
        try:
            is_dir = entry.is_dir()
        except OSError:
            is_dir = False
        if is_dir:
            dirs.append(entry.name)
        else:
            files.append(entry.name)
    if topdown:
        yield top, dirs, files
    for name in dirs:
        sub = path.join(top, name)
        if followlinks or not path.islink(sub):
            yield from walk(sub, topdown, onerror, followlinks)
    if not topdown:
        yield top, dirs, files


class _Environ(dict):
    """os.environ: the host's environment when the program started."""

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("str expected, not " + type(key).__name__)
        if not isinstance(value, str):
            raise TypeError("str expected, not " + type(value).__name__)
        dict.__setitem__(self, key, value)

    def setdefault(self, key, value):
        if key not in self:
            self[key] = value
        return self[key]

    def __repr__(self):
        return "environ(" + dict.__repr__(self) + ")"

    def copy(self):
        return dict(self)


_Environ.__module__ = "os"

environ = _Environ(_os.environ_items())


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    environ[key] = value


def unsetenv(key):
    environ.pop(key, None)


def get_exec_path(env=None):
    if env is None:
        env = environ
    p = env.get("PATH", defpath)
    return p.split(pathsep)


import posixpath as path

sys.modules["os.path"] = path
