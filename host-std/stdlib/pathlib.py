"""Object-oriented file system paths (CPython 3.11 API, POSIX flavour),
written for Trellis over its os module.

Pure paths (no file system access): PurePath (which makes a
PurePosixPath), PurePosixPath, with parts, drive, root, anchor, parents
(a sequence that takes negative indexes and slices), parent, name,
suffix, suffixes, stem, as_posix(), as_uri(), is_absolute(),
is_relative_to(), is_reserved(), joinpath(), the '/' operator on both
sides, match(), relative_to() (with CPython's ValueError message),
with_name(), with_stem(), with_suffix(), str(), repr(), bytes(),
os.fspath(), equality, hashing and ordering (between POSIX paths only,
by their parts). Parsing is CPython's: runs of '/' and '.' components
collapse, '..' is kept, exactly two leading slashes stay as the root
'//', a later absolute argument replaces what came before, and bytes
arguments are refused with CPython's TypeError.

Concrete paths: Path (which makes a PosixPath) and PosixPath, with
cwd(), home(), stat(), lstat(), exists(), is_dir(), is_file(),
is_symlink(), is_mount(), is_block_device(), is_char_device(),
is_fifo(), is_socket(), iterdir(), glob(), rglob(), mkdir(mode,
parents, exist_ok), rmdir(), unlink(missing_ok), rename(), replace(),
touch(), open(), read_text(), write_text(), read_bytes(),
write_bytes(), resolve(), absolute(), expanduser(), samefile(),
readlink(); glob() and rglob() take fnmatch patterns per component,
'**' for any depth, a trailing '/' for directories only, and match
hidden names as CPython's pathlib does; results come in os.scandir
order (sort them).

Differences from CPython:
- PureWindowsPath and WindowsPath exist but cannot be instantiated
  (NotImplementedError), and a PurePath is always a PurePosixPath.
- Trellis's os cannot change modes or times or make links: chmod() and
  lchmod() raise NotImplementedError("os.chmod() not available on this
  system"), as do symlink_to(), hardlink_to() and link_to() (naming
  os.symlink/os.link, CPython's message where those are missing);
  touch() on an existing path leaves its times alone (there is no
  os.utime); owner() and group() raise NotImplementedError (no pwd or
  grp module).
- resolve() is os.path.realpath, which in Trellis cannot see through
  symbolic links (os.readlink always fails, and realpath raises OSError
  EINVAL on a path through an existing link): resolve() then leaves
  links as they are, making the path absolute and normalizing '..'
  lexically (Path('/bin').resolve() is '/bin' where CPython answers
  '/usr/bin' on a system where /bin is a link); strict=True still raises
  FileNotFoundError for a missing path.
- Path objects as context managers (a no-op, deprecated) give no
  DeprecationWarning (Trellis has no warnings module).
- glob('./') (a pattern with no component but the trailing '/')
  yields the directory itself; CPython 3.11 raises an AttributeError
  from inside pathlib there.
- bytes(p) needs the core to call __bytes__, which Trellis's bytes()
  does not yet do (p.__bytes__() and os.fsencode(p) work).
- isinstance(p, os.PathLike) is True because PurePath derives from
  os.PathLike (in CPython that check goes through the ABC's hook).
- path.parents has the methods of a sequence (len, indexes, slices,
  iteration, reversed, in, index, count) but is not a
  collections.abc.Sequence (importing that module would double the
  time `import pathlib` takes).
- No sys.audit events; hash values differ (they always do between runs).
"""

import os
import io
import fnmatch
from stat import S_ISDIR, S_ISREG, S_ISLNK, S_ISBLK, S_ISCHR, S_ISFIFO, S_ISSOCK

__all__ = [
    "PurePath", "PurePosixPath", "PureWindowsPath",
    "Path", "PosixPath", "WindowsPath",
]

# errno values whose OSError means "no such path" to exists(), is_dir()...
_IGNORED_ERRNOS = (2, 20, 9, 40)  # ENOENT, ENOTDIR, EBADF, ELOOP
_ELOOP = 40
_EINVAL = 22


def _ignore_error(e):
    return getattr(e, "errno", None) in _IGNORED_ERRNOS


