# Old containers given new objects in hot loops, with enough garbage made
# between the stores that the collector runs many times (young collections
# among them): every kind of store that puts a new object into an old one
# must keep it alive, in the interpreter and in machine code.


class Box:
    def __init__(self, v):
        self.v = v


class Late:
    pass


def churn(n):
    # Garbage: short-lived lists, tuples and strings.
    t = 0
    for i in range(n):
        t += len([i, (i, str(i))])
    return t


def make_counter():
    last = None

    def put(x):
        nonlocal last
        last = x
        return last

    def get():
        return last

    return put, get


# A big, long-lived set of objects, so that most collections are young ones.
keep = [("k", i) for i in range(40000)]
table = [None] * 64
boxes = [Box(None) for _ in range(64)]
lates = [Late() for _ in range(64)]
index = {}
put, get = make_counter()
churn(20000)

for round in range(6):
    for i in range(3000):
        j = i % 64
        table[j] = [round, i, "t%d" % i]
        boxes[j].v = (round, i, "b%d" % i)
        if i < 64:
            lates[i].w = {"round": round, "i": i}
        index[j] = "ix%d-%d" % (round, i)
        put(["cell", round, i])
        if i % 100 == 0:
            churn(300)
    churn(5000)
    ok = all(table[j][0] == round and table[j][2] == "t%d" % table[j][1] for j in range(64))
    ok = ok and all(b.v[0] == round and b.v[2] == "b%d" % b.v[1] for b in boxes)
    ok = ok and all(lates[k].w["round"] == round and lates[k].w["i"] == k for k in range(64))
    ok = ok and all(index[j].startswith("ix%d-" % round) for j in range(64))
    print(round, ok, get(), table[5], boxes[7].v, lates[3].w, index[9])

# A generator holds its frame between resumptions: what it made before a
# yield must survive collections made while it is suspended.
def gen(n):
    held = []
    for i in range(n):
        held.append(("g", i, [i] * 3))
        yield len(held)
    yield held


g = gen(2000)
total = 0
for k in range(2000):
    total += next(g)
    if k % 50 == 0:
        churn(200)
held = next(g)
print(total, len(held), held[0], held[-1], sum(h[2][2] for h in held))
print(len(keep), keep[-1], churn(10))
