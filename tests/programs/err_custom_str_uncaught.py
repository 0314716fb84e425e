# An uncaught exception whose class overrides __str__; the traceback's last
# line uses it. Raised from a nested function inside a method.
class ParseError(Exception):
    def __init__(self, line, col, reason):
        super().__init__(line, col, reason)
        self.line, self.col, self.reason = line, col, reason

    def __str__(self):
        return "line %d, column %d: %s" % (self.line, self.col, self.reason)

class Lexer:
    def __init__(self, source):
        self.lines = source.split("\n")

    def scan(self):
        def check(lineno, text):
            for col, ch in enumerate(text, 1):
                if ch == "$":
                    raise ParseError(lineno, col, "unexpected character %r" % ch)
            return len(text.split())
        counts = []
        for lineno, text in enumerate(self.lines, 1):
            counts.append(check(lineno, text))
            print("line", lineno, "ok:", counts[-1], "tokens")
        return counts

print(Lexer("a b c\nd e").scan())
print(str(ParseError(1, 2, "demo")), ParseError(1, 2, "demo").args)
Lexer("x = 1\ny = 2 + z\nprint($y)").scan()
