from array import array
import array as array_module

def err(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__, e)

a = array("i", [1, 2, 3])
print(a, repr(array("d")), array("b", b"\x01\xff"), array("u", "hi"), str(array("d", [1.0, 2.5])))
print(len(a), a[0], a[-1], a[1:], a[::-1], a[::2], list(a), a.tolist(), 2 in a, 9 in a, 2.0 in a)
print(a.typecode, a.itemsize, [array(c).itemsize for c in "bBuhHiIlLqQfd"], array_module.typecodes)
a.append(4); a.extend([5, 6]); a.extend(array("i", [7])); a.insert(0, 0); a.insert(-1, 99); a.insert(100, 100)
print(a, a.pop(), a.pop(0), a.pop(-2), a)
a.remove(5); a.reverse()
print(a, a.index(3), a.index(3, 2) if 3 in a[2:] else "-", a.count(3), a.count(10))
a[0] = 70; a[-1] = -1; del a[1]
print(a)
a[1:3] = array("i", [8, 8, 8]); print(a)
a[::2] = array("i", [0] * len(range(0, len(a), 2))); print(a)
del a[::3]; print(a)
del a[1:2]; print(a)
b = array("i", [1, 2]) + array("i", [3]); b += array("i", [4]); b *= 2
print(b, b * 0, 2 * array("b", [1]), array("i", [1, 2]) * -1)
print(array("i", [1, 2]) == array("i", [1, 2]), array("i", [1]) == array("d", [1.0]), array("i", [1]) == [1],
      array("i", [1, 2]) < array("i", [1, 3]), array("i", [1, 2]) >= array("i", [1]), array("d", [0.1]) == array("f", [0.1]))
print(sorted(array("i", [3, 1, 2])), sum(array("d", [0.5, 0.25])), max(array("H", [7, 9, 8])), list(reversed(list(array("b", [1, 2])))))

# typecode ranges
for tc in "bBhHiIlLqQ":
    big = {"b": 127, "B": 255, "h": 2 ** 15 - 1, "H": 2 ** 16 - 1, "i": 2 ** 31 - 1, "I": 2 ** 32 - 1,
           "l": 2 ** 63 - 1, "L": 2 ** 64 - 1, "q": 2 ** 63 - 1, "Q": 2 ** 64 - 1}[tc]
    small = {"b": -128, "B": 0, "h": -2 ** 15, "H": 0, "i": -2 ** 31, "I": 0,
             "l": -2 ** 63, "L": 0, "q": -2 ** 63, "Q": 0}[tc]
    print(tc, array(tc, [small, big]))
    for v in [big + 1, small - 1, 2 ** 64, -2 ** 64, 2 ** 70]:
        err(lambda: array(tc, [v]))
print(array("i", [True, False]), array("d", [1, True, 2.5]), array("Q", [2 ** 64 - 1]))

# floats: 'f' is single precision
f = array("f", [0.1, 1.5, 1e39, -1e39, 1e-46, -1e-46, 3.4028235e38, 1.17549435e-38, 1e-45, 2.5e-45, 0.7e-45])
print(f)
print(array("f", [1 / 3, 2 / 3, 1e10, 123456789.0, -0.0, 16777217.0, 16777219.0]))
print(array("d", [1e308 * 10, -0.0, 1 / 3]))

# bytes round trips
print(array("i", [1, 2]).tobytes(), array("h", [-2, 258]).tobytes(), array("B", [1, 2, 3]).tobytes())
print(array("d", [1.5, -0.0, 1e-310]).tobytes(), array("f", [1.5, -2.25]).tobytes(), array("q", [-1]).tobytes())
for tc, vals in [("b", [-128, 127]), ("H", [0, 65535]), ("i", [-5, 2 ** 31 - 1]), ("L", [2 ** 64 - 1]),
                 ("d", [3.14, -1e-300, 5e-324, float("inf")]), ("f", [0.1, -1e-40, 65504.0]), ("u", "hé")]:
    src = array(tc, vals)
    back = array(tc)
    back.frombytes(src.tobytes())
    print(tc, back == src, back, array(tc, src.tobytes()) == src)
print(array("i", b"abcd"), array("i", bytearray(b"\x01\x00\x00\x00")))
sw = array("i", [3, 256]); sw.byteswap(); print(sw)
sw2 = array("h", [1, -2]); sw2.byteswap(); print(sw2)

# unicode
u = array("u", "abc")
u.append("d"); u.extend("ef"); u.fromunicode("gh")
print(u, u.tounicode(), u.tolist()[:3], u[1], u[2:4])

# fromlist / extend error behaviour
x = array("b", [1])
err(lambda: x.fromlist([2, 3, 300]))
print(x)
err(lambda: x.extend([2, 3, 300]))
print(x)
err(lambda: x.fromlist((1,)))

# errors
for f_ in [lambda: array("z"), lambda: array(1), lambda: array("ii"), lambda: array("i", [1.5]),
           lambda: array("i", ["a"]), lambda: array("d", ["a"]), lambda: array("d", [None]), lambda: array("i", "abc"),
           lambda: array("i", b"abc"), lambda: array("u", [1]), lambda: array("i").pop(), lambda: array("i", [1]).pop(5),
           lambda: array("i", [1]).remove(5), lambda: array("i", [1]).index(5), lambda: array("i", [1]).extend(array("d")),
           lambda: array("i", [1]).extend(5), lambda: array("i", [1]) + [1], lambda: array("i", [1]) + array("d"),
           lambda: array("i", [1]) < [1], lambda: array("i", [1])[5], lambda: array("i", [1])["a"], lambda: hash(array("i")),
           lambda: array("i", [1]).tounicode(), lambda: array("i").frombytes("ab"), lambda: array("i").frombytes(b"abc"),
           lambda: array("i", [1, 2, 3]).index(2, 2)]:
    err(f_)
c = array("i", [1, 2, 3])
def s1():
    c[0:1] = [5]
def s2():
    c[0:1] = array("d", [5])
def s3():
    c[::2] = array("i", [7])
def s4():
    c[0] = "x"
def s5():
    c[5] = 1
def s6():
    del c[5]
def s7():
    c += [1]
for f_ in [s1, s2, s3, s4, s5, s6, s7]:
    err(f_)
print(c)

# ints stored at int indexes, at the edges of each typecode's range
for tc, lo, hi in [("b", -128, 127), ("B", 0, 255), ("h", -32768, 32767), ("H", 0, 65535),
                   ("i", -(1 << 31), (1 << 31) - 1), ("q", -(1 << 63), (1 << 63) - 1), ("Q", 0, (1 << 64) - 1)]:
    e = array(tc, [0, 0, 0])
    e[0] = lo; e[-1] = hi; e[-3] += 1; e.append(hi); e.append(lo)
    print(tc, e.tolist())
    for bad in (lo - 1, hi + 1):
        for put in (lambda: e.__setitem__(1, bad), lambda: e.append(bad)):
            err(put)
    for i in (3, -4):
        err(lambda: e.__setitem__(i, 1))
    e[1] = True
    print(e[1], type(e[1]).__name__, len(e))

# a small numeric workload
samples = array("d", (i * 0.5 for i in range(200)))
mean = sum(samples) / len(samples)
print(len(samples), mean, samples[-1], samples.index(10.0), samples.count(0.5))
hist = array("L", [0] * 10)
for i in range(1000):
    hist[(i * 7919) % 10] += 1
print(hist, hist.buffer_info()[1])
