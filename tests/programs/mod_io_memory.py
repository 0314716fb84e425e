# io.StringIO and io.BytesIO: writing, reading, seeking, lines and newline
# translation; print(file=...) into one.
import io

s = io.StringIO()
print(s.write("hello "), s.tell())
print("world", 42, file=s)
s.writelines(["a\n", "b\n"])
print(repr(s.getvalue()))
s.seek(0)
print(repr(s.readline()), repr(s.read(5)), s.tell())
print(s.readlines())
print(repr(s.read()), s.readable(), s.writable(), s.seekable())
s.seek(2)
s.write("XY")
print(repr(s.getvalue()))
s.truncate(4)
print(repr(s.getvalue()), s.tell())
s.seek(0, 2)
s.write("!")
print(repr(s.getvalue()))

t = io.StringIO("one\ntwo\r\nthree\rfour")
print(list(t))
t = io.StringIO("one\ntwo\r\nthree\rfour", newline=None)
print(list(t))
t = io.StringIO("one\ntwo\r\nthree\rfour", newline="")
print(list(t))
t = io.StringIO(newline="\r\n")
t.write("a\nb\n")
print(repr(t.getvalue()))

with io.StringIO("x") as u:
    print(u.read(), u.closed)
print(u.closed)
try:
    u.read()
except ValueError as e:
    print("ValueError:", e)
try:
    io.StringIO().write(b"x")
except TypeError as e:
    print("TypeError:", e)
try:
    io.StringIO(5)
except TypeError as e:
    print("TypeError:", e)

b = io.BytesIO(b"first\nsecond\nthird")
print(b.readline(), b.read(3), b.tell())
print(list(b))
b.seek(0)
b.write(b"FIRST")
print(b.getvalue())
b.seek(0, 2)
b.write(b"!")
b.seek(-3, 2)
print(b.read())
b.seek(30)
b.write(b"z")
print(len(b.getvalue()), b.getvalue()[-3:])
print(b.truncate(5), b.getvalue())
try:
    b.write("text")
except TypeError as e:
    print("TypeError:", e)

words = io.StringIO()
for i in range(1000):
    words.write("w%d " % i)
text = words.getvalue()
print(len(text), text[:20], text[-10:])
print(isinstance(s, io.TextIOBase), isinstance(b, io.BufferedIOBase), isinstance(b, io.IOBase))
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))
