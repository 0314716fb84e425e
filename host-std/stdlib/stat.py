"""Constants and functions for interpreting the results of os.stat() and
os.lstat() (CPython 3.11 API), written for Trellis.

Implemented (values of Linux):
- ST_MODE, ST_INO, ST_DEV, ST_NLINK, ST_UID, ST_GID, ST_SIZE, ST_ATIME,
  ST_MTIME, ST_CTIME: indices into a stat result used as a tuple;
- file types S_IFMT() mask 0o170000 and S_IFDIR, S_IFCHR, S_IFBLK,
  S_IFREG, S_IFIFO, S_IFLNK, S_IFSOCK (S_IFDOOR, S_IFPORT, S_IFWHT are 0);
- S_ISDIR, S_ISCHR, S_ISBLK, S_ISREG, S_ISFIFO, S_ISLNK, S_ISSOCK and
  S_ISDOOR, S_ISPORT, S_ISWHT (always False), S_IMODE (permission bits,
  mode & 0o7777), S_IFMT (file type bits, mode & 0o170000);
- permission bits S_ISUID, S_ISGID, S_ENFMT, S_ISVTX, S_IREAD, S_IWRITE,
  S_IEXEC, S_IRWXU, S_IRUSR, S_IWUSR, S_IXUSR, S_IRWXG, S_IRGRP, S_IWGRP,
  S_IXGRP, S_IRWXO, S_IROTH, S_IWOTH, S_IXOTH;
- filemode(mode): the 'ls -l' string such as '-rw-r--r--' or 'drwxr-sr-t'
  ('?' for an unknown file type);
- BSD flags UF_* and SF_*, and the Windows FILE_ATTRIBUTE_* constants,
  which CPython also defines on Linux.

As in CPython (whose functions are written in C), the functions take an int
in range(2**32): other types raise TypeError("an integer is required"),
negative values and values of 2**32 or more raise OverflowError with
CPython's messages.

Differences from CPython: the functions are Python functions, so a wrong
number of arguments gives Python's usual message ("S_ISDIR() missing 1
required positional argument: 'mode'") instead of "_stat.S_ISDIR() takes
exactly one argument (0 given)", and mode may be passed by keyword.
"""

ST_MODE = 0
ST_INO = 1
ST_DEV = 2
ST_NLINK = 3
ST_UID = 4
ST_GID = 5
ST_SIZE = 6
ST_ATIME = 7
ST_MTIME = 8
ST_CTIME = 9

S_IFDIR = 0o040000
S_IFCHR = 0o020000
S_IFBLK = 0o060000
S_IFREG = 0o100000
S_IFIFO = 0o010000
S_IFLNK = 0o120000
S_IFSOCK = 0o140000
S_IFDOOR = 0
S_IFPORT = 0
S_IFWHT = 0

S_ISUID = 0o4000
S_ISGID = 0o2000
S_ENFMT = S_ISGID
S_ISVTX = 0o1000
S_IREAD = 0o0400
S_IWRITE = 0o0200
S_IEXEC = 0o0100
S_IRWXU = 0o0700
S_IRUSR = 0o0400
S_IWUSR = 0o0200
S_IXUSR = 0o0100
S_IRWXG = 0o0070
S_IRGRP = 0o0040
S_IWGRP = 0o0020
S_IXGRP = 0o0010
S_IRWXO = 0o0007
S_IROTH = 0o0004
S_IWOTH = 0o0002
S_IXOTH = 0o0001

UF_NODUMP = 0x00000001
UF_IMMUTABLE = 0x00000002
UF_APPEND = 0x00000004
UF_OPAQUE = 0x00000008
UF_NOUNLINK = 0x00000010
UF_COMPRESSED = 0x00000020
UF_HIDDEN = 0x00008000
SF_ARCHIVED = 0x00010000
SF_IMMUTABLE = 0x00020000
SF_APPEND = 0x00040000
SF_NOUNLINK = 0x00100000
SF_SNAPSHOT = 0x00200000

