"""High-level file operations (CPython 3.11 API), written for Trellis over
its os module and open().

Implemented: copyfileobj, copyfile, copymode, copystat, copy, copy2,
copytree (symlinks, ignore, copy_function, ignore_dangling_symlinks,
dirs_exist_ok; errors gathered into one Error as CPython does),
ignore_patterns, rmtree (ignore_errors, onerror; onerror is called as
CPython's descriptor-based rmtree on Linux calls it: os.lstat for a
missing top, os.path.islink for a link, os.scandir then os.rmdir for a
directory it cannot list, os.unlink, os.rmdir), move,
which (a PATH search with os.environ and os.access), get_terminal_size
(COLUMNS and LINES, else os.get_terminal_size, else the fallback), chown
(argument checks only, see below), COPY_BUFSIZE, and the exceptions
Error, SameFileError, SpecialFileError, ExecError, ReadError,
RegistryError. Paths may be str, bytes (where CPython takes them) or
os.PathLike objects; results and error messages are CPython's.

Differences from CPython (Trellis's os has no chmod, utime, chown,
symlink, link, statvfs, and readlink always fails):
- copymode() and copystat() check that both paths exist (raising
  CPython's FileNotFoundError otherwise) but cannot change anything. To
  keep the usual case working, copy() and copy2() create a new
  destination file with the source's permission bits (minus the umask);
  an existing destination keeps its mode, and copy2() cannot copy times.
- copying a symbolic link as a link (follow_symlinks=False on a link,
  copytree(symlinks=True) over a tree with links, move() of a link)
  raises NotImplementedError("os.symlink() not available on this
  system"); links are followed otherwise (copytree's dangling-link test
  uses the link's own path, not its text).
- rmtree is the path-based walk (rmtree.avoids_symlink_attacks is
  False), dir_fd is ignored, and symbolic links are detected with
  os.lstat.
- chown() raises NotImplementedError once its arguments are checked.
- disk_usage() raises NotImplementedError (after CPython's
  FileNotFoundError for a missing path): there is no os.statvfs.
- The archive functions (make_archive, unpack_archive, the format
  registries) are not provided: there is no zipfile or tarfile. They
  are left out of __all__.
- No sys.audit events.
"""

import os
import sys
import fnmatch
from stat import S_ISDIR, S_ISFIFO, S_ISLNK, S_IMODE

__all__ = ["copyfileobj", "copyfile", "copymode", "copystat", "copy", "copy2",
           "copytree", "move", "rmtree", "Error", "SpecialFileError",
           "ExecError", "ignore_patterns", "chown", "which",
           "get_terminal_size", "SameFileError", "disk_usage"]

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which
    is not supported on a special file (e.g. a named pipe)"""


class ExecError(OSError):
    """Raised when a command could not be executed"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving
    and unpacking registries fails"""


def _no_symlinks():
    return NotImplementedError("os.symlink() not available on this system")


def copyfileobj(fsrc, fdst, length=0):
    """Copy the data of the file object fsrc to the file object fdst."""
    if not length:
        length = COPY_BUFSIZE
    read = fsrc.read
    write = fdst.write
    while True:
        buf = read(length)
        if not buf:
            break
        write(buf)


def _samefile(src, dst):
    if isinstance(src, os.DirEntry):
        try:
            return os.path.samestat(src.stat(), os.stat(dst))
        except OSError:
            return False
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def _stat(fn):
    return fn.stat() if isinstance(fn, os.DirEntry) else os.stat(fn)


def _islink(fn):
    return fn.is_symlink() if isinstance(fn, os.DirEntry) else os.path.islink(fn)


def _copy_data(src, dst, mode):
    """Copy the bytes of file src to dst, which is created (if new) with
    the permission bits mode."""
    if mode == 0o666:
        opener = None
    else:
        def opener(path, flags):
            return os.open(path, flags, mode)
    with open(src, "rb", buffering=0) as fsrc:
        try:
            with open(dst, "wb", buffering=0, opener=opener) as fdst:
                read = fsrc.read
                write = fdst.write
                while True:
                    buf = read(1024 * 1024)
                    if not buf:
                        break
                    write(buf)
        except IsADirectoryError as e:
            if not os.path.exists(dst):
                raise FileNotFoundError(f"Directory does not exist: {dst}") from e
            raise


def _check_copy(src, dst):
    if _samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    for fn in (src, dst):
        try:
            st = _stat(fn)
        except OSError:
            continue
        if S_ISFIFO(st.st_mode):
            fn = fn.path if isinstance(fn, os.DirEntry) else fn
            raise SpecialFileError("`%s` is a named pipe" % fn)


def copyfile(src, dst, *, follow_symlinks=True):
    """Copy the contents of file src to file dst (created or truncated);
    returns dst."""
    _check_copy(src, dst)
    if not follow_symlinks and _islink(src):
        raise _no_symlinks()
    _copy_data(src, dst, 0o666)
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copy the permission bits of src to dst: Trellis cannot change
    modes, so this only checks that both exist."""
    if not follow_symlinks and _islink(src) and os.path.islink(dst):
        return
    _stat_follow(src, follow_symlinks)
    os.stat(dst)


