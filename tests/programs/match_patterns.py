"""match statements: class patterns through __match_args__ and keywords,
sequence patterns with *rest over lists, tuples, ranges and deques, or- and
as-patterns, literals and singletons, mapping patterns with **rest over
dicts and the collections mappings, guards, captures, and the TypeErrors
of bad class patterns."""

from collections import namedtuple, OrderedDict, defaultdict, deque

Point = namedtuple("Point", "x y")


class Circle:
    __match_args__ = ("center", "r")

    def __init__(self, center, r):
        self.center = center
        self.r = r


class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h


def describe(shape):
    match shape:
        case Circle(Point(0, 0), r):
            return f"circle at origin r={r}"
        case Circle(center=Point(x, y), r=r) if r > 10:
            return f"big circle at {x},{y}"
        case Circle(c, r):
            return f"circle {c} {r}"
        case Rect(w=w, h=h) if w == h:
            return f"square {w}"
        case Rect(w=w, h=h):
            return f"rect {w}x{h}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y):
            return f"point {x} {y}"
        case _:
            return "unknown"


def command(cmd):
    match cmd.split():
        case []:
            return "empty"
        case ["go", direction]:
            return "go " + direction
        case ["go", *rest]:
            return f"go many {rest}"
        case ["pick", "up", item] | ["take", item]:
            return "take " + item
        case [("drop" | "throw") as verb, *items, last]:
            return f"{verb} {items} then {last}"
        case [single]:
            return "single " + single
        case other:
            return f"other {other}"


def literal(v):
    match v:
        case 0 | 1:
            return "bit"
        case -1:
            return "minus one"
        case 2.5:
            return "two and a half"
        case "hello":
            return "greeting"
        case b"raw":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case (1, 2):
            return "tuple 1 2"
        case [1, [2, [3, *deep]]]:
            return f"deep {deep}"
        case {"type": "user", "name": str(name), **rest}:
            return f"user {name} {rest}"
        case {"type": "admin", "level": int(level) | float(level)}:
            return f"admin {level}"
        case {}:
            return "some mapping"
        case int(n) if n > 100:
            return f"big int {n}"
        case int():
            return "int"
        case str() as s:
            return f"str {s!r}"
        case list() | tuple():
            return "sequence"
        case _:
            return "other"


for s in [Circle(Point(0, 0), 3), Circle(Point(1, 2), 20), Circle(Point(1, 2), 5), Rect(3, 3),
          Rect(2, 5), Point(0, 0), Point(4, 5), 42]:
    print(describe(s))
for c in ["", "go north", "go north east", "pick up lamp", "take key", "drop a b c", "throw x",
          "look", "a b c d"]:
    print(command(c))
for v in [0, 1, -1, 2.5, "hello", b"raw", None, True, False, (1, 2), [1, 2], [1, [2, [3, 4, 5]]],
          {"type": "user", "name": "ann", "age": 3}, {"type": "user", "name": 5},
          {"type": "admin", "level": 2.0}, OrderedDict(a=1), defaultdict(int), 500, 7, "s",
          [9], (9,), deque([1]), 3.5, range(3)]:
    print(repr(v)[:30], "->", literal(v))

match deque([1, 2, 3]):
    case [a, *b]:
        print("deque seq", a, b)
match range(5):
    case [0, 1, *r]:
        print("range", r)
match "abc":
    case [*x]:
        print("str is a sequence?")
    case str(x):
        print("str", x)
match {"a": 1, "b": 2}:
    case {"a": 1, **kw}:
        print("kw", kw)

x = 5
match x:
    case y:
        print("captured", y)


class NoArgs:
    pass


for bad in [lambda: describe2(NoArgs())]:
    pass


def describe2(o):
    match o:
        case NoArgs(a):
            return a


try:
    describe2(NoArgs())
except TypeError as e:
    print("TypeError", e)


class BadArgs:
    __match_args__ = ["a"]
    a = 1


try:
    match BadArgs():
        case BadArgs(z):
            pass
except TypeError as e:
    print("TypeError", e)

try:
    match 5:
        case print(z):
            pass
except TypeError as e:
    print("TypeError", e)

try:
    match 5:
        case int(a, b):
            pass
except TypeError as e:
    print("TypeError", e)