def _parse(args):
    """(root, tail) for the path made of args: root is '', '/' or '//';
    tail a tuple of the names after it."""
    root = ""
    tail = []
    for a in args:
        if isinstance(a, PurePath):
            if a._root:
                root = a._root
                tail = list(a._tail)
            else:
                tail.extend(a._tail)
            continue
        if not isinstance(a, str):
            a = os.fspath(a)
            if not isinstance(a, str):
                raise TypeError(
                    "argument should be a str object or an os.PathLike "
                    "object returning str, not %r" % (type(a),)
                )
        if not a:
            continue
        if a[0] == "/":
            rest = a.lstrip("/")
            root = "//" if len(a) - len(rest) == 2 else "/"
            tail = []
            a = rest
        if "/" in a:
            for x in a.split("/"):
                if x and x != ".":
                    tail.append(x)
        elif a != ".":
            if a:
                tail.append(a)
    return root, tuple(tail)


def _quote_uri_path(data):
    """The bytes data as a URI path: everything but ASCII letters,
    digits and '_.-~/' is %XX-escaped."""
    out = []
    for b in data:
        if (97 <= b <= 122 or 65 <= b <= 90 or 48 <= b <= 57
                or b in (95, 46, 45, 126, 47)):
            out.append(chr(b))
        else:
            out.append("%%%02X" % b)
    return "".join(out)


class _PathParents:
    """The ancestors of a path, nearest first (what path.parents is): a
    sequence (not registered with collections.abc, to keep importing
    pathlib cheap)."""

    __slots__ = ("_pathcls", "_root", "_tail")

    def __init__(self, path):
        self._pathcls = type(path)
        self._root = path._root
        self._tail = path._tail

    def __len__(self):
        return len(self._tail)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        n = len(self._tail)
        if idx >= n or idx < -n:
            raise IndexError(idx)
        if idx < 0:
            idx += n
        return self._pathcls._from_parsed(self._root, self._tail[: n - idx - 1])

    def __iter__(self):
        for i in range(len(self._tail)):
            yield self[i]

    def __reversed__(self):
        for i in reversed(range(len(self._tail))):
            yield self[i]

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def index(self, value, start=0, stop=None):
        n = len(self._tail)
        if start is not None and start < 0:
            start = max(n + start, 0)
        if stop is not None and stop < 0:
            stop += n
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)

    def __repr__(self):
        return "<{}.parents>".format(self._pathcls.__name__)


