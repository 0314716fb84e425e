"""match in hot loops: an expression evaluator over tuples and node
classes, a tokenizer's state machine and a command dispatcher, run
thousands of times (the loops around them keep running in the
interpreter while tier 2 cannot record a pattern test)."""


class Num:
    __match_args__ = ("value",)

    def __init__(self, value):
        self.value = value


class BinOp:
    __match_args__ = ("op", "left", "right")

    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


def ev(node):
    match node:
        case Num(v):
            return v
        case BinOp("+", l, r):
            return ev(l) + ev(r)
        case BinOp("*", l, r):
            return ev(l) * ev(r)
        case BinOp("-", l, Num(0)):
            return ev(l)
        case BinOp("-", l, r):
            return ev(l) - ev(r)
        case ("neg", x):
            return -ev(x)
        case ("sum", *xs):
            return sum(ev(x) for x in xs)
        case int(n):
            return n
        case _:
            raise ValueError(f"bad node {node!r}")


def tokens(text):
    out = []
    for ch in text:
        match (ch, out[-1] if out else None):
            case (d, ("num", n)) if d.isdigit():
                out[-1] = ("num", n * 10 + int(d))
            case (d, _) if d.isdigit():
                out.append(("num", int(d)))
            case (" ", _):
                pass
            case (op, _) if op in "+-*()":
                out.append(("op", op))
            case (other, _):
                out.append(("junk", other))
    return out


def dispatch(cmds):
    state = {"x": 0, "log": []}
    for c in cmds:
        match c:
            case {"op": "add", "n": int(n)}:
                state["x"] += n
            case {"op": "mul", "n": n}:
                state["x"] *= n
            case {"op": "log", **extra}:
                state["log"].append(sorted(extra))
            case {"op": op}:
                state["log"].append("unknown " + op)
    return state


total = 0
for i in range(3000):
    tree = BinOp("+", Num(i), BinOp("*", Num(2), BinOp("-", Num(i % 7), Num(0))))
    total += ev(tree) + ev(("neg", Num(i % 5))) + ev(("sum", 1, Num(2), i % 3))
print(total)
count = 0
for i in range(500):
    toks = tokens(f"{i} + {i * 3}*(7 - x{i % 4})")
    count += len(toks) + sum(t[1] for t in toks if t[0] == "num")
print(count)
cmds = [{"op": "add", "n": 3}, {"op": "mul", "n": 2}, {"op": "log", "b": 1, "a": 2}, {"op": "zap"},
        {"op": "add", "n": "x"}]
for _ in range(200):
    s = dispatch(cmds)
print(s["x"], s["log"][:3])
try:
    ev(("bogus",))
except ValueError as e:
    print("ValueError", e)