def _stat_follow(fn, follow_symlinks):
    if isinstance(fn, os.DirEntry):
        return fn.stat(follow_symlinks=follow_symlinks)
    return os.stat(fn, follow_symlinks=follow_symlinks)


def copystat(src, dst, *, follow_symlinks=True):
    """Copy times, permission bits and flags of src to dst: Trellis
    cannot change them, so this only checks that both exist."""
    follow = follow_symlinks or not (_islink(src) and os.path.islink(dst))
    _stat_follow(src, follow)
    os.stat(dst, follow_symlinks=follow)


def _copy_with_mode(src, dst, follow_symlinks):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    _check_copy(src, dst)
    if not follow_symlinks and _islink(src):
        raise _no_symlinks()
    try:
        mode = S_IMODE(_stat(src).st_mode)
    except OSError:
        mode = 0o666
    _copy_data(src, dst, mode)
    return dst


def copy(src, dst, *, follow_symlinks=True):
    """Copy the file src to dst (a file or a directory to put it in),
    with its permission bits; returns the new file's path."""
    return _copy_with_mode(src, dst, follow_symlinks)


def copy2(src, dst, *, follow_symlinks=True):
    """copy(), also copying the metadata (which Trellis cannot: see the
    module docstring)."""
    return _copy_with_mode(src, dst, follow_symlinks)


def ignore_patterns(*patterns):
    """A copytree() ignore function for the given glob-style patterns."""
    def _ignore_patterns(path, names):
        ignored = []
        for pattern in patterns:
            ignored.extend(fnmatch.filter(names, pattern))
        return set(ignored)
    return _ignore_patterns


