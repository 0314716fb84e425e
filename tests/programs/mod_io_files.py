# Files through open(), os and os.path: text and binary modes, newlines,
# iteration, append, errors with their errno and file name, directories.
import json
import os

base = "/tmp/trellis_corpus_io_%d" % os.getpid()
os.makedirs(os.path.join(base, "a", "b"), exist_ok=True)
os.makedirs(os.path.join(base, "a", "b"), exist_ok=True)
try:
    os.makedirs(base)
except FileExistsError as e:
    print("exists:", e.errno, e.strerror)

p = os.path.join(base, "notes.txt")
with open(p, "w") as f:
    print(type(f).__name__, f.mode, f.name == p, f.encoding, f.closed)
    f.write("alpha\nbeta\r\ngamma\n")
    print("last", file=f)
    f.writelines(["x\n", "y"])
print(f.closed)

with open(p) as f:
    for i, line in enumerate(f):
        print(i, repr(line))
with open(p) as f:
    print(repr(f.read(3)), repr(f.readline()), f.readlines())
with open(p, "rb") as f:
    data = f.read()
    print(type(f).__name__, data, len(data))
with open(p, newline="") as f:
    print(f.readlines())
with open(p, "a") as f:
    f.write("more\n")
print(open(p).read().splitlines())

# A file written and never closed: its text is there when read back.
open(p, "w").write("one line\n")
print(repr(open(p).read()))

with open(p, "w", encoding="utf-8") as f:
    f.write("héllo wörld ✓\n" * 3)
with open(p, encoding="utf-8") as f:
    print(f.readline().rstrip(), os.path.getsize(p))
with open(p, "rb") as f:
    print(f.read(8), f.tell(), f.read(3))
    f.seek(0)
    print(f.readline())

with open(p, "w") as f:
    f.write("hello\nworld\n")
with open(p, "r+") as f:
    f.write("HE")
    f.seek(0)
    print(repr(f.readline()))

with open(os.path.join(base, "data.json"), "w") as f:
    json.dump({"k": [1, 2, {"z": None}]}, f, indent=2)
with open(os.path.join(base, "data.json")) as f:
    print(json.load(f))

for name in ["a/y.txt", "a/b/z.txt"]:
    with open(os.path.join(base, name), "w") as f:
        f.write(name)
for root, dirs, files in os.walk(base):
    print(os.path.relpath(root, base), sorted(dirs), sorted(files))
print(sorted(os.listdir(base)))
st = os.stat(p)
print(st.st_size == os.path.getsize(p), os.path.isfile(p), os.path.isdir(base), os.path.exists(p + "x"))
with os.scandir(base) as it:
    print(sorted((e.name, e.is_dir()) for e in it))
os.rename(p, p + ".old")
print(os.path.exists(p), os.path.exists(p + ".old"))

try:
    open(os.path.join(base, "missing.txt"))
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.strerror, os.path.basename(e.filename))
try:
    open(base)
except IsADirectoryError as e:
    print(type(e).__name__, e.errno)
try:
    os.rmdir(os.path.join(base, "a"))
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
for mode, kw in [("rw", {}), ("rb", {"encoding": "utf-8"}), ("", {}), ("rt+b", {})]:
    try:
        open(p, mode, **kw)
    except ValueError as e:
        print("ValueError:", e)
f = open(p + ".old")
f.close()
try:
    f.read()
except ValueError as e:
    print(e)
with open(p + ".old", "w") as f:
    try:
        f.write(b"bytes")
    except TypeError as e:
        print(e)
    try:
        f.read()
    except OSError as e:
        print(type(e).__name__, e)

fd = os.open(os.path.join(base, "raw"), os.O_WRONLY | os.O_CREAT, 0o600)
print(os.write(fd, b"abc"))
os.close(fd)
for root, dirs, files in os.walk(base, topdown=False):
    for name in files:
        os.remove(os.path.join(root, name))
    os.rmdir(root)
print(os.path.exists(base))

import tempfile
fd, p = tempfile.mkstemp()
with os.fdopen(fd, "w") as f:
    f.write("hello")
print(open(p).read())
os.remove(p)
try:
    os.environ["N"] = 5
except TypeError as e:
    print(e)
os.environ["TRELLIS_X"] = "1"
print(os.environ["TRELLIS_X"], os.getenv("TRELLIS_X"))
