try:
    import pprint
except ImportError:
    import pprint
import dataclasses
from dataclasses import dataclass, field

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Shape:
    name: str
    points: list
    meta: dict = field(default_factory=dict)
    hidden: int = field(default=0, repr=False)

@dataclass(repr=False)
class NoRepr:
    a: list

@dataclass
class Custom:
    a: list
    def __repr__(self):
        return 'Custom(' + 'z' * 100 + ')'

class Sub(Point):
    pass

@dataclass
class Empty:
    pass

@dataclass
class Rec:
    child: object = None

s = Shape('triangle', [Point(0, 0), Point(10, 0), Point(5, 8)], {'color': 'red', 'tags': ['a', 'b', 'c'] * 5})
for w in (10, 20, 40, 60, 80, 200):
    print('--', w)
    pprint.pprint(s, width=w)
    pprint.pprint([s, Point(1, 2)], width=w)
    pprint.pprint(Sub(list(range(20)), 'y' * 30), width=w)
    pprint.pprint(Empty(), width=w)
print(pprint.pformat(NoRepr(list(range(40))))[:10])
pprint.pprint(Custom([1]))
r = Rec()
r.child = r
rr = Rec(Rec(Rec(list(range(50)))))
pprint.pprint(rr, width=30)
pprint.pprint(rr, width=30, depth=2)
pprint.pprint(rr, width=30, indent=4)
pprint.pprint(Point, width=5)
print(pprint.isreadable(s), pprint.saferepr(Point(1, 2)))
