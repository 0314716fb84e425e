from collections import Counter, defaultdict, OrderedDict, ChainMap

def err(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)

# Counter
c = Counter("abracadabra")
print(c, len(c), c["a"], c["z"], "z" in c, c.most_common(2), c.most_common(), c.total())
print(sorted(c.elements()), list(c.elements()), list(c), list(c.keys()), list(c.values()), list(c.items()))
print(Counter(), Counter(a=3, b=1), Counter({"x": 2, "y": -1}), Counter(["x", "y", "x"]), Counter(c))
c.update("aaz")
c.update({"b": 10, "q": 0})
c.update(k=2)
print(c)
c.subtract("aab")
c.subtract({"z": 5}, r=1)
print(c, c.total())
c["new"] += 1
del c["q"]
del c["never"]
print(c, c.get("r"), c.get("nope", "dflt"), c.pop("new"), c.setdefault("s", 4), c)
words = "the quick brown fox jumps over the lazy dog the fox".split()
wc = Counter(words)
print(wc.most_common(3), wc.most_common(0), wc.most_common(-1), wc["the"], max(wc, key=wc.get))
print(sorted(wc.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
a, b = Counter(a=3, b=1, c=0), Counter(a=1, b=2, d=-2)
print(a + b, a - b, a | b, a & b, +b, -b, +Counter(), -Counter(x=-1))
print(a == Counter(a=3, b=1), a == Counter(a=3, b=1, c=0, z=0), a != b, Counter(a=1) == {"a": 1}, {"a": 1} == Counter(a=1))
print(Counter(a=1) <= Counter(a=2), Counter(a=1, b=1) <= Counter(a=2), Counter(a=1) < Counter(a=1), Counter(a=2) > Counter(a=1), Counter() >= Counter(x=0))
x = Counter(a=3, b=1); x += Counter(a=-5, c=2); print(x)
x = Counter(a=3, b=1); x -= Counter(a=1, b=4); print(x)
x = Counter(a=3, b=1); x |= Counter(a=1, b=4, e=-1); print(x)
x = Counter(a=3, b=1); x &= Counter(a=1); print(x)
print(c.copy() == c, c.copy() is c, type(c.copy()).__name__, Counter("aab") + Counter(), repr(Counter({1: 2, 3: 4})))
err(lambda: Counter.fromkeys("ab"))
err(lambda: Counter(a=1) < {"a": 2})
err(lambda: Counter(a=1) + {"a": 2})
err(lambda: hash(Counter()))
inv = Counter()
for ch in "mississippi":
    inv[ch] += 1
print(inv, inv.most_common(1), sum(inv.values()), dict(inv.items()))

# defaultdict
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
print(dd, dd["a"], dd["missing"], len(dd), "zz" in dd, dd.default_factory)
di = defaultdict(int)
for ch in "hello world":
    di[ch] += 1
print(di, sorted(di.items())[:3], di.get("q"), "q" in di)
print(defaultdict(), defaultdict(None, {1: 2}), defaultdict(int, a=1), defaultdict(list, [("k", [1])]), defaultdict(lambda: "x", {1: 1})[5])
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
nested["x"]["z"] += 1
print(dict(nested["x"].items()), list(nested.keys()))
ds = defaultdict(set); ds[1].add(2); ds[1].add(3); print(ds)
dn = defaultdict(None)
err(lambda: dn["missing"])
err(lambda: defaultdict(1))
err(lambda: defaultdict(int).__missing__("k"))
dc = di.copy(); dc["h"] = 100
print(dc["h"], di["h"], type(dc).__name__, dc.default_factory, dc == di, dd == {"a": [1, 3], "b": [2], "missing": []})
dd.default_factory = str
print(repr(dd["s"]), dd.pop("s"), dd.setdefault("t", 9), dd)
print(defaultdict(int, {"a": 1}) | {"b": 2}, {"z": 0} | defaultdict(int, {"a": 1}))
r = defaultdict(list); r[1] = r; print(r)

# OrderedDict
od = OrderedDict()
od["b"] = 1; od["a"] = 2; od["c"] = 3
print(od, list(od), od.keys(), od.values(), od.items())
od.move_to_end("b"); print(od)
od.move_to_end("c", last=False); print(od)
print(od.popitem(), od.popitem(last=False), od)
od.update([("x", 1), ("y", 2)], z=3)
od["a"] = 99
print(od, list(reversed(list(od))), od.get("x"), od.pop("x"), od.setdefault("w", 0), od)
o1 = OrderedDict([("a", 1), ("b", 2)])
o2 = OrderedDict([("b", 2), ("a", 1)])
print(o1 == o2, o1 == {"b": 2, "a": 1}, {"a": 1, "b": 2} == o2, o1 != o2, dict(o1.items()) == dict(o2.items()))
print(OrderedDict.fromkeys("abc"), OrderedDict.fromkeys("ab", 0), OrderedDict(), OrderedDict(a=1).copy(), o1 | {"c": 3})
print("b" in o1.keys(), ("a", 1) in o1.items(), 2 in o1.values(), o1.keys() == {"a", "b"}, o1.keys() & {"a", "q"})
err(lambda: OrderedDict().popitem())
err(lambda: OrderedDict().popitem(last=False))
err(lambda: OrderedDict(a=1).move_to_end("q"))
err(lambda: OrderedDict()["q"])
lru = OrderedDict()
for key in [1, 2, 3, 1, 4, 2, 5, 1]:
    if key in lru:
        lru.move_to_end(key)
    lru[key] = key * key
    if len(lru) > 3:
        lru.popitem(last=False)
print(lru)
ro = OrderedDict(a=1); ro["self"] = ro; print(ro)

# ChainMap
base = {"a": 1, "b": 2}
over = {"b": 20, "c": 30}
cm = ChainMap(over, base)
print(cm, cm["a"], cm["b"], cm["c"], len(cm), list(cm), sorted(cm.items()), "a" in cm, "z" in cm, cm.get("z", 0))
cm["d"] = 4
del cm["b"]
print(over, base, cm["b"], cm.maps)
child = cm.new_child({"a": 100})
print(child["a"], child.parents["a"], len(child.maps), child.new_child()["a"], ChainMap().maps, bool(ChainMap({})))
err(lambda: cm.__delitem__("a"))
err(lambda: ChainMap({}).popitem())
err(lambda: ChainMap({}, {1: 2}).pop(1))
err(lambda: cm["zzz"])
print(cm.pop("d"), cm.pop("zz", "dflt"), list(cm.keys()), list(cm.values()), dict(cm.items()))
print(ChainMap({"x": 1}) == ChainMap({"x": 1}, {"x": 2}), cm.copy().maps[0] is cm.maps[0], ChainMap.fromkeys("ab", 0))
