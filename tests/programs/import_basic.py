# import, import as, from-import, star imports, module attributes.
import _imp_geometry
import _imp_geometry as geo
from _imp_geometry import Point, dist as distance, ORIGIN
import sys

print(geo is _imp_geometry, _imp_geometry.__name__, __name__)
p, q = Point(3, 4), Point(0, 0)
print(p, p.norm(), distance(p, q), ORIGIN)
print(geo.bump(), geo.scale, p.norm())
geo.scale = 10
print(p.norm(), _imp_geometry.scale)
geo.new_attr = "set from outside"
print(geo.new_attr)
del geo.new_attr
print(hasattr(geo, "new_attr"), hasattr(geo, "dist"), getattr(geo, "nope", "default"))
try:
    geo.missing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del geo.missing
except AttributeError as e:
    print(type(e).__name__, e)

# A module runs once, however often it is imported.
import _imp_geometry
print(sys.modules["_imp_geometry"] is geo, "_imp_geometry" in sys.modules)

from _imp_star import *
print(public_a, _listed)
try:
    public_b
except NameError as e:
    print(type(e).__name__, e)

import math as m, sys as s
print(m.floor(2.5), s is sys, type(m).__name__, repr(sys))


def local_import():
    import _imp_geometry as g
    from math import sqrt
    return g.Point(1, 1), sqrt(16)


print(local_import())
print(__name__ == "__main__")
if __name__ == "__main__":
    print("run as a program")