def _copytree(entries, src, dst, symlinks, ignore, copy_function,
              ignore_dangling_symlinks, dirs_exist_ok=False):
    if ignore is not None:
        ignored_names = ignore(os.fspath(src), [x.name for x in entries])
    else:
        ignored_names = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    use_srcentry = copy_function is copy2 or copy_function is copy
    for srcentry in entries:
        if srcentry.name in ignored_names:
            continue
        srcname = os.path.join(src, srcentry.name)
        dstname = os.path.join(dst, srcentry.name)
        srcobj = srcentry if use_srcentry else srcname
        try:
            if srcentry.is_symlink():
                if symlinks:
                    raise _no_symlinks()
                if not os.path.exists(srcname) and ignore_dangling_symlinks:
                    continue
                if srcentry.is_dir():
                    copytree(srcobj, dstname, symlinks, ignore,
                             copy_function, ignore_dangling_symlinks,
                             dirs_exist_ok)
                else:
                    copy_function(srcobj, dstname)
            elif srcentry.is_dir():
                copytree(srcobj, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcobj, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    """Copy the directory tree src to dst (which must not exist unless
    dirs_exist_ok); returns dst."""
    with os.scandir(src) as itr:
        entries = list(itr)
    return _copytree(entries=entries, src=src, dst=dst, symlinks=symlinks,
                     ignore=ignore, copy_function=copy_function,
                     ignore_dangling_symlinks=ignore_dangling_symlinks,
                     dirs_exist_ok=dirs_exist_ok)


def _rmtree_dir(path, onerror):
    # Remove what is in the directory path (whose own removal the caller
    # does), reporting failures to onerror.
    try:
        with os.scandir(path) as it:
            entries = list(it)
    except OSError as err:
        err.filename = path
        onerror(os.scandir, path, sys.exc_info())
        return
    for entry in entries:
        fullname = os.path.join(path, entry.name)
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            _rmtree_dir(fullname, onerror)
            try:
                os.rmdir(fullname)
            except OSError:
                onerror(os.rmdir, fullname, sys.exc_info())
        else:
            try:
                os.unlink(fullname)
            except OSError:
                onerror(os.unlink, fullname, sys.exc_info())


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Delete the directory tree path. Errors are ignored if
    ignore_errors, else passed to onerror(function, path, exc_info), else
    raised."""
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    try:
        st = os.lstat(path)
    except Exception:
        onerror(os.lstat, path, sys.exc_info())
        return
    if S_ISLNK(st.st_mode):
        try:
            raise OSError("Cannot call rmtree on a symbolic link")
        except OSError:
            onerror(os.path.islink, path, sys.exc_info())
        return
    _rmtree_dir(path, onerror)
    try:
        os.rmdir(path)
    except OSError:
        onerror(os.rmdir, path, sys.exc_info())


rmtree.avoids_symlink_attacks = False


def _basename(path):
    path = os.fspath(path)
    sep = os.path.sep + (os.path.altsep or "")
    return os.path.basename(path.rstrip(sep))


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


def move(src, dst, copy_function=copy2):
    """Move the file or directory src to dst (or into dst, if it is a
    directory); returns the destination."""
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            # A change of case on a case-insensitive file system.
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.islink(src):
            raise _no_symlinks()
        elif os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself"
                            " '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function,
                     symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst


def disk_usage(path):
    """Disk usage statistics of the file system holding path: not
    available in Trellis (there is no os.statvfs)."""
    os.stat(path)
    raise NotImplementedError("disk_usage() needs os.statvfs, which Trellis does not have")


def chown(path, user=None, group=None):
    """Change the owner of path: not possible in Trellis."""
    if user is None and group is None:
        raise ValueError("user and/or group must be set")
    raise NotImplementedError("os.chown() not available on this system")


def get_terminal_size(fallback=(80, 24)):
    """The terminal's size: $COLUMNS and $LINES, else the terminal's, else
    fallback."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ["LINES"])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        try:
            size = os.get_terminal_size(sys.__stdout__.fileno())
        except (AttributeError, ValueError, OSError):
            size = os.terminal_size(fallback)
        if columns <= 0:
            columns = size.columns or fallback[0]
        if lines <= 0:
            lines = size.lines or fallback[1]
    return os.terminal_size((columns, lines))


def _access_check(fn, mode):
    return os.path.exists(fn) and os.access(fn, mode) and not os.path.isdir(fn)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """The path of the command cmd found in path (default $PATH) that
    passes os.access(mode), or None."""
    if os.path.dirname(cmd):
        if _access_check(cmd, mode):
            return cmd
        return None
    use_bytes = isinstance(cmd, bytes)
    if path is None:
        path = os.environ.get("PATH", None)
        if path is None:
            path = os.defpath
    if not path:
        return None
    if use_bytes:
        path = os.fsencode(path)
        dirs = path.split(os.fsencode(os.pathsep))
    else:
        path = os.fsdecode(path)
        dirs = path.split(os.pathsep)
    seen = set()
    for d in dirs:
        normdir = os.path.normcase(d)
        if normdir not in seen:
            seen.add(normdir)
            name = os.path.join(d, cmd)
            if _access_check(name, mode):
                return name
    return None
