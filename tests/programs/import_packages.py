# Packages: __init__, submodules, relative imports, `import a.b as c`.
import imppkg
print(imppkg.VERSION, imppkg.twice(4), imppkg.util.twice(5))
import imppkg.sub.deep
print(imppkg.sub.deep.describe(), imppkg.sub.LEVEL)
import imppkg.sub.deep as d
print(d is imppkg.sub.deep, d.describe())
from imppkg import util, sub
from imppkg.sub import deep
print(util.twice(7), sub.LEVEL, deep is d)
try:
    import imppkg.shapes
except ImportError as e:
    print(type(e).__name__, e)
try:
    import imppkg.nothing
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    import imppkg.util.deeper
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
