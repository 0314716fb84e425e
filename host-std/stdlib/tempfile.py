"""Temporary files and directories (CPython 3.11 API), written for Trellis
over its os and io modules.

Implemented: gettempdir() and gettempdirb() (the first usable directory
of $TMPDIR, $TEMP, $TMP, /tmp, /var/tmp, /usr/tmp and the working
directory, tested by writing a file there, then cached; setting
tempfile.tempdir overrides it), gettempprefix(), gettempprefixb(),
mkstemp(suffix=None, prefix=None, dir=None, text=False) (an open
descriptor and the absolute path of a new file, mode 0o600),
mkdtemp(suffix=None, prefix=None, dir=None) (a new directory, mode
0o700; the path is joined to dir as given, not made absolute, as in
3.11), mktemp() (deprecated: a name only), NamedTemporaryFile(mode='w+b',
buffering=-1, encoding=None, newline=None, suffix=None, prefix=None,
dir=None, delete=True, *, errors=None) (a wrapper whose name is the
file's path, that passes everything else to the file and removes it on
close() when delete is true), TemporaryFile() (a file already removed
from its directory; its name is the descriptor), SpooledTemporaryFile
(in memory until max_size is passed or fileno() is called, then a
TemporaryFile), TemporaryDirectory(suffix=None, prefix=None, dir=None,
ignore_cleanup_errors=False) (a context manager whose value is the
path; cleanup() removes the tree). prefix, suffix and dir may be str,
bytes or path-like; bytes give bytes names, and mixing raises CPython's
TypeError. Names are 8 characters of [a-z0-9_] from a random.Random
seeded with os.urandom, created with O_EXCL (or os.mkdir) and retried
on a collision, TMP_MAX times at most.

Differences from CPython:
- Trellis never finalizes objects, so a NamedTemporaryFile or
  TemporaryDirectory that the program does not close or clean up (or
  leave with a with statement) is not removed when it is dropped or when
  the program ends.
- TemporaryFile uses mkstemp() and os.unlink() rather than O_TMPFILE
  (the result is the same: an anonymous file whose name is its
  descriptor).
- TemporaryDirectory cleanup cannot reset permissions (no os.chmod):
  files it may not remove raise PermissionError unless
  ignore_cleanup_errors.
- No sys.audit events; the file wrapper's methods are the file's own
  bound methods (CPython wraps them to keep the wrapper alive).
"""

import os as _os
import io as _io
import sys as _sys
import shutil as _shutil
from random import Random as _Random

__all__ = [
    "NamedTemporaryFile", "TemporaryFile",
    "SpooledTemporaryFile", "TemporaryDirectory",
    "mkstemp", "mkdtemp",
    "mktemp",
    "TMP_MAX", "gettempprefix",
    "tempdir", "gettempdir",
    "gettempprefixb", "gettempdirb",
]

_text_openflags = _os.O_RDWR | _os.O_CREAT | _os.O_EXCL | _os.O_NOFOLLOW | _os.O_CLOEXEC
_bin_openflags = _text_openflags

# os.TMP_MAX on Linux (glibc), which Trellis's os does not define.
TMP_MAX = 238328

template = "tmp"

# The directory for temporary files (None until gettempdir() finds one).
tempdir = None

_EEXIST = 17
_ENOENT = 2


def _exists(fn):
    try:
        _os.lstat(fn)
    except OSError:
        return False
    return True


def _infer_return_type(*args):
    """str or bytes: the type the path arguments (None ignored) share."""
    return_type = None
    for arg in args:
        if arg is None:
            continue
        if not isinstance(arg, (str, bytes)) and hasattr(type(arg), "__fspath__"):
            arg = _os.fspath(arg)
        if isinstance(arg, bytes):
            if return_type is str:
                raise TypeError("Can't mix bytes and non-bytes in "
                                "path components.")
            return_type = bytes
        else:
            if return_type is bytes:
                raise TypeError("Can't mix bytes and non-bytes in "
                                "path components.")
            return_type = str
    if return_type is None:
        if tempdir is None or isinstance(tempdir, str):
            return str
        return bytes
    return return_type


def _sanitize_params(prefix, suffix, dir):
    output_type = _infer_return_type(prefix, suffix, dir)
    if suffix is None:
        suffix = output_type()
    if prefix is None:
        if output_type is str:
            prefix = template
        else:
            prefix = _os.fsencode(template)
    if dir is None:
        if output_type is str:
            dir = gettempdir()
        else:
            dir = gettempdirb()
    return prefix, suffix, dir, output_type


class _RandomNameSequence:
    """An endless iterator of random 8-character names."""

    characters = "abcdefghijklmnopqrstuvwxyz0123456789_"

    @property
    def rng(self):
        cur_pid = _os.getpid()
        if cur_pid != getattr(self, "_rng_pid", None):
            try:
                seed = int.from_bytes(_os.urandom(16), "big")
            except (OSError, NotImplementedError):
                seed = None
            self._rng = _Random(seed)
            self._rng_pid = cur_pid
        return self._rng

    def __iter__(self):
        return self

    def __next__(self):
        return "".join(self.rng.choices(self.characters, k=8))


