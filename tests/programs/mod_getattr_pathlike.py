import os
import _imp_lazy as lazymod
from _imp_lazy import dyn_ab
print(lazymod.x, lazymod.dyn_q, dyn_ab, hasattr(lazymod, "zzz"))
try:
    lazymod.other
except AttributeError as e:
    print(e)
class P:
    def __bytes__(self): return b'xy'
    def __fspath__(self): return '/tmp'
print(bytes(P()), isinstance(P(), os.PathLike), issubclass(str, os.PathLike))
import tempfile
d = tempfile.mkdtemp()
for n in ("b.txt", "a.txt"):
    open(os.path.join(d, n), "w").close()
print(sorted(e.name for e in os.scandir(os.fsencode(d))))
for n in ("b.txt", "a.txt"):
    os.remove(os.path.join(d, n))
os.rmdir(d)
