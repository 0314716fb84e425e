# A tokenizer and recursive-descent parser for arithmetic expressions with
# variables, unary minus, powers and parentheses; expressions are generated
# pseudo-randomly, parsed into tuples, evaluated, and printed back.

COUNT = 20000


class ParseError(Exception):
    pass


def tokenize(text):
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch.isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            tokens.append(("num", int(text[i:j])))
            i = j
        elif ch.isalpha():
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(("name", text[i:j]))
            i = j
        elif ch in "+-*/%()^":
            tokens.append(("op", ch))
            i += 1
        else:
            raise ParseError(f"bad character {ch!r} at {i}")
    tokens.append(("end", None))
    return tokens


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos]

    def take(self):
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def expect(self, value):
        kind, v = self.take()
        if v != value:
            raise ParseError(f"expected {value!r}, got {v!r}")

    def parse(self):
        node = self.expr()
        if self.peek()[0] != "end":
            raise ParseError(f"trailing input at token {self.pos}")
        return node

    def expr(self):
        node = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            node = (op, node, self.term())
        return node

    def term(self):
        node = self.factor()
        while self.peek()[0] == "op" and self.peek()[1] in "*/%":
            op = self.take()[1]
            node = (op, node, self.factor())
        return node

    def factor(self):
        if self.peek() == ("op", "-"):
            self.take()
            return ("neg", self.factor())
        base = self.atom()
        if self.peek() == ("op", "^"):
            self.take()
            return ("^", base, self.factor())
        return base

    def atom(self):
        kind, v = self.take()
        if kind == "num":
            return ("num", v)
        if kind == "name":
            return ("var", v)
        if v == "(":
            node = self.expr()
            self.expect(")")
            return node
        raise ParseError(f"unexpected {v!r}")


def evaluate(node, env):
    tag = node[0]
    if tag == "num":
        return node[1]
    if tag == "var":
        return env[node[1]]
    if tag == "neg":
        return -evaluate(node[1], env)
    a = evaluate(node[1], env)
    b = evaluate(node[2], env)
    if tag == "+":
        return a + b
    if tag == "-":
        return a - b
    if tag == "*":
        return a * b
    if tag == "/":
        return a // b
    if tag == "%":
        return a % b
    return a ** (b % 4)


def show(node):
    tag = node[0]
    if tag == "num":
        return str(node[1])
    if tag == "var":
        return node[1]
    if tag == "neg":
        return f"(-{show(node[1])})"
    return f"({show(node[1])} {tag} {show(node[2])})"


class Gen:
    def __init__(self, seed):
        self.s = seed

    def rand(self, n):
        self.s = (self.s * 214013 + 2531011) % 4294967296
        return (self.s >> 16) % n

    def expr(self, depth):
        r = self.rand(10)
        if depth <= 0 or r < 2:
            if self.rand(3) == 0:
                return "xyz"[self.rand(3)]
            return str(1 + self.rand(99))
        if r == 2:
            return "-" + self.expr(depth - 1)
        if r == 3:
            return "(" + self.expr(depth - 1) + ")"
        op = "+-*/%^"[self.rand(6)]
        return self.expr(depth - 1) + " " + op + " " + self.expr(depth - 1)


def main():
    gen = Gen(12345)
    env = {"x": 7, "y": -3, "z": 12}
    ok = errors = 0
    total = 0
    sample = None
    for i in range(COUNT):
        text = gen.expr(6)
        try:
            tree = Parser(tokenize(text)).parse()
            value = evaluate(tree, env)
            again = evaluate(Parser(tokenize(show(tree))).parse(), env)
            assert value == again
            total = (total * 31 + value) % 1000000007
            ok += 1
            if sample is None and len(text) > 20:
                sample = (text, show(tree), value)
        except ZeroDivisionError:
            errors += 1
    for bad in ["1 + ", "(2 * 3", "4 $ 5"]:
        try:
            Parser(tokenize(bad)).parse()
        except ParseError as e:
            print("parse error:", e)
    print("sample:", sample[0])
    print("parsed:", sample[1], "=", sample[2])
    print(f"evaluated {ok}, division errors {errors}")
    print("checksum", total)


main()
