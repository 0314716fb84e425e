# A text file of text that is not ASCII read whole (its chunks joined
# once), in pieces, by lines and by iteration.
import os
import tempfile

d = tempfile.mkdtemp()
path = os.path.join(d, "text.txt")
line = "12345,67,é ünïcödé\n"
with open(path, "w", encoding="utf-8") as f:
    f.write(line * 20000)
with open(path, encoding="utf-8") as f:
    whole = f.read()
print(len(whole), whole == line * 20000)
with open(path, encoding="utf-8") as f:
    head = f.read(7)
    rest = f.read()
print(repr(head), len(rest), head + rest == whole)
with open(path, encoding="utf-8") as f:
    first = f.readline()
    n = sum(1 for _ in f)
print(repr(first), n)
with open(path, encoding="utf-8") as f:
    pieces = []
    while True:
        p = f.read(4099)
        if not p:
            break
        pieces.append(p)
print(len(pieces), "".join(pieces) == whole)
os.remove(path)
os.rmdir(d)
