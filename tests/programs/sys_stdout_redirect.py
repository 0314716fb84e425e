import sys, io
from contextlib import redirect_stdout, redirect_stderr
print(sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__)
b = io.StringIO(); old = sys.stdout; sys.stdout = b
print("x", 1)
sys.stdout.write("y\n")
sys.stdout = old
print(repr(b.getvalue()))
f = io.StringIO()
with redirect_stdout(f):
    print("inside")
    for i in range(3):
        print(i, end=" ")
print("after", repr(f.getvalue()))
e = io.StringIO()
with redirect_stderr(e):
    print("err", file=sys.stderr)
print(repr(e.getvalue()))
def capture(fn, *a):
    buf = io.StringIO()
    with redirect_stdout(buf):
        fn(*a)
    return buf.getvalue()
print(capture(print, "a", "b").upper(), end="")
print(sys.stdout is sys.__stdout__)
import io
from contextlib import redirect_stdout
f = io.StringIO()
with redirect_stdout(f):
    for i in range(2000):
        print(i, i * 2)
print(len(f.getvalue()), f.getvalue()[-20:])
for i in range(200):
    print(i, end=",")
print()
