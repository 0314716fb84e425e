# A small expression interpreter built from node classes: tokenizer, parser,
# evaluator with variables, and a pretty-printer, all via methods. Each node
# class implements the same eval/show interface.
class Num:
    def __init__(self, value):
        self.value = value
    def eval(self, env):
        return self.value
    def show(self):
        return str(self.value)

class Var:
    def __init__(self, name):
        self.name = name
    def eval(self, env):
        if self.name not in env:
            raise NameError("undefined variable " + self.name)
        return env[self.name]
    def show(self):
        return self.name

class BinOp:
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
           "*": lambda a, b: a * b, "/": lambda a, b: a // b}
    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right
    def eval(self, env):
        return self.ops[self.op](self.left.eval(env), self.right.eval(env))
    def show(self):
        return "(%s %s %s)" % (self.left.show(), self.op, self.right.show())

class Parser:
    def __init__(self, text):
        self.tokens = text.replace("(", " ( ").replace(")", " ) ").split()
        self.pos = 0
    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None
    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok
    def expr(self):
        node = self.term()
        while self.peek() in ("+", "-"):
            node = BinOp(self.take(), node, self.term())
        return node
    def term(self):
        node = self.atom()
        while self.peek() in ("*", "/"):
            node = BinOp(self.take(), node, self.atom())
        return node
    def atom(self):
        tok = self.take()
        if tok == "(":
            node = self.expr()
            self.take()
            return node
        if tok.isdigit():
            return Num(int(tok))
        return Var(tok)

programs = ["1 + 2 * 3", "(1 + 2) * 3", "10 / 3 - 1", "x * x + y",
            "x * (y - x) / 2", "((x)) - y - 1",
            "2 * (3 + (4 - 1)) / 2", "q + 1"]
env = {"x": 3, "y": 7}
for src in programs:
    tree = Parser(src).expr()
    try:
        result = tree.eval(env)
    except NameError as e:
        result = "error: " + str(e)
    print("%-40s %-36s => %s" % (src, tree.show(), result))
print(type(Parser("1").expr()).__name__, type(Parser("1 - a").expr()).__name__)
