# Container dunders on a mapping-like class: __len__, __getitem__,
# __setitem__ (also via +=), __delitem__ and __contains__; tuple keys.
class Inventory:
    def __init__(self):
        self.items = {}
    def __len__(self):
        return sum(self.items.values())
    def __getitem__(self, name):
        print("  getitem", repr(name))
        return self.items.get(name, 0)
    def __setitem__(self, name, qty):
        print("  setitem", repr(name), qty)
        if qty <= 0:
            self.items.pop(name, None)
        else:
            self.items[name] = qty
    def __delitem__(self, name):
        print("  delitem", repr(name))
        if name not in self.items:
            raise KeyError(name)
        del self.items[name]
    def __contains__(self, name):
        return name in self.items

inv = Inventory()
print(len(inv), bool(inv))
inv["apple"] = 3
inv["pear"] = 2
print(len(inv), bool(inv), inv["apple"], inv["kiwi"])
inv["apple"] += 4
print(inv["apple"], "apple" in inv, "kiwi" in inv, "kiwi" not in inv)
inv["pear"] = 0
print(sorted(inv.items), len(inv))
del inv["apple"]
try:
    del inv["apple"]
except KeyError as e:
    print("KeyError:", e)
print(len(inv), bool(inv), "falsy" if not inv else "truthy")

# tuple keys through __getitem__
class Matrix:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        r, c = key
        return self.cells.get((r, c), 0)
    def __setitem__(self, key, value):
        self.cells[key] = value
m = Matrix()
m[1, 2] = 5
m[0, 0] = 1
print(m[1, 2], m[2, 1], m[0, 0], sorted(m.cells))