_name_sequence = None


def _get_candidate_names():
    """The module's shared _RandomNameSequence."""
    global _name_sequence
    if _name_sequence is None:
        _name_sequence = _RandomNameSequence()
    return _name_sequence


def _candidate_tempdir_list():
    dirlist = []
    for envname in ("TMPDIR", "TEMP", "TMP"):
        dirname = _os.getenv(envname)
        if dirname:
            dirlist.append(dirname)
    dirlist.extend(["/tmp", "/var/tmp", "/usr/tmp"])
    try:
        dirlist.append(_os.getcwd())
    except (AttributeError, OSError):
        dirlist.append(_os.curdir)
    return dirlist


def _get_default_tempdir():
    """The first candidate directory a file can be written in."""
    namer = _RandomNameSequence()
    dirlist = _candidate_tempdir_list()
    for dir in dirlist:
        if dir != _os.curdir:
            dir = _os.path.abspath(dir)
        for seq in range(100):
            name = next(namer)
            filename = _os.path.join(dir, name)
            try:
                fd = _os.open(filename, _bin_openflags, 0o600)
                try:
                    try:
                        _os.write(fd, b"blat")
                    finally:
                        _os.close(fd)
                finally:
                    _os.unlink(filename)
                return dir
            except FileExistsError:
                pass
            except PermissionError:
                break
            except OSError:
                break
    raise FileNotFoundError(_ENOENT,
                            "No usable temporary directory found in %s" % dirlist)


def _gettempdir():
    global tempdir
    if tempdir is None:
        tempdir = _get_default_tempdir()
    return tempdir


def gettempdir():
    """The directory for temporary files, as str."""
    return _os.fsdecode(_gettempdir())


def gettempdirb():
    """The directory for temporary files, as bytes."""
    return _os.fsencode(_gettempdir())


def gettempprefix():
    """The default prefix of temporary names, as str."""
    return _os.fsdecode(template)


def gettempprefixb():
    """The default prefix of temporary names, as bytes."""
    return _os.fsencode(template)


def _mkstemp_inner(dir, pre, suf, flags, output_type):
    """Create a new file in dir: (descriptor, absolute path)."""
    dir = _os.path.abspath(dir)
    names = _get_candidate_names()
    for seq in range(TMP_MAX):
        name = next(names)
        if output_type is bytes:
            name = _os.fsencode(name)
        file = _os.path.join(dir, pre + name + suf)
        try:
            fd = _os.open(file, flags, 0o600)
        except FileExistsError:
            continue
        return fd, file
    raise FileExistsError(_EEXIST, "No usable temporary file name found")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Create a new file readable and writable only by its owner: returns
    (fd, absolute path). The caller closes and removes it."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    flags = _text_openflags if text else _bin_openflags
    return _mkstemp_inner(dir, prefix, suffix, flags, output_type)


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Create a new directory usable only by its owner and return its
    path. The caller removes it."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    names = _get_candidate_names()
    for seq in range(TMP_MAX):
        name = next(names)
        if output_type is bytes:
            name = _os.fsencode(name)
        file = _os.path.join(dir, prefix + name + suffix)
        try:
            _os.mkdir(file, 0o700)
        except FileExistsError:
            continue
        return file
    raise FileExistsError(_EEXIST, "No usable temporary directory name found")


def mktemp(suffix="", prefix=template, dir=None):
    """A path that did not exist when asked (deprecated: another program
    may take it first; use mkstemp)."""
    if dir is None:
        dir = gettempdir()
    names = _get_candidate_names()
    for seq in range(TMP_MAX):
        name = next(names)
        file = _os.path.join(dir, prefix + name + suffix)
        if not _exists(file):
            return file
    raise FileExistsError(_EEXIST, "No usable temporary filename found")


class _TemporaryFileCloser:
    """Closes the file and, if delete, removes it (once)."""

    file = None
    close_called = False

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete

    def close(self, unlink=_os.unlink):
        if not self.close_called and self.file is not None:
            self.close_called = True
            try:
                self.file.close()
            finally:
                if self.delete:
                    unlink(self.name)


class _TemporaryFileWrapper:
    """A temporary file with a name: attributes not found here are the
    file's."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closer = _TemporaryFileCloser(file, name, delete)

    def __getattr__(self, name):
        if name == "file":
            raise AttributeError(name)
        a = getattr(self.file, name)
        if not isinstance(a, int):
            setattr(self, name, a)
        return a

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self.close()
        return result

    def close(self):
        """Close the file (removing it if delete)."""
        self._closer.close()

    def __iter__(self):
        for line in self.file:
            yield line


def _raw_of(file):
    raw = getattr(file, "buffer", file)
    return getattr(raw, "raw", raw)


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None,
                       newline=None, suffix=None, prefix=None,
                       dir=None, delete=True, *, errors=None):
    """A new temporary file with a visible name (the .name attribute),
    removed on close() if delete."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    flags = _bin_openflags
    name = None

    def opener(*args):
        nonlocal name
        fd, name = _mkstemp_inner(dir, prefix, suffix, flags, output_type)
        return fd

    try:
        file = _io.open(dir, mode, buffering=buffering, newline=newline,
                        encoding=encoding, errors=errors, opener=opener)
        try:
            _raw_of(file).name = name
            return _TemporaryFileWrapper(file, name, delete)
        except:
            file.close()
            raise
    except:
        if name is not None:
            _os.unlink(name)
        raise


