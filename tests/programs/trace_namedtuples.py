# namedtuples are tuple subclasses: made, read and compared in hot loops,
# with their argument errors raised at the call.
from collections import namedtuple
from typing import NamedTuple
import copy
import json

Point = namedtuple('Point', 'x y')
Span = namedtuple('Span', ['lo', 'hi'], defaults=[100])


class Item(NamedTuple):
    name: str
    qty: int = 1


pts = []
for i in range(300):
    pts.append(Point(i, -i) if i % 7 else Point(y=i, x=0))
print(sum(p.x for p in pts), sum(p[1] for p in pts), len(pts[5]))
print(isinstance(pts[3], tuple), pts[3] == (3, -3), pts[3] + (9,), pts[3][::-1])
print(sorted(pts[:4], reverse=True), max(pts), hash(pts[2]) == hash((2, -2)))
total = 0
for i in range(2000):
    s = Span(i) if i % 3 else Span(i, i + 5)
    a, b = s
    total += b - a + s.lo
print(total)
items = [Item('x%d' % (i % 5), i) for i in range(50)]
counts = {}
for it in items:
    counts[it.name] = counts.get(it.name, 0) + it.qty
print(counts, items[4], items[4]._replace(qty=0), items[4]._asdict())
print(json.dumps([pts[1], items[2]]), copy.copy(pts[1]), copy.deepcopy(items[3]))
print(Point._make([7, 8]), Point._fields, Span._field_defaults, Point.x)
print('%s and %s' % Point('a', 'b'), '{0}-{1}'.format(*Point(1, 2)))
match Point(1, 2):
    case Point(x=1, y=yy):
        print('matched y', yy)
match Span(3):
    case (lo, hi):
        print('as sequence', lo, hi)
try:
    pts[0].x = 5
except AttributeError as ex:
    print('AttributeError:', ex)
for bad in [lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: Point(1, x=2)]:
    try:
        bad()
    except TypeError as ex:
        print('TypeError:', ex)
for i in range(100):
    if i == 98:
        Point(i)
    Point(i, i)
