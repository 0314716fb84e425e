# stat: constants, predicates, S_IMODE/S_IFMT and filemode.
import random
import stat as stat

names = ['ST_MODE', 'ST_INO', 'ST_DEV', 'ST_NLINK', 'ST_UID', 'ST_GID',
         'ST_SIZE', 'ST_ATIME', 'ST_MTIME', 'ST_CTIME', 'S_IFDIR', 'S_IFCHR',
         'S_IFBLK', 'S_IFREG', 'S_IFIFO', 'S_IFLNK', 'S_IFSOCK', 'S_IFDOOR',
         'S_IFPORT', 'S_IFWHT', 'S_ISUID', 'S_ISGID', 'S_ENFMT', 'S_ISVTX',
         'S_IREAD', 'S_IWRITE', 'S_IEXEC', 'S_IRWXU', 'S_IRUSR', 'S_IWUSR',
         'S_IXUSR', 'S_IRWXG', 'S_IRGRP', 'S_IWGRP', 'S_IXGRP', 'S_IRWXO',
         'S_IROTH', 'S_IWOTH', 'S_IXOTH', 'UF_NODUMP', 'UF_IMMUTABLE',
         'UF_APPEND', 'UF_OPAQUE', 'UF_NOUNLINK', 'UF_COMPRESSED', 'UF_HIDDEN',
         'SF_ARCHIVED', 'SF_IMMUTABLE', 'SF_APPEND', 'SF_NOUNLINK',
         'SF_SNAPSHOT', 'FILE_ATTRIBUTE_ARCHIVE', 'FILE_ATTRIBUTE_COMPRESSED',
         'FILE_ATTRIBUTE_DEVICE', 'FILE_ATTRIBUTE_DIRECTORY',
         'FILE_ATTRIBUTE_ENCRYPTED', 'FILE_ATTRIBUTE_HIDDEN',
         'FILE_ATTRIBUTE_INTEGRITY_STREAM', 'FILE_ATTRIBUTE_NORMAL',
         'FILE_ATTRIBUTE_NOT_CONTENT_INDEXED', 'FILE_ATTRIBUTE_NO_SCRUB_DATA',
         'FILE_ATTRIBUTE_OFFLINE', 'FILE_ATTRIBUTE_READONLY',
         'FILE_ATTRIBUTE_REPARSE_POINT', 'FILE_ATTRIBUTE_SPARSE_FILE',
         'FILE_ATTRIBUTE_SYSTEM', 'FILE_ATTRIBUTE_TEMPORARY',
         'FILE_ATTRIBUTE_VIRTUAL']
for n in names:
    print(n, getattr(stat, n))
print(sorted(k for k in dir(stat) if not k.startswith('_')) == sorted(names + [
    'S_IMODE', 'S_IFMT', 'S_ISDIR', 'S_ISCHR', 'S_ISBLK', 'S_ISREG',
    'S_ISFIFO', 'S_ISLNK', 'S_ISSOCK', 'S_ISDOOR', 'S_ISPORT', 'S_ISWHT',
    'filemode']))

funcs = [stat.S_IMODE, stat.S_IFMT, stat.S_ISDIR, stat.S_ISCHR, stat.S_ISBLK,
         stat.S_ISREG, stat.S_ISFIFO, stat.S_ISLNK, stat.S_ISSOCK,
         stat.S_ISDOOR, stat.S_ISPORT, stat.S_ISWHT, stat.filemode]
fnames = ['S_IMODE', 'S_IFMT', 'S_ISDIR', 'S_ISCHR', 'S_ISBLK', 'S_ISREG',
          'S_ISFIFO', 'S_ISLNK', 'S_ISSOCK', 'S_ISDOOR', 'S_ISPORT',
          'S_ISWHT', 'filemode']


def show(label, f, *args):
    try:
        r = f(*args)
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(label, repr(args), '->', repr(r))


class IntSub(int):
    pass


special = [0, 1, True, False, 0o755, 0o40755, 0o100644, 0o120777, 0o170000,
           0o177777, 0o7777, 2 ** 32 - 1, 2 ** 32, 2 ** 64 - 1, 2 ** 64,
           2 ** 100, -1, -2 ** 70, 1.0, 'a', None, IntSub(0o40700), [0]]
for name, f in zip(fnames, funcs):
    for m in special:
        show(name, f, m)

rng = random.Random(99)
types = [0, 0o010000, 0o020000, 0o030000, 0o040000, 0o050000, 0o060000,
         0o070000, 0o100000, 0o110000, 0o120000, 0o130000, 0o140000,
         0o150000, 0o160000, 0o170000]
for n in range(400):
    m = rng.choice(types) | rng.randrange(0, 0o10000)
    if rng.random() < 0.1:
        m |= rng.randrange(0, 2 ** 32) & ~0o177777
    print(m, [f(m) for f in funcs])

# Typical use with stat results as tuples.
st = (0o100644, 1, 2, 3, 4, 5, 6, 7, 8, 9)
print(stat.filemode(st[stat.ST_MODE]), st[stat.ST_SIZE], st[stat.ST_MTIME])
print(stat.S_IMODE(0o104755) & stat.S_IRWXU, oct(stat.S_IMODE(0o104755)))
