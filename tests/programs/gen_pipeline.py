# Generator pipelines: each stage pulls from the previous one on demand.
log = []

def read_lines(text):
    for line in text.split("\n"):
        log.append("read")
        yield line

def strip_comments(lines):
    for line in lines:
        code = line.split("#")[0].strip()
        if code:
            yield code

def parse(lines):
    for line in lines:
        key, _, value = line.partition("=")
        yield key.strip(), value.strip()

def to_ints(pairs):
    for k, v in pairs:
        try:
            yield k, int(v)
        except ValueError:
            yield k, v

text = """# config
width = 80
height=24
# blank follows

name = trellis  # inline
depth = -3"""

pipeline = to_ints(parse(strip_comments(read_lines(text))))
print("nothing read yet:", log)
first = next(pipeline)
print("first:", first, "reads so far:", len(log))
for item in pipeline:
    print("item:", item)
print("total reads:", len(log))

# stages that trace the interleaving
def stage(name, src):
    for v in src:
        print("  %s passes %r" % (name, v))
        yield v

def source(n):
    for i in range(n):
        print("  source yields", i)
        yield i

for v in stage("B", stage("A", source(3))):
    print("consumer got", v)

# windowing and batching stages
def batch(src, size):
    buf = []
    for v in src:
        buf.append(v)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf

def window(src, size):
    win = []
    for v in src:
        win.append(v)
        if len(win) > size:
            win.pop(0)
        if len(win) == size:
            yield tuple(win)

print(list(batch(range(10), 4)))
print(list(window("abcde", 3)))
print([sum(b) for b in batch((x * x for x in range(7)), 2)])
