"""Text files in UTF-16 and UTF-32: the byte-order mark written once at
the start and read once there (either order), characters split across
the reader's chunks (surrogate pairs too), tell/seek, append."""

import os
import tempfile

d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")

for enc in ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]:
    with open(p, "w", encoding=enc) as f:
        f.write("ab")
        f.write("cd\n")
        f.write("é€😀\n")
    raw = open(p, "rb").read()
    print(enc, len(raw), raw[:10])
    with open(p, encoding=enc) as f:
        print(ascii(f.read()))
    with open(p, "a", encoding=enc) as f:
        f.write("more\n")
    with open(p, encoding=enc) as f:
        lines = f.readlines()
    print(ascii(lines))
    with open(p, encoding=enc) as f:
        first = f.readline()
        pos = f.tell()
        second = f.readline()
        f.seek(pos)
        print(ascii(first), ascii(second), f.readline() == second)

# a big-endian file with a mark, longer than a chunk; pairs across chunks
text = ("x" * 4095 + "😀" + "y\n") * 3
for enc, data in [("utf-16", b"\xfe\xff" + text.encode("utf-16-be")),
                  ("utf-16", text.encode("utf-16")),
                  ("utf-16-le", text.encode("utf-16-le")),
                  ("utf-32", b"\x00\x00\xfe\xff" + text.encode("utf-32-be"))]:
    with open(p, "wb") as f:
        f.write(data)
    with open(p, encoding=enc) as f:
        t = f.read()
    print(enc, len(t), t == text, t.count("😀"))
    with open(p, encoding=enc) as f:
        n = sum(len(line) for line in f)
    print(n)
# no mark: a stream refuses it (bytes.decode reads it as little-endian)
with open(p, "wb") as f:
    f.write("hi\n".encode("utf-16-le"))
print(ascii(open(p, "rb").read().decode("utf-16")))
for enc in ["utf-16", "utf-32"]:
    try:
        open(p, encoding=enc).read()
    except UnicodeError as e:
        print(type(e).__name__, e)
# a mark as the only content, then a second mark kept as a character
with open(p, "wb") as f:
    f.write(b"\xff\xfe\xff\xfeq\x00")
print(ascii(open(p, encoding="utf-16").read()))
os.remove(p)
os.rmdir(d)
