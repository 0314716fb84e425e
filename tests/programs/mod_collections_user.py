from collections import UserDict, UserList, UserString

class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __missing__(self, key):
        return "<%s?>" % key

d = LowerDict({"A": 1}, B=2)
d["C"] = 3
d.update([("D", 4)])
print(d, len(d), d["a"], d["zz"], "b" in d, d.get("c"), d.get("q", 0), list(d), sorted(d.items()))
print(d == {"a": 1, "b": 2, "c": 3, "d": 4}, d.pop("d"), d.setdefault("E", 5), d, d.copy(), type(d.copy()).__name__)
print(d | {"x": 9}, {"y": 8} | d, LowerDict.fromkeys("PQ", 0))
del d["a"]
print(d.data, d.popitem(), d)

class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack([1, 2])
s.push(3); s.extend([4, 5]); s.insert(0, 0)
print(s, s.peek(), len(s), s[1:3], type(s[1:3]).__name__, s + [6], [9] + s, s * 2, 3 in s, s.index(3), s.count(1))
s.reverse(); s.sort(); s.remove(0); s[0] = 10; del s[1]
print(s, s.pop(), s.pop(0), s, s == [3, 4], s < [5], s.copy(), sorted(Stack([3, 1, 2])))
s += [7]; s *= 2
print(s, list(reversed(list(s))), max(s))

class Shout(UserString):
    def shout(self):
        return self.upper() + "!"
u = Shout("hello world")
print(u, repr(u), u.shout(), len(u), u[0], u[1:5], u + "?", "<" + u, u * 2, u.split(), u.title(), u.replace("o", "0"))
print(u == "hello world", u < "z", "wor" in u, u.find("o"), u.count("l"), u.startswith("he"), u.capitalize(), u.center(15, "*"))
print(type(u.upper()).__name__, str(u.strip()), hash(u) == hash("hello world"), sorted([Shout("b"), Shout("a")]), int(UserString("42")) + 1)
