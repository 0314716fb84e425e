# A hand-written JSON-like serializer and deserializer: builds nested
# dicts and lists of ints, floats, strings, booleans and None, encodes them
# to text with escapes, parses the text back, and checks the round trip.

DOCS = 24000


class DecodeError(Exception):
    pass


def encode_string(s):
    out = ['"']
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 32:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def encode(value):
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return encode_string(value)
    if isinstance(value, list):
        return "[" + ",".join(encode(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(encode_string(k) + ":" + encode(v) for k, v in value.items()) + "}"
    raise TypeError(f"cannot encode {type(value).__name__}")


class Decoder:
    def __init__(self, text):
        self.text = text
        self.i = 0

    def skip(self):
        t = self.text
        while self.i < len(t) and t[self.i] in " \n\t":
            self.i += 1

    def value(self):
        self.skip()
        ch = self.text[self.i]
        if ch == "{":
            return self.obj()
        if ch == "[":
            return self.arr()
        if ch == '"':
            return self.string()
        if self.text.startswith("null", self.i):
            self.i += 4
            return None
        if self.text.startswith("true", self.i):
            self.i += 4
            return True
        if self.text.startswith("false", self.i):
            self.i += 5
            return False
        return self.number()

    def number(self):
        start = self.i
        t = self.text
        while self.i < len(t) and t[self.i] in "+-0123456789.eE":
            self.i += 1
        s = t[start:self.i]
        if not s:
            raise DecodeError(f"unexpected {t[start]!r} at {start}")
        if "." in s or "e" in s or "E" in s:
            return float(s)
        return int(s)

    def string(self):
        self.i += 1
        out = []
        t = self.text
        while True:
            ch = t[self.i]
            if ch == '"':
                self.i += 1
                return "".join(out)
            if ch == "\\":
                esc = t[self.i + 1]
                if esc == "n":
                    out.append("\n")
                elif esc == "t":
                    out.append("\t")
                elif esc == "u":
                    out.append(chr(int(t[self.i + 2:self.i + 6], 16)))
                    self.i += 4
                else:
                    out.append(esc)
                self.i += 2
            else:
                out.append(ch)
                self.i += 1

    def arr(self):
        self.i += 1
        out = []
        self.skip()
        if self.text[self.i] == "]":
            self.i += 1
            return out
        while True:
            out.append(self.value())
            self.skip()
            ch = self.text[self.i]
            self.i += 1
            if ch == "]":
                return out
            if ch != ",":
                raise DecodeError(f"expected , or ] at {self.i - 1}")

    def obj(self):
        self.i += 1
        out = {}
        self.skip()
        if self.text[self.i] == "}":
            self.i += 1
            return out
        while True:
            self.skip()
            key = self.string()
            self.skip()
            if self.text[self.i] != ":":
                raise DecodeError(f"expected : at {self.i}")
            self.i += 1
            out[key] = self.value()
            self.skip()
            ch = self.text[self.i]
            self.i += 1
            if ch == "}":
                return out
            if ch != ",":
                raise DecodeError(f"expected , or }} at {self.i - 1}")


def decode(text):
    d = Decoder(text)
    v = d.value()
    d.skip()
    if d.i != len(text):
        raise DecodeError("trailing data")
    return v


class Rand:
    def __init__(self, seed):
        self.s = seed

    def __call__(self, n):
        self.s = (self.s * 1103515245 + 12345) & 0x7FFFFFFF
        return self.s % n


WORDS = ["alpha", "beta", "gamma", "delta", "quote\"d", "back\\slash", "new\nline", "tab\tbed", "ctl\x01"]


def make(rand, depth):
    r = rand(9 if depth > 0 else 6)
    if r == 0:
        return rand(100000) - 50000
    if r == 1:
        return rand(1000) / 8.0
    if r == 2:
        return WORDS[rand(len(WORDS))]
    if r == 3:
        return rand(2) == 0
    if r == 4:
        return None
    if r == 5:
        return f"item-{rand(1000)}"
    if r <= 7:
        return [make(rand, depth - 1) for _ in range(rand(6))]
    return {f"k{i}_{rand(50)}": make(rand, depth - 1) for i in range(rand(6))}


def count_nodes(v):
    if isinstance(v, list):
        return 1 + sum(count_nodes(x) for x in v)
    if isinstance(v, dict):
        return 1 + sum(count_nodes(x) for x in v.values())
    return 1


def main():
    rand = Rand(5)
    total_len = 0
    nodes = 0
    check = 0
    for i in range(DOCS):
        doc = {"id": i, "payload": make(rand, 6), "tags": [make(rand, 1) for _ in range(3)]}
        text = encode(doc)
        back = decode(text)
        assert back == doc, i
        assert encode(back) == text
        total_len += len(text)
        nodes += count_nodes(doc)
        for ch in text:
            check = (check * 33 + ord(ch)) % 1000000007
    print("first document:", encode({"id": 0, "tags": ["x", 1.5, None, True]}))
    for bad in ["[1, 2", "{\"a\" 1}", "[1 2]"]:
        try:
            decode(bad)
        except (DecodeError, IndexError) as e:
            print("decode error:", type(e).__name__, e)
    print(f"documents={DOCS} characters={total_len} nodes={nodes}")
    print("checksum", check)


main()
