import errno
import os

names = sorted(n for n in dir(errno) if n.startswith("E"))
print(len(names))
for n in names:
    print(n, getattr(errno, n), errno.errorcode.get(getattr(errno, n)))
print(len(errno.errorcode))
print(list(errno.errorcode.items()))
print(errno.errorcode[2], errno.ENOENT, errno.EAGAIN == errno.EWOULDBLOCK)
print(sorted(n for n in dir(errno) if not n.startswith("_")) == names + ["errorcode"])
print(errno.errorcode[errno.EEXIST], errno.errorcode[errno.EOPNOTSUPP], errno.errorcode[errno.EDEADLK])
try:
    open("/nonexistent/file/here")
except OSError as e:
    print(e.errno == errno.ENOENT, errno.errorcode[e.errno])
try:
    os.mkdir("/tmp")
except FileExistsError as e:
    print(e.errno == errno.EEXIST, errno.errorcode[e.errno])
print(os.strerror(errno.EACCES))
