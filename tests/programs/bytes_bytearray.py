# bytearray mutation: append/extend/pop/insert/remove/reverse/clear, item and slice assignment.
ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba.extend([103, 104])
ba.extend(bytearray(b"i"))
print(ba, len(ba))
print(ba.pop(), ba)
print(ba.pop(0), ba.pop(-2), ba)
ba[0] = 90
ba[-1] += 1
print(ba, ba.index(b"d"), ba.count(b"e"))
ba += b"xyz"
ba *= 2
print(ba)
del ba[0]
del ba[-2:]
print(ba)
ba.insert(0, 65)
ba.insert(-1, 66)
ba.remove(100)
print(ba)
ba.reverse()
print(ba, ba.copy(), ba.copy() is ba)
ba.clear()
print(ba, len(ba), ba == b"")
b = bytearray(b"hello world")
b[0:5] = b"HOWDY"
print(b)
b[::2] = b"______"
print(b)
del b[-3:]
b[1:1] = b"++"
b[-1:] = bytearray(b"END")
del b[::3]
print(b, len(b))
