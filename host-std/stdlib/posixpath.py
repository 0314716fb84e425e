"""Common operations on POSIX pathnames (CPython 3.11 API), written for
Trellis. On Linux this module is os.path: os does `import posixpath as
path`.

Pure string functions (they never touch the file system and accept str,
bytes or os.PathLike objects, whose __fspath__ is called):

    join(a, *p), split(p), splitext(p), basename(p), dirname(p),
    splitdrive(p), normcase(s), isabs(s), normpath(p), commonprefix(m),
    commonpath(paths), relpath(path, start=None) (pure when path and start
    are absolute), expandvars(path), expanduser(path)

File system functions, built on os.stat, os.lstat, os.getcwd, os.readlink
and os.environ only:

    exists, lexists, isfile, isdir, islink, ismount, getsize, getmtime,
    getatime, getctime, samefile, samestat, sameopenfile, abspath,
    realpath(filename, *, strict=False)

Constants: sep '/', altsep None, curdir '.', pardir '..', extsep '.',
pathsep ':', defpath '/bin:/usr/bin', devnull '/dev/null',
supports_unicode_filenames False.

Results, including corner cases (runs of slashes, '..' at the root, leading
'//' kept by normpath, dot files in splitext) and the TypeError and
ValueError messages (e.g. "expected str, bytes or os.PathLike object, not
int", "Can't mix strings and bytes in path components", "join() argument
must be str, bytes, or os.PathLike object, not 'int'"), follow CPython
3.11.

Differences from CPython:
- os.fspath's work is done by a function of this module (same behaviour
  and messages), so the pure functions do not need the os module.
- Bytes paths: abspath encodes os.getcwd(), expanduser encodes $HOME and
  expandvars looks names up in os.environ (there is no os.getcwdb or
  os.environb); the encoding is UTF-8 with 'surrogateescape', which is what
  CPython's os.fsencode does on Linux (Trellis does not support
  'surrogateescape' yet: there, bytes that are not UTF-8 in an expandvars
  name make it an unknown variable). realpath on bytes paths needs an
  os.readlink that accepts bytes.
- expanduser: '~' uses $HOME; '~user' (and '~' when HOME is unset) needs
  the pwd module, and without it the path is returned unchanged (CPython
  does the same when pwd cannot be imported).
- realpath resolves symbolic links with os.lstat and os.readlink, like
  CPython's; if os has no readlink, symbolic links are left unresolved
  (the result is then the absolute, normalized path).
- ismount uses the usual test (the path is not a symbolic link and it is
  on a different device from its parent, or has the same inode as its
  parent), as CPython does: bind mounts of a directory of the same file
  system are not detected.
- sameopenfile needs os.fstat, which Trellis's os may lack
  (AttributeError then).
"""

import os

__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext",
           "basename", "dirname", "commonprefix", "getsize", "getmtime",
           "getatime", "getctime", "islink", "exists", "lexists", "isdir",
           "isfile", "ismount", "expanduser", "expandvars", "normpath",
           "abspath", "samefile", "sameopenfile", "samestat",
           "curdir", "pardir", "sep", "pathsep", "defpath", "altsep",
           "extsep", "devnull", "realpath", "supports_unicode_filenames",
           "relpath", "commonpath"]

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'
supports_unicode_filenames = False

# File type bits of st_mode (see the stat module).
_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000


# ---------------------------------------------------------------- helpers

def _fspath(path):
    # os.fspath: str and bytes pass through, otherwise call __fspath__.
    if isinstance(path, (str, bytes)):
        return path
    cls = type(path)
    try:
        method = cls.__fspath__
    except AttributeError:
        raise TypeError("expected str, bytes or os.PathLike object, not "
                        + cls.__name__) from None
    result = method(path)
    if isinstance(result, (str, bytes)):
        return result
    raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                    % (cls.__name__, type(result).__name__))


def _check_arg_types(funcname, *args):
    # Called after a TypeError: explain it as CPython's genericpath does.
    hasstr = hasbytes = False
    for arg in args:
        if isinstance(arg, str):
            hasstr = True
        elif isinstance(arg, bytes):
            hasbytes = True
        else:
            raise TypeError("%s() argument must be str, bytes, or "
                            "os.PathLike object, not %r"
                            % (funcname, type(arg).__name__)) from None
    if hasstr and hasbytes:
        raise TypeError("Can't mix strings and bytes in path components") \
            from None


def _fsencode(name):
    return name.encode('utf-8', 'surrogateescape')


def _fsdecode(name):
    return name.decode('utf-8', 'surrogateescape')


