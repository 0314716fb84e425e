# len of every container, ord/chr, callable, abs, hash, iter/next.
def f():
    return 1
d = {1: 2, 3: 4}
print(len(""), len("abc"), len("日本"), len([]), len([1, [2, 3]]), len(()), len((1, 2)), len({}), len(d), len(set()), len({1, 2, 2}))
print(len(frozenset([1, 2])), len(range(10)), len(range(0, 100, 7)), len(range(10, 0)), len(range(-5, 5, -1)), len(b"xyz"), len(d.keys()), len(d.items()), len(d.values()))
print(len(range(2**62)), len("a" * 1000), len([0] * 500))
print(ord("a"), ord("A"), ord(" "), ord("é"), ord("日"), ord("😀"), ord("\n"), ord("\x00"), chr(97), chr(0x65E5), chr(0x1F600), repr(chr(0)), repr(chr(127)), chr(233))
s = ""
for c in "Hello":
    s += chr(ord(c) + 1)
print(s)
print(callable(f), callable(len), callable(int), callable(1), callable("s"), callable(str.upper), callable(None), callable([]), callable(print))
print(abs(-5), abs(5), abs(-0.0), abs(-2.5), abs(-(2**70)), abs(True), abs(False), abs(-9223372036854775808), abs(float("-inf")))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"), next(it, None))
it2 = iter("ab")
print(next(it2), next(it2), next(it2, 0))
it3 = iter(range(3))
print(next(it3), list(it3), next(it3, -1))
it4 = iter({"x": 1, "y": 2})
print(next(it4), next(it4), next(it4, "end"))
acc = 0
i = 0
while i < 500:
    acc += ord(chr(i % 200 + 32)) + len(str(i))
    i += 1
print(acc)
print(chr(ord("z") - 25), ord(chr(1114111)), len(chr(1114111)), callable(iter), callable(zip), callable(type))
