"""Filename globbing (CPython 3.11 API), written for Trellis over os.scandir
and os.path.

Implemented: glob(pathname, *, root_dir=None, dir_fd=None,
recursive=False, include_hidden=False), iglob (same arguments, an
iterator), escape(pathname), has_magic(s), and the older glob0 and glob1.
Patterns use fnmatch's syntax per path component; with recursive=True a
component '**' matches any number of directories (and files when it is
the last component); names starting with '.' match only patterns that
start with '.' unless include_hidden=True. root_dir makes the search start
there, with results relative to it. str and bytes patterns (bytes give
bytes results). Results come in the order os.scandir gives the names, as
CPython's do (sort them for a stable order), and CPython 3.11's corner
cases are kept: 'missing/**' with recursive=True gives ['missing/'], and
a pattern without magic characters is only tested with os.path.lexists.

Differences: dir_fd is accepted and ignored (Trellis's os has no
descriptor-relative calls), so a relative pattern with dir_fd is searched
from the working directory (or root_dir); no sys.audit event is raised.
"""

import os
import re
import fnmatch

__all__ = ["glob", "iglob", "escape"]


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
         include_hidden=False):
    """The paths that match pathname, as a list (see iglob)."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd,
                      recursive=recursive, include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False,
          include_hidden=False):
    """An iterator over the paths that match pathname."""
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _isrecursive(pathname[:2]):
        # A leading '**' yields the empty path first: skip it.
        try:
            first = next(it)
        except StopIteration:
            return iter(())
        if first:
            return _chain_one(first, it)
    return it


def _chain_one(first, rest):
    yield first
    yield from rest


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if os.path.lexists(_join(root_dir, pathname)):
                yield pathname
        else:
            # A path ending with a separator names a directory.
            if os.path.isdir(_join(root_dir, dirname)):
                yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    # The directory part may hold magic too: expand it first (a path made
    # only of separators has dirname == pathname).
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if has_magic(basename):
        if recursive and _isrecursive(basename):
            in_dir = _glob2
        else:
            in_dir = _glob1
    else:
        in_dir = _glob0
    join = os.path.join
    for dirname in dirs:
        for name in in_dir(_join(root_dir, dirname), basename, dironly,
                           include_hidden):
            yield join(dirname, name)


def _glob1(dirname, pattern, dironly, include_hidden=False):
    names = _listdir(dirname, dironly)
    if not (include_hidden or _ishidden(pattern)):
        names = [x for x in names if not _ishidden(x)]
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden=False):
    if basename:
        if os.path.lexists(_join(dirname, basename)):
            return [basename]
    else:
        if os.path.isdir(dirname):
            return [basename]
    return []


def glob0(dirname, pattern):
    return _glob0(dirname, pattern, False)


def glob1(dirname, pattern):
    return _glob1(dirname, pattern, False)


def _glob2(dirname, pattern, dironly, include_hidden=False):
    # '**': the directory itself (the empty name), then everything below.
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _listdir(dirname, dironly):
    """The names in dirname (only those of directories if dironly); an
    unreadable directory has none."""
    as_bytes = isinstance(dirname, bytes)
    if not dirname:
        target = os.curdir
    elif as_bytes:
        # Trellis's os.scandir takes str paths only.
        target = os.fsdecode(dirname)
    else:
        target = dirname
    try:
        it = os.scandir(target)
        entries = list(it)
    except OSError:
        return []
    names = []
    for entry in entries:
        try:
            if dironly and not entry.is_dir():
                continue
        except OSError:
            continue
        name = entry.name
        if as_bytes:
            name = os.fsencode(name)
        names.append(name)
    return names


def _rlistdir(dirname, dironly, include_hidden=False):
    names = _listdir(dirname, dironly)
    for x in names:
        if include_hidden or not _ishidden(x):
            yield x
            path = _join(dirname, x) if dirname else x
            for y in _rlistdir(path, dironly, include_hidden):
                yield _join(x, y)


def _join(dirname, basename):
    # os.path.join, except that an empty part adds no separator.
    if not dirname or not basename:
        return dirname or basename
    return os.path.join(dirname, basename)


magic_check = re.compile("([*?[])")
magic_check_bytes = re.compile(b"([*?[])")


def has_magic(s):
    """Whether s holds a wildcard character ('*', '?' or '[')."""
    if isinstance(s, str):
        return "*" in s or "?" in s or "[" in s
    if isinstance(s, bytes):
        return b"*" in s or b"?" in s or b"[" in s
    return magic_check.search(s) is not None


def _ishidden(path):
    return path[0] in (".", 46)


def _isrecursive(pattern):
    if isinstance(pattern, bytes):
        return pattern == b"**"
    return pattern == "**"


def escape(pathname):
    """pathname with its wildcard characters made literal ('*' becomes
    '[*]'); a drive is left alone."""
    drive, pathname = os.path.splitdrive(pathname)
    if isinstance(pathname, bytes):
        pathname = magic_check_bytes.sub(rb"[\1]", pathname)
    else:
        pathname = magic_check.sub(r"[\1]", pathname)
    return drive + pathname