# ------------------------------------------------------- pure functions

def normcase(s):
    """Normalize the case of a pathname: on POSIX, return it unchanged."""
    return _fspath(s)


def isabs(s):
    """Test whether a path is absolute (starts with a slash)."""
    s = _fspath(s)
    if isinstance(s, bytes):
        return s.startswith(b'/')
    return s.startswith('/')


def join(a, *p):
    """Join two or more pathname components, inserting '/' as needed.
    A component that is an absolute path discards all previous ones; an
    empty last component makes the result end with a separator."""
    a = _fspath(a)
    sep = b'/' if isinstance(a, bytes) else '/'
    path = a
    try:
        if not p:
            path[:0] + sep      # str/bytes check even with one argument
        for b in p:
            b = _fspath(b)
            if b.startswith(sep):
                path = b
            elif not path or path.endswith(sep):
                path += b
            else:
                path += sep + b
    except (TypeError, AttributeError):
        _check_arg_types('join', a, *p)
        raise
    return path


def split(p):
    """Split a pathname into (head, tail): tail is everything after the
    last slash (maybe empty); head has its trailing slashes removed unless
    it is the root."""
    p = _fspath(p)
    sep = b'/' if isinstance(p, bytes) else '/'
    i = p.rfind(sep) + 1
    head = p[:i]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, p[i:]


def splitext(p):
    """Split the extension from a pathname: (root, ext) with ext empty or
    starting with a dot. Leading dots of the last component do not start
    an extension ('.bashrc' has none)."""
    p = _fspath(p)
    if isinstance(p, bytes):
        sep = b'/'
        dot = b'.'
    else:
        sep = '/'
        dot = '.'
    dot_index = p.rfind(dot)
    start = p.rfind(sep) + 1
    if dot_index > start:
        # Only an extension if something other than dots precedes it.
        i = start
        while i < dot_index:
            if p[i:i + 1] != dot:
                return p[:dot_index], p[dot_index:]
            i += 1
    return p, p[:0]


def splitdrive(p):
    """Split a pathname into drive and path: on POSIX the drive is
    always empty."""
    p = _fspath(p)
    return p[:0], p


def basename(p):
    """Return the final component of a pathname (after the last slash)."""
    p = _fspath(p)
    sep = b'/' if isinstance(p, bytes) else '/'
    return p[p.rfind(sep) + 1:]


def dirname(p):
    """Return the directory component of a pathname (split(p)[0])."""
    p = _fspath(p)
    sep = b'/' if isinstance(p, bytes) else '/'
    head = p[:p.rfind(sep) + 1]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head


def normpath(path):
    """Normalize a path: collapse runs of slashes, drop '.' components and
    resolve 'x/..' textually (which may change the meaning of a path that
    contains symbolic links). Two leading slashes are kept, as POSIX
    allows; three or more become one."""
    path = _fspath(path)
    if isinstance(path, bytes):
        sep = b'/'
        dot = b'.'
        dotdot = b'..'
    else:
        sep = '/'
        dot = '.'
        dotdot = '..'
    if not path:
        return dot
    if path.startswith(sep):
        if path.startswith(sep + sep) and not path.startswith(sep * 3):
            prefix = sep + sep
        else:
            prefix = sep
    else:
        prefix = path[:0]
    parts = []
    for comp in path.split(sep):
        if not comp or comp == dot:
            continue
        if comp == dotdot:
            if parts and parts[-1] != dotdot:
                parts.pop()
                continue
            if prefix:          # '..' at the root stays at the root
                continue
        parts.append(comp)
    path = prefix + sep.join(parts)
    return path or dot


def commonprefix(m):
    """Return the longest common leading part of a list of strings (not
    necessarily a whole path component; see commonpath)."""
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    """Return the longest common sub-path of a sequence of paths, all
    absolute or all relative. Raises ValueError for an empty sequence or a
    mix of absolute and relative paths."""
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    if isinstance(paths[0], bytes):
        sep = b'/'
        curdir = b'.'
    else:
        sep = '/'
        curdir = '.'
    try:
        split_paths = [path.split(sep) for path in paths]
        absolute = {path[:1] == sep for path in paths}
        if len(absolute) != 1:
            raise ValueError("Can't mix absolute and relative paths")
        split_paths = [[c for c in parts if c and c != curdir]
                       for parts in split_paths]
        s1 = min(split_paths)
        s2 = max(split_paths)
        common = s1
        for i, c in enumerate(s1):
            if c != s2[i]:
                common = s1[:i]
                break
        prefix = sep if absolute.pop() else sep[:0]
        return prefix + sep.join(common)
    except (TypeError, AttributeError):
        _check_arg_types('commonpath', *paths)
        raise