class PurePath(os.PathLike):
    """A path that is only a value: its operations never touch the file
    system. PurePath(...) makes a PurePosixPath."""

    __slots__ = ("_root", "_tail", "_str", "_hash", "_cparts")

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_parts(args)

    @classmethod
    def _from_parts(cls, args):
        root, tail = _parse(args)
        return cls._from_parsed(root, tail)

    @classmethod
    def _from_parsed(cls, root, tail):
        self = object.__new__(cls)
        self._root = root
        self._tail = tail
        self._str = None
        self._hash = None
        self._cparts = None
        return self

    def _child(self, name):
        # A path one name longer (the name is known to be a plain name).
        return self._from_parsed(self._root, self._tail + (name,))

    def __reduce__(self):
        return (self.__class__, self.parts)

    def __str__(self):
        s = self._str
        if s is None:
            if self._root:
                s = self._root + "/".join(self._tail)
            else:
                s = "/".join(self._tail) or "."
            self._str = s
        return s

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        """The path as a string with forward slashes."""
        return str(self)

    def __bytes__(self):
        return os.fsencode(str(self))

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        """The path as a 'file:' URI."""
        if not self._root:
            raise ValueError("relative path can't be expressed as a file URI")
        return "file://" + _quote_uri_path(os.fsencode(str(self)))

    def _parts_list(self):
        c = self._cparts
        if c is None:
            c = list(self.parts)
            self._cparts = c
        return c

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) == str(other) and isinstance(other, PurePosixPath)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = hash(str(self))
            self._hash = h
        return h

    def __lt__(self, other):
        if not isinstance(other, PurePosixPath):
            return NotImplemented
        return self._parts_list() < other._parts_list()

    def __le__(self, other):
        if not isinstance(other, PurePosixPath):
            return NotImplemented
        return self._parts_list() <= other._parts_list()

    def __gt__(self, other):
        if not isinstance(other, PurePosixPath):
            return NotImplemented
        return self._parts_list() > other._parts_list()

    def __ge__(self, other):
        if not isinstance(other, PurePosixPath):
            return NotImplemented
        return self._parts_list() >= other._parts_list()

    @property
    def drive(self):
        """The drive: always '' on POSIX."""
        return ""

    @property
    def root(self):
        """The root: '', '/' or '//'."""
        return self._root

    @property
    def anchor(self):
        """The drive and the root together."""
        return self._root

    @property
    def parts(self):
        """The components of the path, the anchor first, as a tuple."""
        if self._root:
            return (self._root,) + self._tail
        return self._tail

    @property
    def name(self):
        """The final component, or '' if there is none."""
        tail = self._tail
        if not tail:
            return ""
        return tail[-1]

    @property
    def suffix(self):
        """The final component's extension ('.gz' of 'a.tar.gz'), or ''."""
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[i:]
        return ""

    @property
    def suffixes(self):
        """The final component's extensions (['.tar', '.gz'])."""
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        """The final component without its suffix."""
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    def with_name(self, name):
        """This path with its final component replaced by name."""
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        root, tail = _parse((name,))
        if not name or name[-1] == "/" or root or len(tail) != 1:
            raise ValueError("Invalid name %r" % (name,))
        return self._from_parsed(self._root, self._tail[:-1] + (name,))

    def with_stem(self, stem):
        """This path with the stem of its final component replaced."""
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        """This path with its suffix replaced ('' removes it)."""
        if "/" in suffix:
            raise ValueError("Invalid suffix %r" % (suffix,))
        if suffix and not suffix.startswith(".") or suffix == ".":
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        if old:
            name = name[: -len(old)] + suffix
        else:
            name = name + suffix
        return self._from_parsed(self._root, self._tail[:-1] + (name,))

    def relative_to(self, *other):
        """This path relative to the path made of other; ValueError if it
        does not start with that path."""
        if not other:
            raise TypeError("need at least one argument")
        to_root, to_tail = _parse(other)
        root = self._root
        tail = self._tail
        if to_root:
            ok = root == to_root and tail[: len(to_tail)] == to_tail
        elif not to_tail:
            ok = not root
        else:
            ok = not root and tail[: len(to_tail)] == to_tail
        if not ok:
            formatted = to_root + "/".join(to_tail)
            raise ValueError(
                "{!r} is not in the subpath of {!r} OR one path is relative "
                "and the other is absolute.".format(str(self), formatted)
            )
        return self._from_parsed("", tail[len(to_tail):])

    def is_relative_to(self, *other):
        """Whether this path starts with the path made of other."""
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def joinpath(self, *args):
        """This path with args appended (an absolute one replaces it)."""
        root, tail = _parse(args)
        if root:
            return self._from_parsed(root, tail)
        return self._from_parsed(self._root, self._tail + tail)

    def __truediv__(self, key):
        try:
            root, tail = _parse((key,))
        except TypeError:
            return NotImplemented
        if root:
            return self._from_parsed(root, tail)
        return self._from_parsed(self._root, self._tail + tail)

    def __rtruediv__(self, key):
        try:
            return self._from_parts((key, self))
        except TypeError:
            return NotImplemented

    @property
    def parent(self):
        """The path without its final component."""
        tail = self._tail
        if not tail:
            return self
        return self._from_parsed(self._root, tail[:-1])

    @property
    def parents(self):
        """The ancestors of the path, as a sequence."""
        return _PathParents(self)

    def is_absolute(self):
        """Whether the path has a root."""
        return bool(self._root)

    def is_reserved(self):
        """Always False on POSIX."""
        return False

    def match(self, path_pattern):
        """Whether the path matches the glob pattern, compared from the
        right (a pattern with a root must match the whole path)."""
        pat_root, pat_tail = _parse((path_pattern,))
        if not pat_root and not pat_tail:
            raise ValueError("empty pattern")
        if pat_root and pat_root != self._root:
            return False
        tail = self._tail
        if pat_root:
            if len(pat_tail) != len(tail):
                return False
        elif len(pat_tail) > len(self.parts):
            return False
        i = len(tail) - 1
        for pat in reversed(pat_tail):
            if i < 0:
                # The pattern reaches the anchor (the root '/' only
                # matches patterns that match '/').
                part = self._root
            else:
                part = tail[i]
            if not fnmatch.fnmatchcase(part, pat):
                return False
            i -= 1
        return True


class PurePosixPath(PurePath):
    """A pure path with POSIX semantics."""

    __slots__ = ()


class PureWindowsPath(PurePath):
    """Windows paths are not implemented in Trellis."""

    __slots__ = ()

    def __new__(cls, *args):
        raise NotImplementedError("PureWindowsPath is not supported by Trellis")


