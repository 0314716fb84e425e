# array('B') keeps one byte per item (a bytearray inside): every list-like
# operation, comparison, copy and error beside arrays of other typecodes.
from array import array
import copy
a = array('B', [1, 2, 3, 250])
b = array('b', [1, 2, 3])
print(a, repr(a), len(a), 1.0 in a, 2 in a, 7 in a, "x" in a)
print(a == array('B', [1, 2, 3, 250]), a[:3] == b, a != b, a[:3] < b, a > b, b <= a)
a.append(9); a.insert(-1, 8); a.extend([4, 5]); a.extend(array('B', [6]))
print(a, a.pop(), a.pop(0), a.index(250), a.count(8))
a.remove(250); a.reverse(); print(a, a.tolist(), a[1], a[-1], a[1:3], a[::2])
a[1:3] = array('B', [7, 7, 7]); print(a)
a[::2] = array('B', [0] * len(a[::2])); print(a)
del a[1]; del a[::3]; print(a)
c = a + array('B', [1]); c += array('B', [2]); c *= 2; print(c, c * 2, 2 * c)
d = copy.copy(c); e = copy.deepcopy(c); d[0] = 99; print(c[0], d[0], e == c)
print(c.tobytes(), array('B', b'abc'), array('B', bytearray(b'\x00\xff')))
f = array('B'); f.frombytes(b'\x01\x02'); f.fromlist([3]); f.byteswap(); print(f, f.itemsize, f.typecode)
for bad in (256, -1, 1.5, "a"):
    try:
        a.append(bad)
    except (OverflowError, TypeError) as ex:
        print(type(ex).__name__, ex)
try:
    a[0] = 300
except OverflowError as ex:
    print(ex)
print(array('B', array('b', [1, 2])), array('b', array('B', [1, 2])), list(reversed(a)), sum(a), max(a))
print(array('B'), array('B') == array('b'), sorted(array('B', [3, 1, 2])))