def TemporaryFile(mode="w+b", buffering=-1, encoding=None,
                  newline=None, suffix=None, prefix=None,
                  dir=None, *, errors=None):
    """A new temporary file with no name in the file system (it is
    removed as soon as it is made); its .name is the descriptor."""
    prefix, suffix, dir, output_type = _sanitize_params(prefix, suffix, dir)
    flags = _bin_openflags
    fd = None

    def opener(*args):
        nonlocal fd
        fd, name = _mkstemp_inner(dir, prefix, suffix, flags, output_type)
        try:
            _os.unlink(name)
        except BaseException:
            _os.close(fd)
            raise
        return fd

    file = _io.open(dir, mode, buffering=buffering, newline=newline,
                    encoding=encoding, errors=errors, opener=opener)
    _raw_of(file).name = fd
    return file


class SpooledTemporaryFile(_io.IOBase):
    """A temporary file kept in memory (BytesIO, or a TextIOWrapper over
    one) until it grows past max_size or fileno() is called; then its
    data moves to a TemporaryFile."""

    _rolled = False

    def __init__(self, max_size=0, mode="w+b", buffering=-1,
                 encoding=None, newline=None,
                 suffix=None, prefix=None, dir=None, *, errors=None):
        if "b" in mode:
            self._file = _io.BytesIO()
        else:
            self._file = _io.TextIOWrapper(_io.BytesIO(), encoding=encoding,
                                           errors=errors, newline=newline)
        self._max_size = max_size
        self._rolled = False
        self._TemporaryFileArgs = {"mode": mode, "buffering": buffering,
                                   "suffix": suffix, "prefix": prefix,
                                   "encoding": encoding, "newline": newline,
                                   "dir": dir, "errors": errors}

    def __class_getitem__(cls, item):
        return cls

    def _check(self, file):
        if self._rolled:
            return
        max_size = self._max_size
        if max_size and file.tell() > max_size:
            self.rollover()

    def rollover(self):
        """Move the data to a real temporary file (once)."""
        if self._rolled:
            return
        file = self._file
        newfile = TemporaryFile(**self._TemporaryFileArgs)
        self._file = newfile
        del self._TemporaryFileArgs
        pos = file.tell()
        if hasattr(newfile, "buffer"):
            newfile.buffer.write(file.detach().getvalue())
        else:
            newfile.write(file.getvalue())
        newfile.seek(pos, 0)
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError("Cannot enter context with closed file")
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def __next__(self):
        return self._file.__next__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def encoding(self):
        return self._file.encoding

    @property
    def errors(self):
        return self._file.errors

    def fileno(self):
        self.rollover()
        return self._file.fileno()

    def flush(self):
        self._file.flush()

    def isatty(self):
        return self._file.isatty()

    @property
    def mode(self):
        try:
            return self._file.mode
        except AttributeError:
            return self._TemporaryFileArgs["mode"]

    @property
    def name(self):
        try:
            return self._file.name
        except AttributeError:
            return None

    @property
    def newlines(self):
        return self._file.newlines

    def readable(self):
        return self._file.readable()

    def read(self, *args):
        return self._file.read(*args)

    def read1(self, *args):
        return self._file.read1(*args)

    def readinto(self, b):
        return self._file.readinto(b)

    def readinto1(self, b):
        return self._file.readinto1(b)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seekable(self):
        return self._file.seekable()

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        if size is None:
            return self._file.truncate()
        if size > self._max_size:
            self.rollover()
        return self._file.truncate(size)

    def writable(self):
        return self._file.writable()

    def write(self, s):
        file = self._file
        rv = file.write(s)
        self._check(file)
        return rv

    def writelines(self, iterable):
        file = self._file
        rv = file.writelines(iterable)
        self._check(file)
        return rv

    def detach(self):
        return self._file.detach()


class TemporaryDirectory:
    """A new temporary directory (mkdtemp) that cleanup(), or leaving a
    with statement, removes with everything in it. The with statement's
    value is the path."""

    def __init__(self, suffix=None, prefix=None, dir=None,
                 ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._live = True

    @classmethod
    def _rmtree(cls, name, ignore_errors=False):
        def onerror(func, path, exc_info):
            if issubclass(exc_info[0], FileNotFoundError):
                return
            if not ignore_errors:
                raise
        _shutil.rmtree(name, onerror=onerror)

    def __repr__(self):
        return "<{} {!r}>".format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        """Remove the directory and its contents."""
        live = self._live
        self._live = False
        if live or _os.path.exists(self.name):
            self._rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)

    def __class_getitem__(cls, item):
        return cls