def relpath(path, start=None):
    """Return a relative version of a path, from start (default: the
    current directory). Both are made absolute with abspath first."""
    if not path:
        raise ValueError("no path specified")
    path = _fspath(path)
    if isinstance(path, bytes):
        curdir = b'.'
        sep = b'/'
        pardir = b'..'
    else:
        curdir = '.'
        sep = '/'
        pardir = '..'
    if start is None:
        start = curdir
    else:
        start = _fspath(start)
    try:
        start_list = _abs_parts(start, sep, curdir, pardir)
        path_list = _abs_parts(path, sep, curdir, pardir)
        n = min(len(start_list), len(path_list))
        i = 0
        while i < n and start_list[i] == path_list[i]:
            i += 1
        rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return curdir
        return sep.join(rel_list)
    except (TypeError, AttributeError):
        _check_arg_types('relpath', path, start)
        raise


def _abs_parts(path, sep, curdir, pardir):
    # The components of abspath(path), in one pass.
    if not path.startswith(sep):
        cwd = os.getcwd()
        if isinstance(path, bytes):
            cwd = _fsencode(cwd)
        path = join(cwd, path)
    parts = []
    for comp in path.split(sep):
        if comp == pardir:
            if parts:
                parts.pop()
        elif comp and comp != curdir:
            parts.append(comp)
    return parts


def expanduser(path):
    """Expand '~' and '~user' at the start of a path. '~' is $HOME; if the
    user is unknown (or cannot be looked up) the path is returned
    unchanged."""
    path = _fspath(path)
    if isinstance(path, bytes):
        if not path.startswith(b'~'):
            return path
        sep = b'/'
    else:
        if not path.startswith('~'):
            return path
        sep = '/'
    i = path.find(sep, 1)
    if i < 0:
        i = len(path)
    if i == 1:
        env = os.environ
        if 'HOME' in env:
            userhome = env['HOME']
        else:
            try:
                import pwd
                userhome = pwd.getpwuid(os.getuid()).pw_dir
            except (ImportError, AttributeError, KeyError):
                return path
    else:
        try:
            import pwd
        except ImportError:
            return path
        name = path[1:i]
        if isinstance(name, bytes):
            name = str(name, 'ASCII')
        try:
            userhome = pwd.getpwnam(name).pw_dir
        except KeyError:
            return path
    if isinstance(path, bytes):
        userhome = _fsencode(userhome)
        root = b'/'
    else:
        root = '/'
    userhome = userhome.rstrip(root)
    return (userhome + path[i:]) or root