class Path(PurePath):
    """A path on the file system: Path(...) makes a PosixPath."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return cls._from_parts(args)

    def __enter__(self):
        # Deprecated in 3.11 (CPython also warns) and a no-op.
        return self

    def __exit__(self, t, v, tb):
        pass

    @classmethod
    def cwd(cls):
        """The working directory as a path."""
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        """The user's home directory as a path (from $HOME)."""
        return cls("~").expanduser()

    def samefile(self, other_path):
        """Whether this path and other_path are the same file."""
        st = self.stat()
        try:
            other_st = other_path.stat()
        except AttributeError:
            other_st = self.__class__(other_path).stat()
        return os.path.samestat(st, other_st)

    def iterdir(self):
        """The paths of the entries of this directory."""
        for name in os.listdir(self):
            yield self._child(name)

    def _scandir(self):
        return os.scandir(self)

    def glob(self, pattern):
        """The paths below this one that match the relative pattern."""
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        root, parts = _parse((pattern,))
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern[-1] == "/":
            parts = parts + ("",)
        yield from _select(self, parts)

    def rglob(self, pattern):
        """Like glob() with '**/' put before pattern: matches at any
        depth."""
        root, parts = _parse((pattern,))
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern and pattern[-1] == "/":
            parts = parts + ("",)
        yield from _select(self, ("**",) + parts)

    def absolute(self):
        """The path made absolute with the working directory (no
        normalization)."""
        if self._root:
            return self
        return self._from_parts((os.getcwd(), self))

    def resolve(self, strict=False):
        """The absolute path with '..' and symbolic links resolved (see
        the module docstring)."""
        try:
            s = os.path.realpath(str(self), strict=strict)
        except OSError as e:
            if e.errno == _ELOOP:
                raise RuntimeError("Symlink loop from %r" % e.filename)
            if e.errno != _EINVAL:
                raise
            # Trellis's os.readlink fails (EINVAL) even on a symbolic
            # link, which realpath meets on a path through one: leave
            # links unresolved.
            s = os.path.normpath(os.path.abspath(str(self)))
        p = self._from_parts((s,))
        if not strict:
            try:
                p.stat()
            except OSError as e:
                if e.errno == _ELOOP:
                    raise RuntimeError("Symlink loop from %r" % e.filename)
        return p

    def stat(self, *, follow_symlinks=True):
        """os.stat() of the path."""
        return os.stat(str(self), follow_symlinks=follow_symlinks)

    def lstat(self):
        """os.lstat() of the path."""
        return os.stat(str(self), follow_symlinks=False)

    def owner(self):
        raise NotImplementedError("Path.owner() is unsupported on this system")

    def group(self):
        raise NotImplementedError("Path.group() is unsupported on this system")

    def open(self, mode="r", buffering=-1, encoding=None, errors=None,
             newline=None):
        """The file at this path opened as the builtin open() does."""
        return io.open(str(self), mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        """The file's contents as bytes."""
        with self.open(mode="rb") as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        """The file's contents as str."""
        with self.open(mode="r", encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        """Replace the file's contents with the bytes data."""
        if not isinstance(data, (bytes, bytearray)):
            tobytes = getattr(data, "tobytes", None)
            if tobytes is None:
                raise TypeError(
                    "memoryview: a bytes-like object is required, not '%s'"
                    % type(data).__name__
                )
            data = tobytes()
        with self.open(mode="wb") as f:
            return f.write(data)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        """Replace the file's contents with the str data."""
        if not isinstance(data, str):
            raise TypeError("data must be str, not %s" % data.__class__.__name__)
        with self.open(mode="w", encoding=encoding, errors=errors,
                       newline=newline) as f:
            return f.write(data)

    def readlink(self):
        """The path a symbolic link points to."""
        return self._from_parts((os.readlink(str(self)),))

    def touch(self, mode=0o666, exist_ok=True):
        """Create the file if it does not exist (FileExistsError if it
        does and not exist_ok)."""
        if exist_ok and os.path.exists(str(self)):
            # CPython updates the times here; Trellis has no os.utime.
            return
        flags = os.O_CREAT | os.O_WRONLY
        if not exist_ok:
            flags |= os.O_EXCL
        fd = os.open(str(self), flags, mode)
        os.close(fd)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """Create the directory (and its missing parents if parents)."""
        try:
            os.mkdir(str(self), mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def chmod(self, mode, *, follow_symlinks=True):
        raise NotImplementedError("os.chmod() not available on this system")

    def lchmod(self, mode):
        raise NotImplementedError("os.chmod() not available on this system")

    def unlink(self, missing_ok=False):
        """Remove the file (FileNotFoundError if missing, unless
        missing_ok)."""
        try:
            os.unlink(str(self))
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        """Remove the empty directory."""
        os.rmdir(str(self))

    def rename(self, target):
        """Rename the file or directory to target; returns the new
        path."""
        os.rename(str(self), target)
        return self.__class__(target)

    def replace(self, target):
        """Rename to target, replacing it; returns the new path."""
        os.replace(str(self), target)
        return self.__class__(target)

    def symlink_to(self, target, target_is_directory=False):
        raise NotImplementedError("os.symlink() not available on this system")

    def hardlink_to(self, target):
        raise NotImplementedError("os.link() not available on this system")

    def link_to(self, target):
        raise NotImplementedError("os.link() not available on this system")

    def exists(self):
        """Whether the path exists (following symbolic links)."""
        try:
            self.stat()
        except OSError as e:
            if not _ignore_error(e):
                raise
            return False
        except ValueError:
            return False
        return True

    def _mode(self, follow_symlinks=True):
        # st_mode, or 0 when the path does not exist.
        try:
            return os.stat(str(self), follow_symlinks=follow_symlinks).st_mode
        except OSError as e:
            if not _ignore_error(e):
                raise
            return 0
        except ValueError:
            return 0

    def is_dir(self):
        """Whether the path is a directory (following symbolic links)."""
        return S_ISDIR(self._mode())

    def is_file(self):
        """Whether the path is a regular file (following symbolic links)."""
        return S_ISREG(self._mode())

    def is_mount(self):
        """Whether the path is a mount point."""
        if not self.exists() or not self.is_dir():
            return False
        try:
            parent_dev = self.parent.stat().st_dev
        except OSError:
            return False
        dev = self.stat().st_dev
        if dev != parent_dev:
            return True
        return self.stat().st_ino == self.parent.stat().st_ino

    def is_symlink(self):
        """Whether the path is a symbolic link."""
        return S_ISLNK(self._mode(False))

    def is_block_device(self):
        return S_ISBLK(self._mode())

    def is_char_device(self):
        return S_ISCHR(self._mode())

    def is_fifo(self):
        return S_ISFIFO(self._mode())

    def is_socket(self):
        return S_ISSOCK(self._mode())

    def expanduser(self):
        """The path with a leading '~' replaced by the home directory."""
        tail = self._tail
        if not self._root and tail and tail[0][:1] == "~":
            homedir = os.path.expanduser(tail[0])
            if homedir[:1] == "~":
                raise RuntimeError("Could not determine home directory.")
            return self._from_parts((homedir,) + tail[1:])
        return self


class PosixPath(Path, PurePosixPath):
    """A concrete path on a POSIX system."""

    __slots__ = ()


class WindowsPath(Path, PureWindowsPath):
    """Windows paths cannot be made on this system."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError(
            "cannot instantiate %r on your system" % (cls.__name__,)
        )


# Glob: a pattern is a tuple of components; each is '' (the end of a
# pattern that ended with '/'), '**' (any number of directories), a
# wildcard (fnmatch syntax) or a plain name.

def _wildcard_matcher(pat):
    # translate() ends its expression with \Z: match() is fullmatch().
    return fnmatch._compile_pattern(pat)


def _check_parts(parts):
    for pat in parts:
        if pat != "**" and "**" in pat:
            raise ValueError(
                "Invalid pattern: '**' can only be an entire path component"
            )


def _select(start, parts):
    # Like CPython, the selectors are made before anything is read, and
    # nothing is yielded unless the start is a directory.
    if not parts:
        raise IndexError("tuple index out of range")
    _check_parts(parts)
    matchers = [
        _wildcard_matcher(p) if ("*" in p or "?" in p or "[" in p) and p != "**" else None
        for p in parts
    ]
    if not start.is_dir():
        return
    yield from _select_from(start, parts, matchers, 0)


def _select_from(path, parts, matchers, i):
    if i == len(parts):
        yield path
        return
    pat = parts[i]
    if not pat:
        yield path
        return
    dironly = i + 1 < len(parts)
    if pat == "**":
        yielded = set()
        for start in _iterate_directories(path):
            for p in _select_from(start, parts, matchers, i + 1):
                if p not in yielded:
                    yield p
                    yielded.add(p)
        return
    match = matchers[i]
    if match is None:
        child = path._child(pat)
        if child.is_dir() if dironly else child.exists():
            yield from _select_from(child, parts, matchers, i + 1)
        return
    try:
        entries = list(path._scandir())
    except PermissionError:
        return
    for entry in entries:
        if dironly:
            try:
                if not entry.is_dir():
                    continue
            except OSError as e:
                if not _ignore_error(e):
                    raise
                continue
        name = entry.name
        if match(name):
            yield from _select_from(path._child(name), parts, matchers, i + 1)


def _iterate_directories(path):
    yield path
    try:
        entries = list(path._scandir())
    except PermissionError:
        return
    for entry in entries:
        is_dir = False
        try:
            is_dir = entry.is_dir()
        except OSError as e:
            if not _ignore_error(e):
                raise
        if is_dir and not entry.is_symlink():
            yield from _iterate_directories(path._child(entry.name))
