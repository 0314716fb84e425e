import json
from collections import OrderedDict, namedtuple


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ':', e)


doc = {"name": "Zoë", "tags": ["a", "b\n"], "n": 12, "x": -0.5, "ok": True,
       "none": None, "big": 2 ** 70, "nested": {"t": (1, 2), "e": {}, "l": []}}
print(json.dumps(doc))
print(json.dumps(doc, ensure_ascii=False, sort_keys=True))
print(json.dumps(doc, indent=2, sort_keys=True))
print(json.dumps([1, [2, {"k": []}]], indent="\t", separators=(",", " = ")))
print(json.dumps({"a": [1, 2]}, indent=0), json.dumps([1, 2], separators=(",", ":")))

# floats, non-finite values, keys of other types
print(json.dumps([0.1, 1e16, 1e-7, -0.0, 3.0, 1.5e300, 2 ** 0.5]))
print(json.dumps([float("nan"), float("inf"), float("-inf")]))
print(json.dumps({1: "i", 2.5: "f", True: "t", False: "f", None: "n", -3: 0}))
show("allow_nan", lambda: json.dumps([1.0, float("inf")], allow_nan=False))
show("allow_nan indent", lambda: json.dumps([float("nan")], allow_nan=False, indent=1))
show("tuple key", lambda: json.dumps({(1, 2): 3}))
show("skipkeys", lambda: json.dumps({(1, 2): 3, "k": 4, frozenset(): 5}, skipkeys=True))
show("unserializable", lambda: json.dumps({"s": {1, 2}}))
show("mixed sort", lambda: json.dumps({"b": 1, 2: 3}, sort_keys=True))

# strings: escapes, ASCII escaping, surrogate pairs
s = 'q"b\\s/\b\f\n\r\t\x00\x1f\x7f é€😀\u2028'
print(json.dumps(s))
print(json.dumps(s, ensure_ascii=False))
print(json.loads(json.dumps(s)) == s, json.loads(json.dumps(s, ensure_ascii=False)) == s)

# circular references and default
loop = [1]
loop.append(loop)
show("circular list", lambda: json.dumps(loop))
d = {}
d["me"] = d
show("circular dict", lambda: json.dumps(d, indent=2))
shared = [1, 2]
print(json.dumps([shared, shared, {"s": shared}]))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"x": o.x, "y": o.y}
        return super().default(o)


print(json.dumps([Point(1, 2), {"p": Point(3, 4)}], cls=PointEncoder))
print(json.dumps(Point(5, 6), default=lambda o: [o.x, o.y]))
show("cls fallback", lambda: json.dumps([Point(0, 0), object()], cls=PointEncoder))
print(json.dumps(OrderedDict([("z", 1), ("a", 2)])), json.dumps(namedtuple("P", "a b")(1, 2)))

# iterencode and dump give CPython's chunks
print(list(json.JSONEncoder().iterencode({"a": [1, "x", None], "b": {}})))
print(list(json.JSONEncoder(indent=1, sort_keys=True).iterencode({"b": [True], "a": 1.5})))


class Sink:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)


out = Sink()
json.dump({"k": [1, 2], "v": "w"}, out, separators=(",", ":"))
print(out.parts, "".join(out.parts))

# decoding
print(json.loads('{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "\\u00e9\\n"}}'))
print(json.loads('  [12345678901234567890123, 1E400, -0, "\\ud83d\\ude00"]  '))
print(json.loads('{"a": 1, "a": 2}'), json.loads('[NaN, Infinity, -Infinity]'))
print(json.loads(b'{"bytes": "\xc3\xa9"}'), json.loads(bytearray(b"[1]")))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda pairs: pairs))
print(json.loads('{"p": {"x": 1}}', object_hook=lambda o: sorted(o.items())))
print(json.loads("[1, 2.50]", parse_int=lambda t: "i" + t, parse_float=lambda t: "f" + t))
print(json.loads("[NaN]", parse_constant=lambda c: "const " + c))
print(json.loads('"a\tb"', strict=False))
dec = json.JSONDecoder()
print(dec.decode(' {"x": []} '), dec.raw_decode('[1, 2] tail'), dec.raw_decode('xx"s"', 2))

bad = ['', '   ', '{', '{"a" 1}', '{"a": }', '{"a": 1,}', '[1, 2', '[1 2]', '[1,]',
       '"abc', '"a\\qb"', '"\\u12x4"', '"tab\there"', 'nul', '01', '1.', '-', '[1]]',
       '{"a": 1}\n  x', '\ufeff[]', '{1: 2}', '[true, fals]', '"\\']
for text in bad:
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        print(repr(text), "->", e, "|", e.msg, e.pos, e.lineno, e.colno)
show("not text", lambda: json.loads(42))
show("raw_decode", lambda: dec.raw_decode(" 1"))
err = json.JSONDecodeError("Boom", "ab\ncd", 4)
print(isinstance(err, ValueError), repr(err), err.args, json.decoder.JSONDecodeError is json.JSONDecodeError)
