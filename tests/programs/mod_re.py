import re

# --- basic API
print(re.match(r"(\w+) (\w+)", "Isaac Newton, physicist").groups())
print(re.search(r"\d+", "abc 123 def 45"), re.fullmatch(r"[a-f0-9]+", "deadbeef"))
print(re.findall(r"\d+", "12 drummers, 11 pipers, 10 lords"))
print(re.findall(r"(\w+)=(\d+)", "a=1, b=22, c=x"), re.findall(r"(a)|b", "ab"))
print([m.span() for m in re.finditer(r"\bq\w*", "quick quiet aqua quux")])
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "mail joe@example.com or ann@site.com"))
print(re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b2c3"), re.subn(r"\s+", " ", "a  b \t c"))
print(re.sub(r"(?P<word>\w+)", r"<\g<word>|\g<1>|\g<0>>", "hi there", count=1))
print(re.split(r"[,;]\s*", "a, b;c,  d"), re.split(r"(-)", "1-2-3", maxsplit=1), re.split(r"x*", "axbc"))
print(re.sub("x*", "-", "abxd"), re.findall(r"\b", "ab cd"), re.split(r"\b", "a b"))
print(re.escape("1.5*[x]+(y)?"), re.escape("no specials"))

# --- syntax
print(re.findall(r"a.c", "abc a\nc", re.S), re.findall(r"^\w", "one\ntwo\nthree", re.M))
print(re.findall(r"colou?r", "color colour colouur"), re.findall(r"\d{2,3}", "1 12 1234 12345"))
print(re.findall(r"<.+?>", "<a><b></a>"), re.findall(r"a{,2}", "aaaaa"), re.match(r"(a+?)(a*)", "aaa").groups())
print(re.findall(r"(?i)hello", "Hello HELLO hElLo"), re.findall(r"(?i:A)a", "Aa aa AA"))
print(re.findall(r"\d+(?= dollars)", "5 dollars, 6 euros, 7 dollars"))
print(re.findall(r"(?<!-)\b\d+", "-1 2 -3 4"), re.findall(r"(?<=\$)\d+", "$10 and $20"))
print(re.match(r"(?P<q>['\"]).*?(?P=q)", "'quoted' text").group(), re.match(r"(\w)\1", "aab"))
print(re.match(r"(<)?\w+(?(1)>)", "<tag>").group(), re.match(r"(<)?\w+(?(1)>|$)", "tag").group())
print(re.findall(r"[^\W\d_]+", "abc_123def"), re.findall(r"[\d\s]+", "a 1 2 b"), re.findall(r"[]a-]", "]-a"))
verbose = re.compile(r"""
    (?P<int>\d+)       # integer part
    (?:\.(?P<frac>\d+))?  # optional fraction
""", re.VERBOSE)
print([m.groupdict() for m in verbose.finditer("3.14 and 42")])
print(re.findall(r"\w+", "naïve café über"), re.findall(r"\w+", "naïve café", re.ASCII))
print(re.findall(r"(?>a+)b|a+c", "aaac aab"), re.findall(r"\d++\.", "12. 3"))

# --- Pattern and Match objects
p = re.compile(r"(?P<key>[a-z]+)\s*:\s*(?P<value>\d+)?", re.I | re.M)
print(p, p.pattern, p.flags, p.groups, p.groupindex)
m = p.search("  Width: 80\nheight:")
print(m, m.group(0), m.group("key", 2), m["value"], m.start("value"), m.end(), m.span(1))
print(m.groups(), m.lastindex, m.lastgroup, m.pos, m.endpos, m.re is p, m.string[:7])
m2 = p.search("  Width: 80\nheight:", 11)
print(m2, m2.groups("?"), m2.groupdict("none"), m2.span("value"), m2.expand(r"\g<key>=\2"))
print(p.match("x:1y", 0, 3), p.fullmatch("abc:12"), p.findall("a:1 b:2 c:3", 4), p.sub(r"\2=\1", "w:1 h:2"))
print(re.compile("a", re.I | re.S), re.compile(r"\d"), bool(re.match("", "x")), re.I | re.M, re.DOTALL)

# --- errors
for bad in ["(ab", "ab)", "*a", "a**", "[a-", r"\q", "(?<x)", "(?<=a+)b", "[z-a]",
            "(?P<n>a)(?P<n>b)", r"(a)\2", "x{5,2}", "(?i)a(?m)b", "a\n(b"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("error:", repr(bad), "|", e.msg, "|", e.pos, "|", e)
for call in [lambda: re.sub("(a)", r"\3", "a"), lambda: re.sub("a", r"\g<x", "a"),
             lambda: re.search("a", 5), lambda: re.match("(a)", "a").group(3)]:
    try:
        call()
    except (re.error, TypeError, IndexError) as e:
        print(type(e).__name__ + ":", e)

# --- a small tokenizer
TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/=()]|==|!="),
    ("STRING", r'"(?:[^"\\]|\\.)*"'),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
TOKEN_RE = re.compile("|".join("(?P<%s>%s)" % pair for pair in TOKEN_SPEC))


def tokenize(code):
    line = 1
    for mo in TOKEN_RE.finditer(code):
        kind = mo.lastgroup
        value = mo.group()
        if kind == "NEWLINE":
            line += 1
        elif kind == "SKIP":
            continue
        else:
            yield kind, value, line


src = 'total = price * 1.5 + tax\nname = "a \\"b\\"" $\nx = (y - 2) / 3'
for tok in tokenize(src):
    print(tok)

# --- a small log parser
LOG = """\
2024-03-01 12:00:01 INFO  [web] GET /index.html 200 512
2024-03-01 12:00:02 WARN  [db] slow query took 1532ms
2024-03-01 12:00:05 ERROR [web] GET /missing 404 0
2024-03-01 12:01:10 INFO  [web] POST /api/items 201 88
garbage line
2024-03-01 12:02:00 ERROR [auth] login failed for user=bob ip=10.0.0.7
"""
LINE = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]{8}) (?P<level>[A-Z]+)\s+"
                  r"\[(?P<mod>\w+)\] (?P<msg>.*)$", re.M)
counts = {}
for m in LINE.finditer(LOG):
    counts[m["level"]] = counts.get(m["level"], 0) + 1
    req = re.match(r"(GET|POST) (\S+) (\d{3}) (\d+)", m["msg"])
    if req:
        print(m["time"], m["mod"], req.group(1), req.group(2), int(req.group(3)), int(req[4]))
    kv = dict(re.findall(r"(\w+)=([\w.]+)", m["msg"]))
    if kv:
        print(m["time"], "fields", sorted(kv.items()))
print(sorted(counts.items()), len(LINE.findall(LOG)))
print([line for line in LOG.splitlines() if not LINE.match(line)])
print(re.sub(r"\d+ms", lambda m: "%.1fs" % (int(m.group()[:-2]) / 1000), LOG.splitlines()[1]))
print(re.sub(r"(?<=user=)\w+", "***", re.sub(r"\b(\d{1,3}\.){3}\d{1,3}\b", "x.x.x.x", LOG.splitlines()[5])))

# --- long inputs (no recursion limits)
long_text = "ab" * 50000 + "c"
print(re.match(r"(?:ab)*c", long_text).end(), re.match(r"(a|b)*c", long_text).group(1))
print(len(re.findall(r"a(?=b)", long_text)), re.search(r"b+c$", long_text).span())
print(len(re.sub(r"(a)(b)", r"\2\1", long_text)), re.fullmatch(r"(?:(?!c).)*c", long_text) is not None)