_VARCHARS = frozenset('abcdefghijklmnopqrstuvwxyz'
                      'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
_VARBYTES = frozenset(b'abcdefghijklmnopqrstuvwxyz'
                      b'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')


def expandvars(path):
    """Expand shell variables of the forms $name and ${name} (name: ASCII
    letters, digits and '_'; anything but '}' between braces) from
    os.environ; unknown variables are left unchanged."""
    path = _fspath(path)
    if isinstance(path, bytes):
        if b'$' not in path:
            return path
        is_bytes = True
        dollar = b'$'
        close_brace = b'}'
        open_brace = ord('{')
        chars = _VARBYTES           # indexing bytes gives ints
    else:
        if '$' not in path:
            return path
        is_bytes = False
        dollar = '$'
        close_brace = '}'
        open_brace = '{'
        chars = _VARCHARS
    environ = os.environ
    i = 0
    while True:
        k = path.find(dollar, i)
        if k < 0 or k + 1 >= len(path):
            break
        c = path[k + 1]
        if c in chars:
            n = len(path)
            j = k + 2
            while j < n and path[j] in chars:
                j += 1
            name = path[k + 1:j]
        elif c == open_brace:
            close = path.find(close_brace, k + 2)
            if close < 0:
                i = k + 1
                continue
            j = close + 1
            name = path[k + 2:close]
        else:
            i = k + 1
            continue
        try:
            if is_bytes:
                value = _fsencode(environ[_fsdecode(name)])
            else:
                value = environ[name]
        except (KeyError, UnicodeError):
            # UnicodeError: a bytes name that is not UTF-8, where
            # 'surrogateescape' is not supported (such a name cannot be
            # in os.environ then).
            i = j
        else:
            tail = path[j:]
            path = path[:k] + value
            i = len(path)
            path += tail
    return path


# ------------------------------------------------ file system functions

def exists(path):
    """Test whether a path exists (False for broken symbolic links)."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def lexists(path):
    """Test whether a path exists (True for broken symbolic links)."""
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def isfile(path):
    """Test whether a path is a regular file (following symbolic links)."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return False
    return st.st_mode & _S_IFMT == _S_IFREG


def isdir(s):
    """Test whether a path is a directory (following symbolic links)."""
    try:
        st = os.stat(s)
    except (OSError, ValueError):
        return False
    return st.st_mode & _S_IFMT == _S_IFDIR


def islink(path):
    """Test whether a path is a symbolic link."""
    try:
        st = os.lstat(path)
    except (OSError, ValueError, AttributeError):
        return False
    return st.st_mode & _S_IFMT == _S_IFLNK


def getsize(filename):
    """Return the size of a file, as reported by os.stat()."""
    return os.stat(filename).st_size


def getmtime(filename):
    """Return the last modification time of a file (os.stat().st_mtime)."""
    return os.stat(filename).st_mtime


def getatime(filename):
    """Return the last access time of a file (os.stat().st_atime)."""
    return os.stat(filename).st_atime


def getctime(filename):
    """Return the metadata change time of a file (os.stat().st_ctime)."""
    return os.stat(filename).st_ctime


def samestat(s1, s2):
    """Test whether two stat results are of the same file."""
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    """Test whether two paths are the same file (same device and inode)."""
    s1 = os.stat(f1)
    s2 = os.stat(f2)
    return samestat(s1, s2)


def sameopenfile(fp1, fp2):
    """Test whether two file descriptors are of the same file (needs
    os.fstat)."""
    s1 = os.fstat(fp1)
    s2 = os.fstat(fp2)
    return samestat(s1, s2)


def ismount(path):
    """Test whether a path is a mount point: a directory on another device
    than its parent, or that is its own parent (the root)."""
    try:
        s1 = os.lstat(path)
    except (OSError, ValueError):
        return False
    if s1.st_mode & _S_IFMT == _S_IFLNK:
        return False
    path = _fspath(path)
    parent = join(path, b'..' if isinstance(path, bytes) else '..')
    parent = realpath(parent)
    try:
        s2 = os.lstat(parent)
    except (OSError, ValueError):
        return False
    return s1.st_dev != s2.st_dev or s1.st_ino == s2.st_ino


def abspath(path):
    """Return an absolute, normalized version of a path (relative paths are
    taken from os.getcwd())."""
    path = _fspath(path)
    if isinstance(path, bytes):
        if not path.startswith(b'/'):
            path = join(_fsencode(os.getcwd()), path)
    elif not path.startswith('/'):
        path = join(os.getcwd(), path)
    return normpath(path)


def realpath(filename, *, strict=False):
    """Return the canonical path of a file: absolute, normalized, with
    symbolic links resolved. With strict=True a missing component or a
    symbolic link loop raises OSError; otherwise the unresolved rest is
    appended as it is."""
    filename = _fspath(filename)
    path, ok = _resolve(filename[:0], filename, strict, {})
    return abspath(path)


def _resolve(path, rest, strict, seen):
    # Append the components of rest to path (already resolved), following
    # symbolic links. seen maps a link path to its resolved target, or to
    # None while it is being resolved (a loop). Returns (path, ok): ok is
    # False when a loop stopped the resolution (non-strict mode).
    if isinstance(path, bytes):
        sep = b'/'
        curdir = b'.'
        pardir = b'..'
    else:
        sep = '/'
        curdir = '.'
        pardir = '..'
    if rest.startswith(sep):
        rest = rest[1:]
        path = sep
    readlink = getattr(os, 'readlink', None)
    while rest:
        name, _, rest = rest.partition(sep)
        if not name or name == curdir:
            continue
        if name == pardir:
            if path:
                path, last = split(path)
                if last == pardir:
                    path = join(path, pardir, pardir)
            else:
                path = pardir
            continue
        newpath = join(path, name)
        try:
            st = os.lstat(newpath)
        except OSError:
            if strict:
                raise
            is_link = False
        else:
            is_link = st.st_mode & _S_IFMT == _S_IFLNK
        if not is_link or readlink is None:
            path = newpath
            continue
        if newpath in seen:
            target = seen[newpath]
            if target is not None:
                path = target           # already resolved
                continue
            # A symbolic link loop.
            if strict:
                os.stat(newpath)        # raises OSError (ELOOP)
            return join(newpath, rest), False
        seen[newpath] = None
        path, ok = _resolve(path, readlink(newpath), strict, seen)
        if not ok:
            return join(path, rest), False
        seen[newpath] = path
    return path, True
