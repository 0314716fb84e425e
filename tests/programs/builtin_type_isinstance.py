# type(), type(x) == T, isinstance with tuples, issubclass.
def f(x):
    return x
vals = [1, 2**70, True, 1.5, "s", [1], (1,), {1: 2}, {1}, frozenset([1]), None, range(3), b"ab", type(1)]
for v in vals:
    print(type(v), type(v) == int, type(v) is float, isinstance(v, int), isinstance(v, (list, tuple)), isinstance(v, (str, (dict, set))))
print(type(len), type(f), type(zip([1], [2])), type(map(abs, [1])), type(enumerate([])), type(iter([])), type(iter("ab")), type(reversed([1])))
print(type(type), type(int), type(type(2**80)), type(2**80) == type(1), type(True) == int, type(True) == bool)
print(isinstance(True, int), isinstance(1, bool), isinstance(1.0, int), isinstance(2**100, float), isinstance(int, type))
print(isinstance(3, ()), isinstance(3, (float, (str, (int,)))), isinstance("x", object), isinstance(None, object))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, object), issubclass(bool, (str, float)), issubclass(bool, (str, int)))
print(issubclass(list, list), issubclass(frozenset, set), issubclass(type, object), issubclass(float, (int, float)))
print(int, float, str, bool, list, tuple, dict, set, frozenset, type, object, range)
print(repr(int), str(bool), f"{float}", [int, str], (dict,))
count = 0
i = 0
while i < 200:
    x = i if i % 3 == 0 else (1.0 * i if i % 3 == 1 else str(i))
    if type(x) == int:
        count += 1
    elif isinstance(x, float):
        count += 1000
    elif isinstance(x, (bytes, str)):
        count += 1000000
    i += 1
print(count)
