# OSError made with an errno becomes the subclass the errno names, keeps
# (errno, strerror) as its args and the file names as attributes.
e = OSError(2, 'No such file or directory', 'x.txt')
print(type(e).__name__, str(e), e.errno, e.strerror, e.filename, e.filename2, e.args)
e = OSError(17, 'File exists', 'a', None, 'b')
print(type(e).__name__, str(e), e.args, e.filename2)
print(type(OSError(13, 'Permission denied')).__name__, str(OSError(13, 'Permission denied')))
print(type(OSError(99, 'Other')).__name__, OSError('just text').errno, OSError('just text').filename)
try:
    raise FileNotFoundError(2, 'No such file or directory', 'y.txt')
except OSError as e:
    print(repr(e), e.filename)
class MyErr(OSError):
    pass
m = MyErr(2, 'gone', 'z')
print(type(m).__name__, m, m.filename, isinstance(m, FileNotFoundError))
for n in (1, 4, 11, 20, 21, 32, 110, 111):
    print(n, type(OSError(n, 's')).__name__)
raise PermissionError(13, 'Permission denied', '/etc/shadow')