FILE_ATTRIBUTE_ARCHIVE = 32
FILE_ATTRIBUTE_COMPRESSED = 2048
FILE_ATTRIBUTE_DEVICE = 64
FILE_ATTRIBUTE_DIRECTORY = 16
FILE_ATTRIBUTE_ENCRYPTED = 16384
FILE_ATTRIBUTE_HIDDEN = 2
FILE_ATTRIBUTE_INTEGRITY_STREAM = 32768
FILE_ATTRIBUTE_NORMAL = 128
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192
FILE_ATTRIBUTE_NO_SCRUB_DATA = 131072
FILE_ATTRIBUTE_OFFLINE = 4096
FILE_ATTRIBUTE_READONLY = 1
FILE_ATTRIBUTE_REPARSE_POINT = 1024
FILE_ATTRIBUTE_SPARSE_FILE = 512
FILE_ATTRIBUTE_SYSTEM = 4
FILE_ATTRIBUTE_TEMPORARY = 256
FILE_ATTRIBUTE_VIRTUAL = 65536


def _mode(mode):
    # The argument check of CPython's C functions (a C mode_t).
    if not isinstance(mode, int):
        raise TypeError("an integer is required")
    if mode < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if mode > 0xFFFFFFFFFFFFFFFF:
        raise OverflowError("Python int too large to convert to C unsigned "
                            "long")
    if mode > 0xFFFFFFFF:
        raise OverflowError("mode out of range")
    return int(mode)


# Each function checks its argument only when it is not a plain int in
# range: the common case costs one type test and one comparison.

def S_IMODE(mode):
    """Return the permission bits of a mode (setuid, setgid, sticky and
    rwx bits)."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o7777


def S_IFMT(mode):
    """Return the file type bits of a mode."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000


def S_ISDIR(mode):
    """Return True if mode is from a directory."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFDIR


def S_ISCHR(mode):
    """Return True if mode is from a character special device file."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFCHR


def S_ISBLK(mode):
    """Return True if mode is from a block special device file."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFBLK


def S_ISREG(mode):
    """Return True if mode is from a regular file."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFREG


def S_ISFIFO(mode):
    """Return True if mode is from a FIFO (named pipe)."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFIFO


def S_ISLNK(mode):
    """Return True if mode is from a symbolic link."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFLNK


def S_ISSOCK(mode):
    """Return True if mode is from a socket."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return mode & 0o170000 == S_IFSOCK


def S_ISDOOR(mode):
    """Return True if mode is from a door (never, on Linux)."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        _mode(mode)
    return False


def S_ISPORT(mode):
    """Return True if mode is from an event port (never, on Linux)."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        _mode(mode)
    return False


def S_ISWHT(mode):
    """Return True if mode is from a whiteout (never, on Linux)."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        _mode(mode)
    return False


_FILE_TYPE_CHARS = {
    S_IFREG: '-', S_IFDIR: 'd', S_IFLNK: 'l', S_IFBLK: 'b',
    S_IFCHR: 'c', S_IFIFO: 'p', S_IFSOCK: 's',
}


def _triple(mode, read, write, execute, special, set_char):
    # 'rwx' for one class of users; special (setuid, setgid or sticky)
    # shows as set_char in the execute position, upper case without x.
    r = 'r' if mode & read else '-'
    w = 'w' if mode & write else '-'
    if mode & special:
        x = set_char if mode & execute else set_char.upper()
    else:
        x = 'x' if mode & execute else '-'
    return r + w + x


def filemode(mode):
    """Convert a file's mode to a string of the form '-rwxrwxrwx'."""
    if type(mode) is not int or not 0 <= mode <= 0xFFFFFFFF:
        mode = _mode(mode)
    return (_FILE_TYPE_CHARS.get(mode & 0o170000, '?')
            + _triple(mode, S_IRUSR, S_IWUSR, S_IXUSR, S_ISUID, 's')
            + _triple(mode, S_IRGRP, S_IWGRP, S_IXGRP, S_ISGID, 's')
            + _triple(mode, S_IROTH, S_IWOTH, S_IXOTH, S_ISVTX, 't'))
