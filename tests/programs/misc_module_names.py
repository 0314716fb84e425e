import _imp_geometry as mmod
print([getattr(mmod, n).__module__ for n in sorted(dir(mmod)) if callable(getattr(mmod, n)) and not n.startswith("_")])
def g(): pass
print(g.__module__)
class S(set): pass
class FS(frozenset): pass
print(repr(S({1})), repr(S()), repr(FS([2])), repr(FS()))
import sys
print(sys.stdout.name, sys.stderr.name, sys.stdin.name)
print(hasattr(1, 'x'), hasattr([], 'append'))
import time
t = 0
for i in range(100000):
    if hasattr(i, '__name__'):
        t += 1
print(t)
print(sys.stdout.encoding, sys.stdout.errors, sys.stderr.errors, sys.stdin.mode, sys.stdout.mode, sys.stdout.closed)
class K:
    pass
k = K()
hits = 0
for i in range(3000):
    hits += hasattr(k, "nope") + hasattr(i, "nope") + (getattr("s", "nope", None) is None)
print(hits)
import sys, re
print(sys.getdefaultencoding(), sys.getfilesystemencoding())
try:
    re.compile("a").match(None)
except TypeError as e:
    print(e)
