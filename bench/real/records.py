# A pystone-like mix of our own: small record objects passed through a set
# of procedures that copy fields, compare enums, update arrays and strings,
# repeated for a fixed number of loops; ends with a state checksum.

LOOPS = 1200000

KIND_A, KIND_B, KIND_C, KIND_D = 0, 1, 2, 3


class Record:
    def __init__(self, link, kind, num, text):
        self.link = link
        self.kind = kind
        self.num = num
        self.text = text


class State:
    def __init__(self):
        self.counter = 0
        self.flag = False
        self.letter = "A"
        self.grid = [[0] * 30 for _ in range(30)]
        self.line = [0] * 30


def classify(kind):
    if kind == KIND_A:
        return KIND_C
    elif kind == KIND_B:
        return KIND_D
    elif kind == KIND_C:
        return KIND_B
    return KIND_A


def step_number(n, state):
    if state.flag:
        return n + 3
    return n * 2 - 1


def bump_letter(letter, state):
    if letter == "A":
        state.flag = not state.flag
        return "B"
    if letter == "B":
        return "C"
    return "A"


def fill_arrays(state, a, b):
    loc = a + 5
    state.line[loc % 30] = b
    state.line[(loc + 1) % 30] = state.line[loc % 30]
    row = state.grid[loc % 30]
    for k in range(loc % 30, loc % 30 + 2):
        row[k % 30] = loc
    state.grid[(loc + 20) % 30][loc % 30] = state.line[loc % 30]
    state.counter += 1


def compare_text(t1, t2):
    if t1[2] == t2[3]:
        return t1 < t2
    return t1 > t2


def process(rec, state):
    nxt = rec.link
    nxt.num = rec.num
    nxt.kind = rec.kind
    nxt.text = rec.text
    if nxt.kind == KIND_C:
        nxt.num = step_number(nxt.num, state) % 1000
        nxt.kind = classify(rec.kind)
    else:
        rec.kind = classify(nxt.kind)
        rec.num = (rec.num + 7) % 1000
    return nxt


def main():
    state = State()
    glob = Record(None, KIND_A, 40, "DHRYSTONE-LIKE RECORD, ONE")
    other = Record(glob, KIND_C, 17, "DHRYSTONE-LIKE RECORD, TWO")
    glob.link = other
    texts = ["SOME STRING NUMBER ONE", "SOME STRING NUMBER TWO", "ANOTHER STRING THREE"]
    total = 0
    for i in range(LOOPS):
        a = i % 13
        b = (i * 7) % 11
        state.letter = bump_letter(state.letter, state)
        t1 = texts[i % 3]
        t2 = texts[(i + 1) % 3]
        if compare_text(t1, t2):
            a, b = b, a
        fill_arrays(state, a, b)
        cur = process(glob if i % 2 == 0 else other, state)
        total += cur.num + cur.kind + a * b
        if i % 5 == 0:
            cur.text = t1 if state.flag else t2
    grid_sum = sum(sum(row) for row in state.grid)
    print(f"loops={LOOPS} counter={state.counter} letter={state.letter} flag={state.flag}")
    print(f"glob: kind={glob.kind} num={glob.num} text={glob.text}")
    print(f"other: kind={other.kind} num={other.num} text={other.text}")
    print(f"grid sum={grid_sum} line sum={sum(state.line)}")
    print("checksum", (total * 31 + grid_sum) % 1000000007)


main()
